import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkCodeBody, LinkStatusBody } from '../../../../contracts/telegram.ts';
import type { MessageValues } from '../../i18n/types';
import { renderWithApp } from '../../test/render';
import { TelegramBotCard, type TelegramBotText } from './TelegramBotCard';
import { useTelegramBotLink, type BotLinkCalls } from './use-telegram-bot-link';

// The areas' own tests (analytics/bot, homework/dashboard) speak for what each of them shows;
// these are the branches only one area, or none, reaches.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const linkStatus = (fields: Partial<LinkStatusBody> = {}): LinkStatusBody => ({ bot: 'analytics', available: true, connected: false, username: null, botUsername: 'sandbox_analytics_bot', linkedAt: null, ...fields });
const issued = (ttlMs: number): LinkCodeBody => ({ authCode: 'ABCD2345', authUrl: 'https://t.me/sandbox_analytics_bot?start=ABCD2345', botUsername: 'sandbox_analytics_bot', expiresAt: new Date(Date.now() + ttlMs).toISOString() });
const fakeCalls = (status: LinkStatusBody, unlink: () => Promise<void> = () => Promise.resolve()) => ({
  botLink: vi.fn(() => Promise.resolve(status)),
  botCode: vi.fn(() => Promise.resolve(issued(10_000))),
  unlinkBot: vi.fn(unlink),
});

// Each text as its name (and its values), so the test sees which one is shown.
const text = (name: TelegramBotText, values?: MessageValues) => [name, ...Object.values(values ?? {})].join(' ');

type CardOptions = Omit<ComponentProps<typeof TelegramBotCard>, 'bot' | 'link' | 'text' | 'heading' | 'testId'>;

function Card({ calls, ...options }: CardOptions & { calls: BotLinkCalls }) {
  const link = useTelegramBotLink({ calls, onLinked: () => undefined, onDisconnected: () => undefined, onDisconnectFailed: () => undefined });
  return <TelegramBotCard bot="analytics" link={link} text={text} heading="h2" testId="bot-card" {...options} />;
}

const open = async (calls: BotLinkCalls, options: CardOptions = {}) => {
  const { unmount } = renderWithApp(<Card calls={calls} {...options} />);
  const card = screen.getByTestId('bot-card');
  await within(card).findByTestId('analytics-bot-status');
  return { card, unmount };
};

describe('the shared Telegram bot card', () => {
  it('without linkedFirst, a bot not available here hides even a linked account', async () => {
    const { card } = await open(fakeCalls(linkStatus({ available: false, botUsername: null, connected: true, username: '@anna_t' })));
    expect(within(card).getByText('unavailable')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'disconnect' })).toBeNull();
  });

  it('with linkedFirst, a linked account stays shown, and can be disconnected, when the bot is not available here', async () => {
    const { card } = await open(fakeCalls(linkStatus({ available: false, botUsername: null, connected: true, username: '@anna_t' })), { linkedFirst: true });
    expect(within(card).getByText('connectedAs @anna_t')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'disconnect' })).toBeTruthy();
  });

  it('with linkedFirst, a bot without a username is not available; without it, Connect is offered', async () => {
    const nameless = linkStatus({ botUsername: null });
    const first = await open(fakeCalls(nameless), { linkedFirst: true });
    expect(within(first.card).getByText('unavailable')).toBeTruthy();
    first.unmount();
    const second = await open(fakeCalls(nameless));
    expect(within(second.card).getByRole('button', { name: 'connect' })).toBeTruthy();
  });

  it('without newCodeInAlert, a lapsed code is a warning above a new-code button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeCalls(linkStatus());
    const { card } = await open(calls);
    fireEvent.click(within(card).getByRole('button', { name: 'connect' }));
    await within(card).findByTestId('analytics-bot-code');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const warning = await within(card).findByRole('alert');
    expect(warning.textContent).toBe('lapsed');
    expect(within(warning).queryByRole('button')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'newCode' }));
    await within(card).findByTestId('analytics-bot-code');
    expect(calls.botCode).toHaveBeenCalledTimes(2);
  });

  it('disconnects at once without a question, saying disconnectingLabel while it works', async () => {
    let unlinked: () => void = () => undefined;
    const calls = fakeCalls(linkStatus({ connected: true, username: '@anna_t' }), () => new Promise<void>((resolve) => (unlinked = resolve)));
    const confirm = vi.spyOn(window, 'confirm');
    const { card } = await open(calls, { disconnectingLabel: 'Disconnecting...' });
    fireEvent.click(within(card).getByRole('button', { name: 'disconnect' }));
    const busy = within(card).getByRole('button', { name: 'Disconnecting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    act(() => unlinked());
    await waitFor(() => expect(within(card).getByTestId('analytics-bot-status').textContent).toBe('notConnected'));
    expect(calls.unlinkBot).toHaveBeenCalledTimes(1);
  });
});
