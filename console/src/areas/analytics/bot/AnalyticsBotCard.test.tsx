import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { analyticsServer, botLink, callsTo, refusal, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS } from './use-analytics-bot';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const LINK = '/telegram/bots/analytics/link';
const open = async (server: Server = analyticsServer(), options: { sandbox?: boolean } = {}) => {
  renderScreen('/analytics/settings', server, options);
  const card = await screen.findByTestId('analytics-bot');
  await within(card).findByTestId('analytics-bot-status');
  return { card, server };
};
const status = (card: HTMLElement) => within(card).getByTestId('analytics-bot-status').textContent;

describe('/analytics/settings: the analytics bot', () => {
  it('waits for the bot every 2 s while the code lasts', () => {
    expect([BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS]).toEqual([2_000, 600_000]);
  });

  it('connects by code: the code, the bot’s deep link, then the status every 2 s until linked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { card, server } = await open();
    expect(status(card)).toBe('Not connected');
    expect(within(card).getByText('Commands: /analytics, /anomalies, /insights, /status.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    const bot = await within(card).findByRole('link', { name: /^Open the analytics bot/ });
    expect([bot.getAttribute('href'), bot.getAttribute('target')]).toEqual(['https://t.me/sandbox_analytics_bot?start=ANLK2345', '_blank']);
    expect(within(card).getByTestId('analytics-bot-code').textContent).toBe('ANLK2345');
    expect(callsTo(server, `${LINK}/code`, 'POST').map((call) => call.body)).toEqual([{}]);

    server.state.botLink = botLink({ connected: true, username: '@anna_t', linkedAt: '2026-03-10T12:00:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(BOT_POLL_INTERVAL_MS));
    await waitFor(() => expect(status(card)).toBe('Connected'));
    expect(within(card).getByText('Linked to @anna_t.')).toBeTruthy();
    expect(screen.getByText('The analytics bot is linked')).toBeTruthy();
  });

  it('opens the sandbox chat with the same code in sandbox', async () => {
    const { card } = await open(analyticsServer(), { sandbox: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    const bot = await within(card).findByRole('link', { name: /^Open the analytics bot/ });
    expect(bot.getAttribute('href')).toBe('/sandbox-chat?bot=analytics&start=ANLK2345');
  });

  it('says "Failed to generate auth code", or the server’s words, when no code can be had', async () => {
    let answer = refusal(500, 'internal_error', '');
    const { card } = await open(analyticsServer({}, (call) => (call.path === `${LINK}/code` ? answer : undefined)));
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByText('Failed to generate auth code')).toBeTruthy();
    answer = refusal(429, 'rate_limited', 'Too many codes: wait a minute');
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByText('Too many codes: wait a minute')).toBeTruthy();
  });

  it('disconnects after the browser’s confirm, and not without it', async () => {
    const { card, server } = await open(analyticsServer({ botLink: botLink({ connected: true, username: '@anna_t' }) }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    expect(confirm).toHaveBeenCalledWith('Disconnect the analytics bot? You will stop getting alerts in Telegram.');
    expect(callsTo(server, LINK, 'DELETE')).toHaveLength(0);
    confirm.mockReturnValue(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(status(card)).toBe('Not connected'));
    expect(callsTo(server, LINK, 'DELETE')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });

  it('says when disconnecting fails, and stays connected', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { card } = await open(analyticsServer({ botLink: botLink({ connected: true, username: '@anna_t' }) }, (call) => (call.method === 'DELETE' && call.path === LINK ? refusal(500, 'internal_error', '') : undefined)));
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect the analytics bot')).toBeTruthy();
    expect(status(card)).toBe('Connected');
  });

  it('says when the bot is not available on this server', async () => {
    const { card } = await open(analyticsServer({ botLink: botLink({ available: false, botUsername: null }) }));
    expect(within(card).getByText('The analytics bot is not available on this server.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  });
});
