import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import { fakeConfigStore, json, sandboxConfig, urlOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import ChatPage from './ChatPage';

const bots = [
  { bot: 'calendar', username: 'sandbox_calendar_bot', name: 'Calendar Assistant' },
  { bot: 'digest', username: 'sandbox_digest_bot', name: 'Digest Bot' },
];
const users = [{ id: 100000001, firstName: 'Anna', username: 'anna_demo', languageCode: 'en' }];

const botMessage = (id: number, text: string, extra: Partial<SandboxMessage> = {}): SandboxMessage => ({
  id,
  from: 'bot',
  text,
  html: true,
  attachment: null,
  buttons: [],
  action: null,
  edited: false,
  date: new Date().toISOString(),
  ...extra,
});

/** The fake Bot API's chat calls: each chat's messages, and every call the page made. */
function fakeChatServer(chats: Record<string, SandboxMessage[]> = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body });
    const path = new URL(url, 'http://localhost').pathname.replace('/sandbox/telegram/chat', '');
    if (path === '/bots') return Promise.resolve(json(200, { bots }));
    if (path === '/users') return Promise.resolve(json(200, { users }));
    const [, bot, , what] = path.split('/');
    if (what === 'messages' && method === 'GET') {
      const after = Number(new URL(url, 'http://localhost').searchParams.get('after'));
      return Promise.resolve(json(200, { messages: (chats[bot!] ?? []).filter((m) => m.id > after) }));
    }
    if (what === 'messages') {
      const text = (JSON.parse(init!.body as string) as { text: string }).text;
      if (text === 'boom') return Promise.resolve(json(400, { error: 'validation_error', message: 'text: too odd' }));
      return Promise.resolve(json(201, { message: { ...botMessage(900 + calls.length, text), from: 'user', html: false } }));
    }
    if (what === 'callback') return Promise.resolve(json(200, { ok: true }));
    return Promise.resolve(json(404, { error: 'not_found', message: 'no route' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

// renderWithApp shows the router's location beside the page (data-testid="location").
const renderPage = (route = '/sandbox-chat') => renderWithApp(<ChatPage />, { route });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sandbox chat page', () => {
  it('is the not-found page outside sandbox', () => {
    fakeChatServer();
    renderWithApp(<ChatPage />, { config: fakeConfigStore({ ...sandboxConfig, sandbox: false }) });
    expect(screen.getByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(screen.queryByText('Sandbox chat')).toBeNull();
  });

  it("draws a bot's HTML as formatting, never as markup it did not allow", async () => {
    fakeChatServer({ calendar: [botMessage(1, '<b>Lunch</b> at <a href="https://example.com/x">13:00</a><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a>')] });
    const { container } = renderPage();
    const bold = await screen.findByText('Lunch');
    expect(bold.tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: '13:00' });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('script, img[onerror], [onerror]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeTruthy();
  });

  it('sends typed text as the contract says and shows it; asks for new messages after the last one', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(3, 'Hello')] });
    renderPage();
    await screen.findByText('Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'Lunch tomorrow at 13{Enter}');
    await screen.findByText('Lunch tomorrow at 13');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/sandbox/telegram/chat/calendar/100000001/messages', body: { text: 'Lunch tomorrow at 13' } });
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.includes('/messages?after=')).map((c) => c.url).at(-1)).toMatch(/after=9\d\d$/));
  });

  it('follows a deep-link button to the other bot: switches the chat and sends /start CODE', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(1, 'Link your digest', { buttons: [[{ text: 'Open digest bot', url: 'https://t.me/sandbox_digest_bot?start=ABCD2345' }]] })] });
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Open digest bot' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/sandbox/telegram/chat/digest/100000001/messages', body: { text: '/start ABCD2345' } }));
    expect(screen.getByRole('heading', { name: 'Chat with Digest Bot' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).not.toContain('start=');
  });

  it('opens with ?bot=&user=&start= as following a deep link does', async () => {
    const calls = fakeChatServer();
    renderPage('/sandbox-chat?bot=digest&user=100000001&start=XYZW2345');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/sandbox/telegram/chat/digest/100000001/messages', body: { text: '/start XYZW2345' } }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('presses a callback button with the message id and its data', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(7, 'Added', { buttons: [[{ text: 'Undo', callbackData: 'undo:7' }]] })] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/callback'))).toMatchObject({ method: 'POST', body: { messageId: 7, data: 'undo:7' } }));
  });

  it("shows the server's message when a send is refused", async () => {
    fakeChatServer();
    renderPage();
    await screen.findByRole('heading', { name: 'Chat with Calendar Assistant' });
    await userEvent.type(screen.getByLabelText('Message'), 'boom{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not send: text: too odd');
  });

  it('announces a new bot message to screen readers and shows a chat action as typing', async () => {
    fakeChatServer({ calendar: [botMessage(1, '<i>Done</i>'), botMessage(2, '', { action: 'typing', html: false })] });
    const { container } = renderPage();
    await screen.findByText('Done');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('New message from Calendar Assistant: Done');
    expect(screen.getByText('Calendar Assistant is typing…')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByTestId('chat-message')).toHaveLength(1);
  });
});
