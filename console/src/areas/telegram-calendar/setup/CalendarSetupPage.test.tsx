import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLeaving } from '../../../test/leaving';
import { activeSubscription, anna, fakeConfigStore, sandboxConfig, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../bot/use-bot-link';
import { botLinked, botStatus, calendarOff, calendarServer, callsTo, refusal } from '../testing/fake-server';
import { CalendarSetupPage } from './CalendarSetupPage';

let leaveTo: ReturnType<typeof watchLeaving>;

type Server = ReturnType<typeof calendarServer>;

function renderPage(api: Server, { route = '/telegram-calendar', sandbox = true } = {}) {
  renderWithApp(
    <>
      <CalendarSetupPage />
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription(), route, config: fakeConfigStore({ ...sandboxConfig, sandbox }) },
  );
  return api;
}

const step = (name: 'calendar' | 'bot') => screen.getByTestId(`${name}-step`);
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  leaveTo = watchLeaving();
});
afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

describe('/telegram-calendar: the two steps', () => {
  it('locks Step 2 with "Complete Step 1 first" until the calendar is connected, and says how to begin', async () => {
    const api = renderPage(calendarServer({ calendar: calendarOff() }));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Telegram to Calendar' })).toBeTruthy();
    expect(within(step('bot')).getByText('Complete Step 1 first')).toBeTruthy();
    expect(within(step('bot')).queryByRole('button')).toBeNull();
    expect(within(step('calendar')).getByText('Not connected')).toBeTruthy();
    // No code for the bot before the calendar, and no picker.
    expect(callsTo(api, '/telegram/auth/generate', 'POST')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Calendar for new events' })).toBeNull();
    // Neither service: the spec's two texts instead of the events.
    expect(screen.getByText('Connect your accounts to start creating events')).toBeTruthy();
    expect(screen.getByText('Waiting for connection...')).toBeTruthy();
    expect(callsTo(api, '/calendar/events')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('connects the calendar through the consent URL of GET /api/calendar/connect', async () => {
    const api = renderPage(calendarServer({ calendar: calendarOff() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://accounts.example/o/oauth2/v2/auth?client_id=calendar'));
    expect(callsTo(api, '/calendar/connect')).toHaveLength(1);
  });

  it("shows the server's message when the consent URL cannot be had", async () => {
    renderPage(
      calendarServer({ calendar: calendarOff() }, (call) => {
        if (call.path === '/calendar/connect') throw refusal(503, 'calendar_unavailable', 'Google Calendar is not set up on this server.');
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await screen.findByText('Google Calendar is not set up on this server.')).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('asks to connect again when Google revoked the grant', async () => {
    renderPage(calendarServer({ calendar: calendarOff({ reconnectRequired: true }) }));
    expect(await screen.findByText(/Google authorization was revoked or has expired/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Calendar again' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
  });

  it('shows the connected calendar by its identifier, and disconnects only after the confirmation', async () => {
    const api = renderPage(calendarServer({ bot: botLinked() }));
    expect(await within(await screen.findByTestId('calendar-step')).findByText('anna@example.com')).toBeTruthy();
    expect(within(step('bot')).getByText('Connected as @anna_t')).toBeTruthy();

    const disconnect = within(step('calendar')).getByRole('button', { name: 'Disconnect' });
    disconnect.focus();
    fireEvent.click(disconnect);
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, '/calendar/disconnect', 'DELETE')).toHaveLength(0);
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(disconnect));

    fireEvent.click(disconnect);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Disconnect Google Calendar?' })).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(callsTo(api, '/calendar/disconnect', 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Google Calendar disconnected')).toBeTruthy();
    // Step 2 is locked again; the bot's link stays.
    expect(within(step('bot')).getByText('Complete Step 1 first')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button is gone: focus lands on the step's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1: Google Calendar' })));
  });

  it('keeps the dialog open with the server message when disconnecting fails', async () => {
    renderPage(
      calendarServer({}, (call) => {
        if (call.method === 'DELETE') throw refusal(503, 'calendar_unavailable', 'Google did not answer.');
      }),
    );
    fireEvent.click(await within(await screen.findByTestId('calendar-step')).findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('Google did not answer.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('disconnects the bot after its own confirmation, and a new code is made for linking again', async () => {
    const api = renderPage(calendarServer({ bot: botLinked() }));
    const bot = await screen.findByTestId('bot-step');
    fireEvent.click(await within(bot).findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Telegram?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(step('bot')).findByTestId('auth-code')).toBeTruthy();
    expect(callsTo(api, '/telegram/disconnect', 'DELETE')).toHaveLength(1);
    expect(callsTo(api, '/telegram/auth/generate', 'POST')).toHaveLength(1);
    expect(screen.getByText('Telegram disconnected')).toBeTruthy();
  });

  it("shows the server's message when the statuses cannot be read", async () => {
    renderPage(
      calendarServer({}, (call) => {
        if (call.path === '/calendar/status') throw refusal(503, 'calendar_unavailable', 'The calendar service is down.');
      }),
    );
    expect(await screen.findByText('The calendar service is down.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/telegram-calendar: linking the bot', () => {
  it('generates a code at once and shows it large with Copy and the bot, then polls every 2 s after opening the bot, until connected', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = renderPage(calendarServer(), { sandbox: false });
    await flush();
    await flush();
    expect(callsTo(api, '/telegram/auth/generate', 'POST')).toHaveLength(1);
    expect(screen.getByTestId('auth-code').textContent).toBe('K7M2XQ9P');
    expect(screen.getByText('Bot: @sandbox_calendar_bot')).toBeTruthy();
    expect(screen.getByText('The code is valid for 10 minutes.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('K7M2XQ9P');
    expect(screen.getByText('Code copied')).toBeTruthy();

    const before = callsTo(api, '/telegram/status').length;
    fireEvent.click(screen.getByRole('button', { name: /^Open Telegram bot/ }));
    expect(open).toHaveBeenCalledWith('https://t.me/sandbox_calendar_bot?start=K7M2XQ9P', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('bot-wait').textContent).toBe('Waiting for connection...');
    expect(screen.getByText('2:00 left')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before + 2);
    expect(screen.getByText('1:56 left')).toBeTruthy();

    // The person pressed Start in Telegram: the next poll sees it and polling stops.
    api.state.bot = botLinked();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before + 3);
    expect(within(step('bot')).getByText('Connected as @anna_t')).toBeTruthy();
    expect(screen.getByText('Telegram connected')).toBeTruthy();
    expect(screen.queryByText('Waiting for connection...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before + 3);
  });

  it('stops after 2 minutes with "Connection timeout. Please try again." and can wait again', async () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = renderPage(calendarServer());
    await flush();
    await flush();
    const before = callsTo(api, '/telegram/status').length;
    fireEvent.click(screen.getByRole('button', { name: /^Open Telegram bot/ }));
    // In sandbox the bot is the sandbox chat's, opened with the same /start code.
    expect(open).toHaveBeenCalledWith('/sandbox-chat?bot=calendar&start=K7M2XQ9P', '_blank', 'noopener,noreferrer');

    await act(() => vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS - 1));
    expect(callsTo(api, '/telegram/status')).toHaveLength(before + 59);
    expect(screen.queryByText('Connection timeout. Please try again.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Connection timeout. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Waiting for connection...')).toBeNull();
    const atTimeout = callsTo(api, '/telegram/status').length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10));
    expect(callsTo(api, '/telegram/status')).toHaveLength(atTimeout);

    fireEvent.click(screen.getByRole('button', { name: /^Open Telegram bot/ }));
    expect(screen.queryByText('Connection timeout. Please try again.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(callsTo(api, '/telegram/status')).toHaveLength(atTimeout + 1);
  });

  it('says the code could not be generated', async () => {
    renderPage(
      calendarServer({}, (call) => {
        if (call.path === '/telegram/auth/generate') throw refusal(500, 'internal_error', 'boom');
      }),
    );
    expect(await screen.findByText('Failed to generate Telegram auth code. Please try refreshing the page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Open Telegram bot/ })).toBeNull();
  });

  it('says so when the bot is not set up on this server, without asking for a code', async () => {
    const api = renderPage(calendarServer({ bot: botStatus({ available: false, botUsername: null }) }));
    expect(await screen.findByText(/The Telegram bot is not available on this server/)).toBeTruthy();
    expect(callsTo(api, '/telegram/auth/generate', 'POST')).toHaveLength(0);
  });
});

describe("/telegram-calendar: Google's answer in the address", () => {
  it('removes calendar=connected from the address after load and says so', async () => {
    renderPage(calendarServer(), { route: '/telegram-calendar?calendar=connected' });
    expect(await screen.findByText('Google Calendar connected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/telegram-calendar'));
  });

  it.each([
    ['access_denied', /declined access on Google’s page/],
    ['authorization_failed', /Google could not complete the authorization/],
    ['scope_missing', /calendar permissions were unticked on Google’s page/],
  ])('explains calendarError=%s in an alert that stays', async (reason, text) => {
    renderPage(calendarServer({ calendar: calendarOff() }), { route: `/telegram-calendar?calendarError=${reason}&tab=1` });
    const alert = await screen.findByText(text);
    expect(screen.getByText('Google Calendar was not connected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/telegram-calendar?tab=1'));
    expect(alert.isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(text)).toBeNull();
  });
});
