import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeSubscription, anna, signedIn, subscriptionOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { signedInAreaRoutes } from '../signed-in-routes';
import { DIGEST_ID, digestServer } from './testing/fake-server';

const renderAt = (route: string, subscription = activeSubscription()) =>
  renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription, route, api: digestServer() });

describe('the digest tool’s routes', () => {
  it.each([
    ['/telegram-digest', 'Telegram Digest'],
    ['/telegram-digest/new', 'Create New Digest'],
    ['/telegram-digest/setup', 'Set Up Telegram Digest'],
    [`/telegram-digest/${DIGEST_ID}`, 'Morning news'],
    [`/telegram-digest/${DIGEST_ID}/edit`, 'Morning news'],
    [`/telegram-digest/${DIGEST_ID}/quick-edit`, 'Edit Digest'],
    [`/telegram-digest/${DIGEST_ID}/history`, 'Morning news - History'],
  ])('show %s to a subscriber', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('answer not-found below them', async () => {
    renderAt(`/telegram-digest/${DIGEST_ID}/history/more`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('are all behind the feature guard (its promo and paywall), and keep the /telegram/digest shortcut', async () => {
    for (const route of ['/telegram-digest', '/telegram-digest/new', '/telegram-digest/setup', `/telegram-digest/${DIGEST_ID}`, `/telegram-digest/${DIGEST_ID}/history`, `/telegram-digest/${DIGEST_ID}/quick-edit`]) {
      const { unmount } = renderAt(route, subscriptionOf());
      expect(await screen.findByTestId('paywall-dialog')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: 'Telegram Digest' })).toBeNull();
      unmount();
    }
    renderAt('/telegram/digest');
    expect(screen.getByTestId('location').textContent).toBe('/telegram-digest');
  });
});
