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

  it('show a subscriber the YouTube tool: its home, the prompt templates, and not-found below it', async () => {
    const api = scriptedApi(() => ({ prompts: [] }));
    const { unmount } = renderAt('/youtube-commenter/prompts', activeSubscription(), api);
    expect(screen.getByRole('heading', { level: 1, name: 'Comment Prompt Templates' })).toBeTruthy();
    expect(await screen.findByText('No prompt templates yet. Create your first prompt to get started.')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'GET', path: '/youtube/prompts', body: undefined }]);
    unmount();
    const { unmount: unmountHome } = renderAt('/youtube-commenter', activeSubscription(), scriptedApi(() => ({ hasCredentials: false })));
    expect(screen.getByRole('heading', { level: 1, name: 'YouTube Comment Assistant' })).toBeTruthy();
    expect(await screen.findByText('Configure your YouTube API credentials to get started.')).toBeTruthy();
    unmountHome();
    renderAt('/youtube-commenter/unknown', activeSubscription());
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
