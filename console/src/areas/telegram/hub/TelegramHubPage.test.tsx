import { screen, within } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anna, signedIn, subscriptionOf, unusedApi } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { signedInAreaRoutes } from '../../signed-in-routes';
import { TelegramHubPage } from './TelegramHubPage';

describe('/telegram, the messaging services hub', () => {
  it("links 'Telegram to Calendar' and 'Channel Digest', then lists the 3 steps of 'How it works'", () => {
    renderWithApp(<TelegramHubPage />, { auth: signedIn(anna) });
    expect(screen.getByRole('heading', { level: 1, name: 'Telegram tools' })).toBeTruthy();
    const calendar = screen.getByRole('link', { name: /^Telegram to Calendar/ });
    expect(calendar.getAttribute('href')).toBe('/telegram-calendar');
    expect(calendar.textContent).toContain('becomes an event in your Google Calendar');
    const digest = screen.getByRole('link', { name: /^Channel Digest/ });
    expect(digest.getAttribute('href')).toBe('/telegram-digest');
    expect(digest.textContent).toContain('Scheduled AI summaries');

    const how = screen.getByRole('heading', { level: 2, name: 'How it works' });
    const steps = within(how.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Connect your accounts', 'Link the bot', 'Send messages, get digests']);
  });

  it('is open to a signed-in user without a subscription, with not-found below it', async () => {
    const { unmount } = renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription: subscriptionOf(), route: '/telegram', api: unusedApi });
    expect(await screen.findByRole('heading', { level: 1, name: 'Telegram tools' })).toBeTruthy();
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
    unmount();
    renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription: subscriptionOf(), route: '/telegram/other', api: unusedApi });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
