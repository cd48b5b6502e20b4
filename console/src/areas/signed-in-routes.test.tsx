import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PREMIUM_FEATURES } from '../../../contracts/plan.ts';
import { activeSubscription, anna, scriptedApi, signedIn, subscriptionOf } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { areas } from './index';
import { signedInAreaRoutes } from './signed-in-routes';
import type { Subscription } from './subscription/state/subscription';

const renderAt = (route: string, subscription: Subscription, api = scriptedApi(() => ({ prompts: [] }))) =>
  renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription, route, api });

describe("the areas' signed-in routes", () => {
  it('put every premium feature of the contract behind the guard of exactly one area', () => {
    expect(PREMIUM_FEATURES.map((feature) => areas.filter((area) => area.feature === feature).map((area) => area.path))).toEqual([
      ['/youtube-commenter'],
      ['/telegram-calendar'],
      ['/telegram-digest'],
    ]);
  });

  it('are behind the feature guard, at every depth', async () => {
    for (const route of ['/youtube-commenter', '/youtube-commenter/prompts', '/telegram-calendar', '/telegram-digest/settings']) {
      const { unmount } = renderAt(route, subscriptionOf());
      expect(await screen.findByTestId('paywall-dialog')).toBeTruthy();
      unmount();
    }
  });

  it('let a subscriber through to a premium tool', async () => {
    renderAt('/telegram-digest', activeSubscription());
    expect(await screen.findByRole('heading', { level: 1, name: 'Telegram Digest' })).toBeTruthy();
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
  });

  it('show a subscriber the YouTube tool: its home, the prompt templates, and not-found below it', async () => {
    const api = scriptedApi(() => ({ prompts: [] }));
    const { unmount } = renderAt('/youtube-commenter/prompts', activeSubscription(), api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment Prompt Templates' })).toBeTruthy();
    expect(await screen.findByText('No prompt templates yet. Create your first prompt to get started.')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'GET', path: '/youtube/prompts', body: undefined }]);
    unmount();
    const { unmount: unmountHome } = renderAt('/youtube-commenter', activeSubscription(), scriptedApi(() => ({ hasCredentials: false })));
    expect(await screen.findByRole('heading', { level: 1, name: 'YouTube Comment Assistant' })).toBeTruthy();
    expect(await screen.findByText('Configure your YouTube API credentials to get started.')).toBeTruthy();
    unmountHome();
    renderAt('/youtube-commenter/unknown', activeSubscription());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('show the subscription screens to a signed-in user, and not-found below them', async () => {
    const { unmount } = renderAt('/subscription/manage', activeSubscription());
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Management' })).toBeTruthy();
    unmount();
    renderAt('/subscription/other', activeSubscription());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it("send the success page's /telegram/calendar and /telegram/digest shortcuts to the tools", () => {
    const { unmount } = renderAt('/telegram/calendar', activeSubscription());
    expect(screen.getByTestId('location').textContent).toBe('/telegram-calendar');
    unmount();
    renderAt('/telegram/digest', activeSubscription());
    expect(screen.getByTestId('location').textContent).toBe('/telegram-digest');
  });

  it('show the analytics area to any signed-in user: it is no premium feature', async () => {
    renderAt('/analytics', subscriptionOf());
    // The area's code comes in its own chunk (with the charts): its first import is slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
  });
});
