import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { botLink, callsTo, homeworkServer, refusal, studentRole, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS } from './use-homework-bot';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const LINK = '/telegram/bots/homework/link';
const open = async (server: Server = homeworkServer(), options: { sandbox?: boolean } = {}) => {
  renderScreen('/homework', server, options);
  const card = await screen.findByTestId('telegram-notifications');
  return { card, server };
};
const status = (card: HTMLElement) => within(card).findByTestId('homework-bot-status');

describe('/homework: the teacher’s Telegram notifications', () => {
  it('waits for the homework bot every 2 s while the code lasts', () => {
    expect([BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS]).toEqual([2_000, 600_000]);
  });

  it('says the bot is not connected, gets a code, opens the bot’s deep link, and polls until the bot says linked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { card, server } = await open();
    expect(within(card).getByRole('heading', { level: 3, name: 'Telegram notifications' })).toBeTruthy();
    expect((await status(card)).textContent).toBe('Not connected');
    expect(within(card).getByText('Link the homework bot to be told in Telegram when submissions wait for your review.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    const bot = await within(card).findByRole('link', { name: /^Open the homework bot/ });
    expect(callsTo(server, `${LINK}/code`, 'POST')).toHaveLength(1);
    expect([bot.getAttribute('href'), bot.getAttribute('target')]).toEqual(['https://t.me/sandbox_homework_bot?start=HWKC0DE2', '_blank']);
    expect(within(card).getByTestId('homework-bot-code').textContent).toBe('HWKC0DE2');
    expect(within(card).getByText(/send the code to @sandbox_homework_bot yourself/)).toBeTruthy();
    expect(within(card).getByText('Waiting for the bot...')).toBeTruthy();

    const before = callsTo(server, LINK).length;
    await act(() => vi.advanceTimersByTimeAsync(BOT_POLL_INTERVAL_MS));
    await waitFor(() => expect(callsTo(server, LINK).length).toBeGreaterThan(before));
    expect((await status(card)).textContent).toBe('Not connected');

    server.state.botLink = botLink({ connected: true, username: '@anna_t', linkedAt: '2026-03-10T12:00:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(BOT_POLL_INTERVAL_MS));
    await waitFor(() => expect(within(card).getByTestId('homework-bot-status').textContent).toBe('Connected'));
    expect(within(card).getByText('Linked to @anna_t.')).toBeTruthy();
    expect(screen.getByText('Telegram notifications are on')).toBeTruthy();

    // Linked: no more asking.
    const asked = callsTo(server, LINK).length;
    await act(() => vi.advanceTimersByTimeAsync(BOT_POLL_INTERVAL_MS * 5));
    expect(callsTo(server, LINK)).toHaveLength(asked);
  });

  it('opens the sandbox chat with the same code in sandbox', async () => {
    const { card } = await open(homeworkServer(), { sandbox: true });
    fireEvent.click(await within(card).findByRole('button', { name: 'Connect Telegram' }));
    const bot = await within(card).findByRole('link', { name: /^Open the homework bot/ });
    expect(bot.getAttribute('href')).toBe('/sandbox-chat?bot=homework&start=HWKC0DE2');
  });

  it('stops waiting when the code lapses, and offers a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The wait ends with the code the server gave (here one of 10 s), not later.
    const { card, server } = await open(homeworkServer({ botCodeTtlMs: 10_000 }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Connect Telegram' }));
    await within(card).findByTestId('homework-bot-code');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await within(card).findByText('The code expired before the bot was linked.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Get a new code' }));
    await within(card).findByTestId('homework-bot-code');
    expect(callsTo(server, `${LINK}/code`, 'POST')).toHaveLength(2);
  });

  it('says so when no code can be had, with a retry', async () => {
    let fail = true;
    const { card } = await open(homeworkServer({}, (call) => (fail && call.path === `${LINK}/code` ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(await within(card).findByRole('button', { name: 'Connect Telegram' }));
    expect(await within(card).findByText('Failed to get a code for the homework bot. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByTestId('homework-bot-code')).toBeTruthy();
  });

  it('shows a linked account and disconnects it', async () => {
    const { card, server } = await open(homeworkServer({ botLink: botLink({ connected: true, username: '@anna_t', linkedAt: '2026-03-01T10:00:00.000Z' }) }));
    expect((await status(card)).textContent).toBe('Connected');
    expect(within(card).getByText('Linked to @anna_t.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(card).getByTestId('homework-bot-status').textContent).toBe('Not connected'));
    expect(callsTo(server, LINK, 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Telegram notifications are off')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });

  it('says "Failed to disconnect the homework bot. Please try again." when that fails', async () => {
    const { card } = await open(
      homeworkServer({ botLink: botLink({ connected: true, username: '@anna_t' }) }, (call) => (call.method === 'DELETE' && call.path === LINK ? refusal(503, 'service_unavailable', 'down') : undefined)),
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect the homework bot. Please try again.')).toBeTruthy();
    expect(within(card).getByTestId('homework-bot-status').textContent).toBe('Connected');
  });

  it('says when the bot is not available on this server', async () => {
    const first = await open(homeworkServer({ botLink: botLink({ available: false, botUsername: null }) }));
    expect(await within(first.card).findByText('The homework bot is not available on this server.')).toBeTruthy();
    expect(within(first.card).queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  });

  it('retries reading the status after a failure', async () => {
    let fail = true;
    const { card } = await open(homeworkServer({}, (call) => (fail && call.path === LINK ? refusal(503, 'service_unavailable', 'down') : undefined)));
    expect(await within(card).findByText('Could not read whether the homework bot is linked.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect((await status(card)).textContent).toBe('Not connected');
  });

  it('is a teacher’s: a student’s dashboard has none', async () => {
    const server = homeworkServer({ role: studentRole });
    renderScreen('/homework', server);
    await screen.findByTestId('student-dashboard');
    expect(screen.queryByTestId('telegram-notifications')).toBeNull();
    expect(callsTo(server, LINK)).toHaveLength(0);
  });
});
