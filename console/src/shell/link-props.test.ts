import { describe, expect, it } from 'vitest';
import { linkProps } from './link-props';

describe('linkProps', () => {
  it('opens a server page (Bull Board, the Temporal UI) in a tab of its own, by a full load', () => {
    expect(linkProps({ id: 'temporal', label: 'nav.temporal', to: '/admin/temporal', kind: 'server' })).toMatchObject({ to: '/admin/temporal', reloadDocument: true, target: '_blank', rel: 'noopener noreferrer' });
  });

  it('follows a console route in place, through the router', () => {
    const props = linkProps({ id: 'jobs', label: 'nav.jobs', to: '/admin/jobs', kind: 'route' });
    expect(props).toMatchObject({ to: '/admin/jobs' });
    expect(props).not.toHaveProperty('target');
    expect(props).not.toHaveProperty('reloadDocument');
  });
});
