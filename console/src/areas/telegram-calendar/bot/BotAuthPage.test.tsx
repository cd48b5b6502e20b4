import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { botLinked, calendarOff, calendarServer } from '../testing/fake-server';
import { BotAuthPage } from './BotAuthPage';

function renderAuth(api: ReturnType<typeof calendarServer>) {
  renderWithApp(<BotAuthPage />, { auth: signedIn(anna), api, subscription: activeSubscription(), route: '/telegram-calendar/auth' });
  return api;
}

describe('/telegram-calendar/auth', () => {
  it("shows Step 2's code panel alone, with the way back to the tool", async () => {
    renderAuth(calendarServer());
    expect(screen.getByRole('heading', { level: 1, name: 'Link the Telegram bot' })).toBeTruthy();
    expect((await screen.findByTestId('auth-code')).textContent).toBe('K7M2XQ9P');
    expect(screen.getByRole('button', { name: /^Open Telegram bot/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Telegram to Calendar' }).getAttribute('href')).toBe('/telegram-calendar');
  });

  it('asks for the calendar first, as the tool does', async () => {
    const api = renderAuth(calendarServer({ calendar: calendarOff() }));
    expect(await screen.findByText(/Connect your Google Calendar on the Telegram to Calendar page first/)).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/telegram/auth/generate')).toBe(false);
  });

  it('says when the bot is already linked', async () => {
    renderAuth(calendarServer({ bot: botLinked() }));
    expect(await screen.findByText(/Your Telegram account @anna_t is linked/)).toBeTruthy();
  });
});
