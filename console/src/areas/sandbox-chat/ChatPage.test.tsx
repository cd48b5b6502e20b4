import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import { fakeConfigStore, json, sandboxConfig, urlOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import ChatPage from './ChatPage';
import { HANDWRITING_MARKER, PICTURE_MARKER, TRANSCRIPT_MARKER } from './sample-bytes';

const bots = [
  { bot: 'calendar', username: 'sandbox_calendar_bot', name: 'Calendar Assistant' },
  { bot: 'digest', username: 'sandbox_digest_bot', name: 'Digest Bot' },
  { bot: 'homework', username: 'sandbox_homework_bot', name: 'Homework Bot' },
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
  replyTo: null,
  date: new Date().toISOString(),
  ...extra,
});

/**
 * The fake Bot API's chat calls: each chat's messages with the revision that last touched them,
 * every call the page made, and `edit`/`remove` to change a chat as a bot does. A poll with
 * nothing new is held until a change or 5 s (long polling), as the fake holds it.
 */
function fakeChatServer(chats: Record<string, SandboxMessage[]> = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let revision = 0;
  const revisions = new Map<SandboxMessage, number>();
  const removals: { bot: string; id: number; revision: number }[] = [];
  const waiting = new Set<() => void>();
  const changed = () => [...waiting].forEach((wake) => wake());
  for (const chat of Object.values(chats)) for (const m of chat) revisions.set(m, ++revision);
  const add = (bot: string, message: SandboxMessage) => {
    (chats[bot] ??= []).push(message);
    revisions.set(message, ++revision);
    changed();
  };
  const changes = (bot: string, after: number) => ({
    messages: (chats[bot] ?? []).filter((m) => revisions.get(m)! > after),
    removed: removals.filter((r) => r.bot === bot && r.revision > after).map((r) => r.id),
    cursor: revision,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body });
    const path = new URL(url, 'http://localhost').pathname.replace('/sandbox/telegram/chat', '');
    if (path === '/bots') return json(200, { bots });
    if (path === '/users') return json(200, { users });
    const [, bot, , what] = path.split('/');
    if (what === 'messages' && method === 'GET') {
      const after = Number(new URL(url, 'http://localhost').searchParams.get('after'));
      let answer = changes(bot!, after);
      if (answer.messages.length === 0 && answer.removed.length === 0) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 5000);
          waiting.add(wake);
          init?.signal?.addEventListener('abort', wake);
        });
        if (init?.signal?.aborted) throw new DOMException('The poll was aborted', 'AbortError');
        answer = changes(bot!, after);
      }
      return json(200, answer);
    }
    // What the fake answers a reply: the quote of the message it answers.
    const quote = (replyTo: unknown) => {
      const original = (chats[bot!] ?? []).find((m) => m.id === Number(replyTo));
      return original ? { id: original.id, from: original.from, text: original.text.replace(/<[^>]*>/g, '') } : null;
    };
    if (what === 'messages') {
      const { text, replyTo } = JSON.parse(init!.body as string) as { text: string; replyTo?: number };
      if (text === 'boom') return json(400, { error: 'validation_error', message: 'text: too odd' });
      const sent: SandboxMessage = { ...botMessage(900 + calls.length, text), from: 'user', html: false, replyTo: quote(replyTo) };
      add(bot!, sent);
      return json(201, { message: sent });
    }
    if (what === 'files') {
      const form = init!.body as FormData;
      const file = form.get('file') as File;
      const attachment = { kind: form.get('kind'), name: file.name, mimeType: file.type, size: file.size, url: `/sandbox/telegram/file/x/${file.name}` };
      return json(201, { message: { ...botMessage(900 + calls.length, ''), from: 'user', html: false, attachment, replyTo: quote(form.get('replyTo')) } });
    }
    if (what === 'callback') return json(200, { ok: true });
    return json(404, { error: 'not_found', message: 'no route' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(calls, {
    /** A bot edits a message of the chat (its text or buttons). */
    edit(bot: string, id: number, fields: Partial<SandboxMessage>) {
      const message = chats[bot]!.find((m) => m.id === id)!;
      Object.assign(message, fields, { edited: true });
      revisions.set(message, ++revision);
      changed();
    },
    /** A bot sends a message. */
    send: add,
    /** A bot deletes a message of the chat. */
    remove(bot: string, id: number) {
      chats[bot] = chats[bot]!.filter((m) => m.id !== id);
      removals.push({ bot, id, revision: ++revision });
      changed();
    },
  });
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

  it('sends typed text as the contract says and shows it; asks for what changed after the last revision it saw', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(3, 'Hello')] });
    renderPage();
    await screen.findByText('Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'Lunch tomorrow at 13{Enter}');
    await screen.findByText('Lunch tomorrow at 13');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/sandbox/telegram/chat/calendar/100000001/messages', body: { text: 'Lunch tomorrow at 13' } });
    // Revision 1 was Hello, 2 the message sent: the held poll hears of it and the next asks after it.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.includes('/messages?')).map((c) => c.url).at(-1)).toMatch(/after=2&wait=5$/));
    expect(screen.getAllByText('Lunch tomorrow at 13')).toHaveLength(1);
  });

  it("shows a bot's answer, an edit that removes its buttons and a deleted message as they happen, with no reload", async () => {
    const server = fakeChatServer({ calendar: [botMessage(7, 'Added: Dentist', { buttons: [[{ text: 'Undo', callbackData: 'undo:7' }]] }), botMessage(8, 'Typo')] });
    renderPage();
    await screen.findByRole('button', { name: 'Undo' });
    server.edit('calendar', 7, { buttons: [] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    server.remove('calendar', 8);
    await waitFor(() => expect(screen.queryByText('Typo')).toBeNull());
    server.send('calendar', botMessage(9, 'Moved: Dentist'));
    await screen.findByText('Moved: Dentist');
    expect(screen.getByText('Added: Dentist')).toBeTruthy();
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

  it('replies to a bot message: Reply shows the quote above the composer and focuses it; the send carries replyTo; the sent bubble quotes', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(7, '<b>Added:</b> Dentist tomorrow at 17:00', { buttons: [[{ text: 'Undo', callbackData: 'undo:7' }]] })] });
    renderPage();
    await screen.findByText('Added:');
    await userEvent.click(screen.getByRole('button', { name: 'Reply to this message' }));
    const preview = screen.getByTestId('chat-reply-preview');
    expect(preview.textContent).toContain('Replying to Calendar Assistant');
    expect(preview.textContent).toContain('Added: Dentist tomorrow at 17:00');
    const input = screen.getByLabelText('Message');
    expect(document.activeElement).toBe(input);
    // Screen readers hear what the message replies to with the field.
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('Dentist tomorrow');

    await userEvent.keyboard('6pm instead{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/sandbox/telegram/chat/calendar/100000001/messages', body: { text: '6pm instead', replyTo: 7 } }));
    const mine = (await screen.findByText('6pm instead')).closest('li')!;
    expect(within(mine).getByTestId('chat-reply-quote').textContent).toBe('In reply to Calendar AssistantAdded: Dentist tomorrow at 17:00');
    expect(screen.queryByTestId('chat-reply-preview')).toBeNull();
    // The next message is no reply.
    await userEvent.type(screen.getByLabelText('Message'), 'thanks{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ text: 'thanks' }));
  });

  it('cancels a reply with its Cancel button or Escape, and reaches Reply by keyboard', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(4, 'First'), botMessage(5, 'Second')] });
    renderPage();
    await screen.findByText('Second');
    const [, second] = screen.getAllByRole('button', { name: 'Reply to this message' });
    second!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('chat-reply-preview').textContent).toContain('Second');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByTestId('chat-reply-preview')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));

    // Tab from the first message's content lands on its Reply; Escape in the field drops the reply.
    await userEvent.click(screen.getByText('First'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Reply to this message' })[0]);
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('chat-reply-preview').textContent).toContain('First');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-reply-preview')).toBeNull();
    await userEvent.keyboard('plain{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'plain' }));
  });

  it('sends a sample voice note from the Samples menu, by keyboard, as a voice file with its transcript marker (and as a reply)', async () => {
    const calls = fakeChatServer({ calendar: [botMessage(3, 'When?')] });
    renderPage();
    await screen.findByText('When?');
    await userEvent.click(screen.getByRole('button', { name: 'Reply to this message' }));
    const samples = screen.getByRole('button', { name: 'Samples' });
    expect(samples.getAttribute('aria-haspopup')).toBe('menu');
    samples.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dentist tomorrow at 5pmVoice note, English',
      'Team sync on Monday at 10:00 for 30 minutesVoice note, English',
      'Встреча с Олегом в пятницу в 18:30Voice note, Russian',
      'Concert posterPhoto',
      'TimetablePhoto',
      'Handwritten homeworkPhoto',
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Dentist tomorrow at 5pm'));
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/files'))).toBeDefined());
    const form = calls.find((c) => c.url.endsWith('/files'))!.body as FormData;
    expect(form.get('kind')).toBe('voice');
    expect(form.get('replyTo')).toBe('3');
    const file = form.get('file') as File;
    expect(file.name).toBe('sample.oga');
    expect(file.type).toBe('audio/ogg');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('OggS');
    expect(bytes.toString('utf8')).toContain(`${TRANSCRIPT_MARKER}Dentist tomorrow at 5pm\n`);
    await waitFor(() => expect(screen.queryByTestId('chat-reply-preview')).toBeNull());
  });

  it('draws a sample photo on a canvas and sends it as a PNG photo with its text marker', async () => {
    const drawn: string[] = [];
    const context = new Proxy({} as CanvasRenderingContext2D, {
      get: (_target, name) => (name === 'createLinearGradient' ? () => ({ addColorStop: () => undefined }) : name === 'fillText' ? (text: string) => drawn.push(text) : () => undefined),
      set: () => true,
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b550000000a49444154789c636800000082008177cd72b60000000049454e44ae426082', 'hex');
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob([png], { type: 'image/png' })));
    const calls = fakeChatServer();
    renderPage();
    await screen.findByRole('heading', { name: 'Chat with Calendar Assistant' });
    await userEvent.click(screen.getByRole('button', { name: 'Samples' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Concert poster/ }));

    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/files'))).toBeDefined());
    const form = calls.find((c) => c.url.endsWith('/files'))!.body as FormData;
    expect(form.get('kind')).toBe('photo');
    expect(form.get('replyTo')).toBeNull();
    const file = form.get('file') as File;
    expect([file.name, file.type]).toEqual(['poster.png', 'image/png']);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    const text = bytes.toString('utf8');
    expect(text).toContain(`tEXtComment\0${PICTURE_MARKER}Jazz night — 14 March, 19:00, Blue Hall\n`);
    // The fake reads to a NUL: what follows the text's trimmed padding is the CRC's first byte, 0.
    expect(text.slice(text.indexOf(PICTURE_MARKER)).split('\0')[0]!.trim()).toBe(`${PICTURE_MARKER}Jazz night — 14 March, 19:00, Blue Hall`);
    expect(drawn).toEqual(expect.arrayContaining(['JAZZ', 'NIGHT', '14 March, 19:00', 'Blue Hall']));
    expect(await screen.findByRole('img', { name: 'poster.png' })).toBeTruthy();
  });

  it('sends the handwritten homework sample to the homework bot as a photo the fake reads as handwriting', async () => {
    const drawn: string[] = [];
    const context = new Proxy({} as CanvasRenderingContext2D, {
      get: (_target, name) => (name === 'fillText' ? (text: string) => drawn.push(text) : () => undefined),
      set: () => true,
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b550000000a49444154789c636800000082008177cd72b60000000049454e44ae426082', 'hex');
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob([png], { type: 'image/png' })));
    const calls = fakeChatServer();
    renderPage('/sandbox-chat?bot=homework');
    await screen.findByRole('heading', { name: 'Chat with Homework Bot' });
    await userEvent.click(screen.getByRole('button', { name: 'Samples' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Handwritten homework/ }));

    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/files'))).toBeDefined());
    const call = calls.find((c) => c.url.endsWith('/files'))!;
    expect(call.url).toContain('/chat/homework/100000001/files');
    const form = call.body as FormData;
    expect(form.get('kind')).toBe('photo');
    const file = form.get('file') as File;
    expect([file.name, file.type]).toEqual(['homework.png', 'image/png']);
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    expect(text).not.toContain(PICTURE_MARKER);
    const written = text.slice(text.indexOf(HANDWRITING_MARKER) + HANDWRITING_MARKER.length).split('\0')[0]!.trim();
    expect(written.split('\n')[0]).toBe('The causes of the First World War');
    expect(written).toContain('The July crisis');
    expect(drawn).toEqual(expect.arrayContaining(['The causes of the First World War', 'Mikhail Orlov, Group A']));
  });

  it('says so when a sample cannot be drawn (no canvas)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const calls = fakeChatServer();
    renderPage();
    await screen.findByRole('heading', { name: 'Chat with Calendar Assistant' });
    await userEvent.click(screen.getByRole('button', { name: 'Samples' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Timetable/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not make the sample: The browser cannot draw on a canvas');
    expect(calls.some((c) => c.url.endsWith('/files'))).toBe(false);
  });
});
