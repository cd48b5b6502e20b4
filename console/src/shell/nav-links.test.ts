import { describe, expect, it } from 'vitest';
import { OPERATOR_PAGES } from '../../../contracts/public-config.ts';
import { paths } from '../app/paths';
import { activeSubscription, sandboxConfig } from '../test/fakes';
import { mainLinks, operatorLinks } from './nav-links';

describe('header links', () => {
  it('show only Subscription when signed out', () => {
    expect(mainLinks({ signedIn: false, subscription: null }).map((link) => link.to)).toEqual(['/subscription']);
  });

  it('show the four tools and Subscription when signed in', () => {
    expect(mainLinks({ signedIn: true, subscription: null }).map((link) => link.to)).toEqual([
      '/youtube-commenter',
      '/telegram',
      '/homework',
      '/analytics',
      '/subscription',
    ]);
  });

  it('follow the Subscription rule', () => {
    const links = mainLinks({ signedIn: true, subscription: activeSubscription() });
    expect(links.at(-1)?.to).toBe('/subscription/manage');
  });
});

describe('operator links', () => {
  it('are for operators and admins only', () => {
    expect(operatorLinks(undefined, sandboxConfig)).toEqual([]);
    expect(operatorLinks('user', sandboxConfig)).toEqual([]);
    expect(operatorLinks('operator', sandboxConfig).map((link) => link.id)).toEqual(['dashboard', 'users', 'subscriptions', 'payments', 'jobs', 'workflows', 'schedules', 'audit', 'bull-board', 'temporal']);
    expect(operatorLinks('admin', sandboxConfig).map((link) => link.id)).toEqual(['dashboard', 'users', 'subscriptions', 'payments', 'jobs', 'workflows', 'schedules', 'audit', 'bull-board', 'temporal']);
  });

  it('start with the dashboard, and open Bull Board and the Temporal UI as pages of the web process', () => {
    const [dashboard, users, subscriptions, payments, jobs, workflows, schedules, audit, bullBoard, temporal] = operatorLinks('admin', sandboxConfig);
    expect(dashboard).toMatchObject({ to: '/admin/dashboard', kind: 'route' });
    expect(jobs).toMatchObject({ to: '/admin/jobs', kind: 'route' });
    expect(workflows).toMatchObject({ to: '/admin/workflows', kind: 'route' });
    expect(schedules).toMatchObject({ to: '/admin/schedules', kind: 'route' });
    expect(audit).toMatchObject({ to: '/admin/audit', kind: 'route' });
    expect(users).toMatchObject({ to: '/admin/users', kind: 'route' });
    expect(subscriptions).toMatchObject({ to: '/admin/subscriptions', kind: 'route' });
    expect(payments).toMatchObject({ to: '/admin/payments', kind: 'route' });
    expect(bullBoard).toMatchObject({ to: '/admin/queues', kind: 'server' });
    expect(temporal).toMatchObject({ to: '/admin/temporal', kind: 'server' });
  });

  it("know the operator pages' paths before the public config arrives, the same as the contract's", () => {
    expect(operatorLinks('operator', null).slice(-2).map((link) => [link.to, link.kind])).toEqual([
      ['/admin/queues', 'server'],
      ['/admin/temporal', 'server'],
    ]);
    expect({ bullBoard: paths.bullBoard, temporalUi: paths.temporalUi }).toEqual(OPERATOR_PAGES);
  });
});
