import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../subscription/subscription';
import { activeSubscription, anna, scriptedApi, signedIn, subscriptionOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { premiumRoutes } from './routes';

const renderAt = (route: string, subscription: Subscription, api = scriptedApi(() => ({ prompts: [] }))) =>
  renderWithApp(<Routes>{premiumRoutes}</Routes>, { auth: signedIn(anna), subscription, route, api });

describe('the premium routes', () => {
  it('are behind the feature guard, at every depth', () => {
    for (const route of ['/youtube-commenter', '/youtube-commenter/prompts', '/telegram-calendar', '/telegram-digest/settings']) {
      const { unmount } = renderAt(route, subscriptionOf());
      expect(screen.getByTestId('paywall-dialog')).toBeTruthy();
      unmount();
    }
  });

  it('let a subscriber through (to the not-found page until the tools exist)', () => {
    renderAt('/telegram-calendar', activeSubscription());
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('show a subscriber the prompt templates at /youtube-commenter/prompts, and nothing else of the tool yet', async () => {
    const api = scriptedApi(() => ({ prompts: [] }));
    const { unmount } = renderAt('/youtube-commenter/prompts', activeSubscription(), api);
    expect(screen.getByRole('heading', { level: 1, name: 'Comment Prompt Templates' })).toBeTruthy();
    expect(await screen.findByText('No prompt templates yet. Create your first prompt to get started.')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'GET', path: '/youtube/prompts', body: undefined }]);
    unmount();
    renderAt('/youtube-commenter', activeSubscription());
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it("send the success page's /telegram/calendar and /telegram/digest shortcuts to the tools", () => {
    const { unmount } = renderAt('/telegram/calendar', activeSubscription());
    expect(screen.getByTestId('location').textContent).toBe('/telegram-calendar');
    unmount();
    renderAt('/telegram/digest', activeSubscription());
    expect(screen.getByTestId('location').textContent).toBe('/telegram-digest');
  });
});
