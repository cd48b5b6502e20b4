import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLinkCodePattern } from '../../../../../contracts/telegram.ts';
import { toasts } from '../../../toast/toast-store';
import { botLink, callsTo, deepLinkToken, digestServer, digestStatus, refusal } from '../testing/fake-server';
import { renderScreen, type Server } from '../testing/render-screen';
import { newLinkCode } from './link-code';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from './use-bot-connect';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const unlinked = (extra: Parameters<typeof digestServer>[0] = {}, override?: Parameters<typeof digestServer>[1]) =>
  digestServer({ status: digestStatus({ hasDigestBot: false }), link: botLink(), ...extra }, override);
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const linkStatusCalls = (api: Server) => callsTo(api, '/telegram/bots/digest/link');
const savedCodes = (api: Server) => callsTo(api, '/telegram/bots/digest/link/code', 'POST').map((call) => (call.body as { code: string }).code);

/** On fake timers: the bot-connect screen after 'Получить код', its code saved and the wait begun. */
async function waitingForTheBot(): Promise<Server> {
  vi.useFakeTimers();
  const { api } = renderScreen('/telegram-digest', unlinked());
  await flush();
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  await flush();
  return api;
}

describe('the digest bot link code', () => {
  it('is waited for with spec 9’s constants: every 2 s, for 5 minutes', () => {
    expect([POLL_INTERVAL_MS, POLL_TIMEOUT_MS]).toEqual([2_000, 300_000]);
  });

  it('is a 6-digit number from 100000 to 999999', () => {
    const values = new Uint32Array([0, 899_999, 900_000, 4_294_967_295]);
    let next = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = values[next++] ?? 0;
      return array;
    });
    expect([newLinkCode(), newLinkCode(), newLinkCode(), newLinkCode()]).toEqual(['100000', '999999', '100000', '267295']);
    vi.restoreAllMocks();
    for (let i = 0; i < 50; i += 1) expect(newLinkCode()).toMatch(browserLinkCodePattern);
  });
});

describe('/telegram-digest while the digest bot is not linked: the Russian bot-connect screen', () => {
  it('is in Russian whatever the language, and makes, saves and shows a code with the bot’s link', async () => {
    const { api } = renderScreen('/telegram-digest', unlinked());
    const section = await screen.findByTestId('bot-connect');
    expect(section.getAttribute('lang')).toBe('ru');
    expect(within(section).getByRole('heading', { level: 2, name: 'Подключите бота дайджестов' })).toBeTruthy();
    expect(savedCodes(api)).toEqual([]);
    expect(screen.queryByTestId('connection-status')).toBeNull();

    fireEvent.click(await within(section).findByRole('button', { name: 'Получить код' }));
    const code = await within(section).findByTestId('bot-code');
    const [saved] = savedCodes(api);
    expect(saved).toMatch(/^[1-9]\d{5}$/);
    expect(code.textContent).toBe(saved);
    const link = within(section).getByTestId('bot-link');
    expect(link.getAttribute('href')).toBe(`https://t.me/sandbox_digest_bot?start=${deepLinkToken(saved!)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(section).getByTestId('bot-wait').textContent).toBe('Ожидаем подключения бота...');
    expect(within(section).queryByRole('link', { name: /песочницы/ })).toBeNull();
  });

  it('offers the sandbox chat with the same code in sandbox', async () => {
    const { api } = renderScreen('/telegram-digest', unlinked(), { sandbox: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Получить код' }));
    await screen.findByTestId('bot-code');
    const [saved = ''] = savedCodes(api);
    expect(screen.getByRole('link', { name: /Открыть бота в чате песочницы/ }).getAttribute('href')).toBe(`/sandbox-chat?bot=digest&start=${deepLinkToken(saved)}`);
  });

  it('asks the link status every 2 s until the bot is linked, then shows the digests', async () => {
    const api = await waitingForTheBot();
    expect(screen.getByTestId('bot-code')).toBeTruthy();
    expect(screen.getByText('Осталось 5:00')).toBeTruthy();
    const before = linkStatusCalls(api).length;

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(linkStatusCalls(api)).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(linkStatusCalls(api)).toHaveLength(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(linkStatusCalls(api)).toHaveLength(before + 2);
    expect(screen.getByText('Осталось 4:56')).toBeTruthy();

    // The person sent the code to the bot: the next poll sees the link and the list appears.
    api.state.link = botLink({ connected: true, username: '@anna_t' });
    api.state.status = digestStatus();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await flush();
    expect(linkStatusCalls(api)).toHaveLength(before + 3);
    expect(screen.getByText('Бот подключён')).toBeTruthy();
    expect(screen.getByTestId('connection-status')).toBeTruthy();
    expect(screen.queryByTestId('bot-connect')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10));
    expect(linkStatusCalls(api)).toHaveLength(before + 3);
  });

  it('stops waiting after 5 minutes, and starts again with a new code', async () => {
    const api = await waitingForTheBot();
    const before = linkStatusCalls(api).length;

    await act(() => vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS - 1));
    expect(linkStatusCalls(api)).toHaveLength(before + POLL_TIMEOUT_MS / POLL_INTERVAL_MS - 1);
    expect(screen.queryByText(/Время ожидания истекло/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('Время ожидания истекло');
    expect(screen.getByTestId('bot-wait').textContent).toBe('');
    const atTimeout = linkStatusCalls(api).length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10));
    expect(linkStatusCalls(api)).toHaveLength(atTimeout);

    fireEvent.click(screen.getByRole('button', { name: 'Получить новый код' }));
    await flush();
    expect(savedCodes(api)).toHaveLength(2);
    expect(screen.getByTestId('bot-code').textContent).toBe(savedCodes(api)[1]);
    expect(screen.queryByText(/Время ожидания истекло/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(linkStatusCalls(api)).toHaveLength(atTimeout + 1);
  });

  it('says in Russian that the code could not be saved, with a retry', async () => {
    let fail = true;
    renderScreen(
      '/telegram-digest',
      unlinked({}, (call) => {
        if (fail && call.path.endsWith('/link/code')) throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Не удалось сохранить код для подключения бота. Попробуйте ещё раз.')).toBeTruthy();
    expect(screen.queryByTestId('bot-code')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('bot-code')).toBeTruthy();
  });

  it('says when the digest bot is not available on this server', async () => {
    const { api } = renderScreen('/telegram-digest', unlinked({ link: botLink({ available: false, botUsername: null }) }));
    expect(await screen.findByText('Бот дайджестов сейчас недоступен на этом сервере. Попробуйте позже.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Получить код' })).toBeNull();
    expect(savedCodes(api)).toEqual([]);
  });
});
