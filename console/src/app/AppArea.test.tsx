import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { AppArea } from './AppArea';
import { isSignedInPath } from './paths';

describe('paths without a public page', () => {
  it('send a signed-out visitor from a signed-in area to /', () => {
    renderWithApp(<AppArea />, { auth: signedOut, route: '/youtube-commenter', path: '*' });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('show a real not-found page for anything else', () => {
    renderWithApp(<AppArea />, { auth: signedOut, route: '/no-such-page', path: '*' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('location').textContent).toBe('/no-such-page');
  });

  it('know which areas need a signed-in user', () => {
    for (const path of ['/subscription/manage', '/subscription/success', '/youtube-commenter/prompts', '/telegram', '/telegram-calendar', '/telegram-digest', '/homework', '/analytics', '/admin/users']) {
      expect(isSignedInPath(path)).toBe(true);
    }
    for (const path of ['/', '/subscription', '/subscription/fail', '/test-payment', '/terms', '/privacy', '/youtube-api-guide', '/telegramx']) {
      expect(isSignedInPath(path)).toBe(false);
    }
  });
});
