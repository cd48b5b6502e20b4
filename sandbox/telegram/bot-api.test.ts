import { Telegram, TelegramError } from 'telegraf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxChangesSchema, sandboxMessageSchema } from '../../contracts/sandbox-telegram.ts';
import { DEMO_STUDENT_TELEGRAM_ID } from '../../db/seeds/02_sandbox_homework.ts';
import type { BotSettings } from '../../core/clients/telegram/bots.ts';
import { eventually } from '../../scripts/test/kit/eventually.ts';
import { startFakeUpstream } from '../../scripts/test/kit/fake-upstream.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from './start.ts';
import { DEMO_TELEGRAM_USERS } from './store.ts';

const calendar: BotSettings = { bot: 'calendar', token: '7000000001:SANDBOX-calendar-token-0123456789abcdef', username: 'sandbox_calendar_bot', webhookSecret: 'calendar-secret' };
const digest: BotSettings = { bot: 'digest', token: '7000000002:SANDBOX-digest-token-0123456789abcdef', username: 'sandbox_digest_bot', webhookSecret: 'digest-secret' };
const anna = DEMO_TELEGRAM_USERS[0]!;
const boris = DEMO_TELEGRAM_USERS[1]!;
const chen = DEMO_TELEGRAM_USERS[2]!;

let fake: RunningSandboxTelegram;
let bot: Telegram;
let nextChat = 500;
/** Each test its own chat, so one test's sends do not hold another's to the chat limit. */
const freshChat = () => ++nextChat;

/** A local "web app" taking webhook posts: each with its secret header and body. */
async function webhookReceiver(answer: () => number) {
  const received: { secret: string | undefined; body: Record<string, unknown> }[] = [];
  const upstream = await startFakeUpstream((req, res, body) => {
    received.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, body: JSON.parse(body) as Record<string, unknown> });
    res.writeHead(answer()).end('{}');
  });
  return { url: `${upstream.url}/hook`, received, close: upstream.close };
}

/** A message update's Message, as the bot receives it. */
const messageOf = (update: unknown) => (update as { message: Record<string, unknown> }).message;
const page = (path: string, init?: RequestInit) => fetch(`${fake.apiRoot}chat${path}`, init);
const pageMessages = async (b: string, userId: number) => ((await (await page(`/${b}/${userId}/messages`)).json()) as { messages: unknown[] }).messages.map((m) => sandboxMessageSchema.parse(m));

beforeAll(async () => {
  fake = await startSandboxTelegram({ bots: { calendar, digest } });
  bot = new Telegram(calendar.token, { apiRoot: fake.apiRoot });
});
afterAll(async () => {
  await fake.close();
});

describe('the fake Bot API through telegraf', () => {
  it('answers getMe, 401 for a wrong token and 404 for an unknown method', async () => {
    expect(await bot.getMe()).toMatchObject({ id: 7000000001, is_bot: true, username: 'sandbox_calendar_bot' });
    await expect(new Telegram('1:wrong', { apiRoot: fake.apiRoot }).getMe()).rejects.toMatchObject({ code: 401 });
    const unknown = await fetch(`${fake.apiRoot}bot${calendar.token}/sendTelepathy`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
  });

  it('keeps a sent message with its formatting and buttons for the chat page, sanitized to Telegram\'s subset', async () => {
    const sent = await bot.sendMessage(anna.id, '<b>Lunch</b> at <a href="https://example.com">13:00</a>', {
      parse_mode: 'HTML',
      reply_markup: { inline_keyboard: [[{ text: 'Undo', callback_data: 'undo:1' }, { text: 'Open', url: 'https://t.me/sandbox_digest_bot?start=ABCDEFGH' }]] },
    });
    // As Telegram answers: the text plain, its formatting as entities, the keyboard as given.
    expect(sent).toMatchObject({
      chat: { id: anna.id },
      text: 'Lunch at 13:00',
      entities: [
        { type: 'bold', offset: 0, length: 5 },
        { type: 'text_link', offset: 9, length: 5, url: 'https://example.com' },
      ],
      reply_markup: { inline_keyboard: [[{ text: 'Undo', callback_data: 'undo:1' }, { text: 'Open', url: 'https://t.me/sandbox_digest_bot?start=ABCDEFGH' }]] },
    });
    const [shown] = (await pageMessages('calendar', anna.id)).filter((m) => m.id === sent.message_id);
    expect(shown).toMatchObject({ from: 'bot', html: true, text: '<b>Lunch</b> at <a href="https://example.com">13:00</a>', buttons: [[{ text: 'Undo', callbackData: 'undo:1' }, { text: 'Open', url: 'https://t.me/sandbox_digest_bot?start=ABCDEFGH' }]] });
  });

  it('refuses HTML Telegram cannot parse, as Telegram does', async () => {
    const chat = freshChat();
    await expect(bot.sendMessage(chat, '<b>open', { parse_mode: 'HTML' })).rejects.toMatchObject({ code: 400, description: expect.stringContaining("can't parse entities") });
    await expect(bot.sendMessage(chat, '<div>x</div>', { parse_mode: 'HTML' })).rejects.toMatchObject({ code: 400, description: expect.stringContaining('Unsupported start tag "div"') });
    await expect(bot.sendMessage(chat, 'x'.repeat(4097))).rejects.toMatchObject({ code: 400 });
  });

  it('answers 429 with retry_after to a second message to one chat within a second, and takes it after', async () => {
    const chat = freshChat();
    const before = fake.rateLimited();
    await bot.sendMessage(chat, 'one');
    const refused = await bot.sendMessage(chat, 'two').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TelegramError);
    expect((refused as TelegramError).code).toBe(429);
    expect((refused as TelegramError).parameters?.retry_after).toBeGreaterThanOrEqual(1);
    expect(fake.rateLimited()).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(bot.sendMessage(chat, 'two')).resolves.toMatchObject({ text: 'two' });
  });

  it('keeps the bot to 30 messages a second and a group to 20 a minute', async () => {
    const limited = await startSandboxTelegram({ bots: { calendar } });
    const client = new Telegram(calendar.token, { apiRoot: limited.apiRoot });
    try {
      const results = await Promise.allSettled(Array.from({ length: 31 }, (_, i) => client.sendMessage(10_000 + i, `m${i}`)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as TelegramError).code)).toEqual([429]);

      await new Promise((r) => setTimeout(r, 1100));
      const group = -100_555;
      for (let i = 0; i < 20; i += 1) await client.sendMessage(group, `g${i}`);
      await expect(client.sendMessage(group, 'g20')).rejects.toMatchObject({ code: 429, parameters: { retry_after: expect.any(Number) } });
      expect(limited.rateLimited()).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('takes a correctly spaced sequence to one chat without a 429', async () => {
    const chat = freshChat();
    const before = fake.rateLimited();
    for (const text of ['a', 'b', 'c']) {
      await bot.sendMessage(chat, text);
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(fake.rateLimited()).toBe(before);
    expect(fake.chat('calendar', chat).map((m) => m.raw)).toEqual(['a', 'b', 'c']);
  });
});

describe('updates from the chat page', () => {
  it('posts what a person types to the webhook with its secret, /start with a bot_command entity', async () => {
    const receiver = await webhookReceiver(() => 200);
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    try {
      await client.setWebhook(receiver.url, { secret_token: 'digest-secret' });
      expect((await client.getWebhookInfo()).url).toBe(receiver.url);
      const res = await page(`/digest/${boris.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '/start ABCD2345' }) });
      expect(res.status).toBe(201);
      const [delivery] = await eventually(() => receiver.received.length > 0 && receiver.received, 'the webhook delivery', { timeoutMs: 10_000, intervalMs: 25 });
      expect(delivery!.secret).toBe('digest-secret');
      expect(delivery!.body).toMatchObject({
        update_id: expect.any(Number),
        message: { text: '/start ABCD2345', entities: [{ type: 'bot_command', offset: 0, length: 6 }], chat: { id: boris.id, type: 'private' }, from: { id: boris.id, is_bot: false, language_code: 'ru' } },
      });
    } finally {
      await client.deleteWebhook();
      await receiver.close();
    }
  });

  it('retries a webhook that answered 503 until it takes the update', async () => {
    let answers = [503, 200];
    const receiver = await webhookReceiver(() => answers.shift() ?? 200);
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    try {
      await client.setWebhook(receiver.url, { secret_token: 'digest-secret' });
      await page(`/digest/${anna.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello' }) });
      await eventually(() => receiver.received.length >= 2, 'the delivery after the 503', { timeoutMs: 5000, intervalMs: 25 });
      expect(receiver.received[0]!.body).toEqual(receiver.received[1]!.body);
    } finally {
      answers = [];
      await client.deleteWebhook();
      await receiver.close();
    }
  });

  it('refuses getUpdates while a webhook is set (409) and serves the queued updates after deleteWebhook', async () => {
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    await client.setWebhook('http://127.0.0.1:9/never', { secret_token: 'digest-secret' });
    await expect(client.getUpdates(0, 100, 0, undefined)).rejects.toMatchObject({ code: 409 });
    await client.deleteWebhook();
    await page(`/digest/${anna.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'queued' }) });
    const updates = await client.getUpdates(5, 100, 0, undefined);
    const mine = updates.find((u) => 'message' in u && 'text' in u.message && u.message.text === 'queued');
    expect(mine).toBeDefined();
    // Confirming with offset = last id + 1 forgets them.
    expect(await client.getUpdates(0, 100, updates.at(-1)!.update_id + 1, undefined)).toEqual([]);
  });

  it('serves a file sent from the page through getFile and its download, and refuses one over 20 MB', async () => {
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    await client.deleteWebhook();
    const bytes = Buffer.from('OggS fake voice bytes');
    const form = new FormData();
    form.set('kind', 'voice');
    form.set('file', new Blob([bytes], { type: 'audio/ogg' }), 'note.ogg');
    const res = await page(`/digest/${anna.id}/files`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const updates = await client.getUpdates(0, 100, 0, undefined);
    const voice = updates.map((u) => ('message' in u && 'voice' in u.message ? u.message.voice : null)).find(Boolean)!;
    expect(voice).toMatchObject({ mime_type: 'audio/ogg', file_size: bytes.length });
    const file = await client.getFile(voice.file_id);
    const download = await fetch(await client.getFileLink(file));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);

    const big = new FormData();
    big.set('kind', 'document');
    big.set('file', new Blob([Buffer.alloc(20 * 1024 * 1024 + 1)]), 'huge.bin');
    expect((await page(`/digest/${anna.id}/files`, { method: 'POST', body: big })).status).toBe(201);
    const later = await client.getUpdates(0, 100, updates.at(-1)!.update_id + 1, undefined);
    const document = later.map((u) => ('message' in u && 'document' in u.message ? u.message.document : null)).find(Boolean)!;
    await expect(client.getFile(document.file_id)).rejects.toMatchObject({ code: 400, description: 'Bad Request: file is too big' });
  });

  it('shows a photo a bot uploaded, and turns a button press into a callback_query', async () => {
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    await client.deleteWebhook();
    const photo = await client.sendPhoto(boris.id, { source: Buffer.from('JPEG bytes'), filename: 'chart.jpg' }, { caption: '<i>Weekly</i>', parse_mode: 'HTML', reply_markup: { inline_keyboard: [[{ text: 'More', callback_data: 'more' }]] } });
    const shown = (await pageMessages('digest', boris.id)).find((m) => m.id === photo.message_id)!;
    expect(shown).toMatchObject({ text: '<i>Weekly</i>', html: true, attachment: { kind: 'photo', name: 'chart.jpg', size: 10 } });
    expect(Buffer.from(await (await fetch(`${fake.origin}${shown.attachment!.url}`)).arrayBuffer()).toString()).toBe('JPEG bytes');

    const pressed = await page(`/digest/${boris.id}/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messageId: photo.message_id, data: 'more' }) });
    expect(pressed.status).toBe(200);
    expect((await page(`/digest/${boris.id}/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messageId: photo.message_id, data: 'forged' }) })).status).toBe(400);
    const updates = await client.getUpdates(0, 100, 0, undefined);
    const callback = updates.map((u) => ('callback_query' in u ? u.callback_query : null)).find(Boolean)!;
    // The callback's message as Telegram carries it: the photo, its caption's formatting, the keyboard.
    expect(callback).toMatchObject({
      data: 'more',
      from: { id: boris.id },
      message: { message_id: photo.message_id, photo: [{ file_id: expect.any(String) }], caption: 'Weekly', caption_entities: [{ type: 'italic', offset: 0, length: 6 }], reply_markup: { inline_keyboard: [[{ text: 'More', callback_data: 'more' }]] } },
    });
  });

  it('delivers a reply with the whole original as reply_to_message, its keyboard and entities included, and quotes it on the page', async () => {
    const client = new Telegram(calendar.token, { apiRoot: fake.apiRoot });
    await client.deleteWebhook();
    const keyboard = { inline_keyboard: [[{ text: 'Undo', callback_data: 'undo:42' }, { text: 'Open', url: 'https://calendar.example/e/42' }]] };
    const confirmation = await client.sendMessage(chen.id, '✅ <b>Dentist</b> tomorrow at 17:00 &amp; <i>reminder</i>', { parse_mode: 'HTML', reply_markup: keyboard });
    const seen = (await client.getUpdates(0, 100, 0, undefined)).at(-1)?.update_id ?? 0;

    const res = await page(`/calendar/${chen.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '6pm instead', replyTo: confirmation.message_id }) });
    expect(res.status).toBe(201);
    const sent = sandboxMessageSchema.parse(((await res.json()) as { message: unknown }).message);
    expect(sent.replyTo).toEqual({ id: confirmation.message_id, from: 'bot', text: '✅ Dentist tomorrow at 17:00 & reminder' });

    const [update] = await client.getUpdates(0, 100, seen + 1, undefined);
    const message = messageOf(update);
    expect(message).toMatchObject({ message_id: sent.id, text: '6pm instead', from: { id: chen.id, is_bot: false }, chat: { id: chen.id, type: 'private' } });
    // Exactly what the Bot API answered the bot when it sent that message.
    expect(message.reply_to_message).toEqual(confirmation);
    expect(message.reply_to_message).toMatchObject({
      from: { id: 7000000001, is_bot: true },
      text: '✅ Dentist tomorrow at 17:00 & reminder',
      entities: [
        { type: 'bold', offset: 2, length: 7 },
        { type: 'italic', offset: 30, length: 8 },
      ],
      reply_markup: keyboard,
    });

    // The bot changes its confirmation: the page quotes it as it is now.
    await client.editMessageText(chen.id, confirmation.message_id, undefined, 'Dentist moved to 18:00', { reply_markup: keyboard });
    expect((await pageMessages('calendar', chen.id)).find((m) => m.id === sent.id)?.replyTo).toEqual({ id: confirmation.message_id, from: 'bot', text: 'Dentist moved to 18:00' });
  });

  it('sends a file as a reply (multipart replyTo), and a reply to a person\'s own message carries that message as its update did', async () => {
    const client = new Telegram(calendar.token, { apiRoot: fake.apiRoot });
    await client.deleteWebhook();
    const question = await client.sendMessage(boris.id, 'When should it be?', { reply_markup: { inline_keyboard: [[{ text: 'Cancel', callback_data: 'cancel' }]] } });
    const seen = (await client.getUpdates(0, 100, 0, undefined)).at(-1)?.update_id ?? 0;

    const form = new FormData();
    form.set('kind', 'voice');
    form.set('replyTo', String(question.message_id));
    form.set('file', new Blob(['OggS SANDBOX-TRANSCRIPT:At six'], { type: 'audio/ogg' }), 'sample.oga');
    const res = await page(`/calendar/${boris.id}/files`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const voice = sandboxMessageSchema.parse(((await res.json()) as { message: unknown }).message);
    expect(voice).toMatchObject({ attachment: { kind: 'voice', name: 'sample.oga' }, replyTo: { id: question.message_id, from: 'bot', text: 'When should it be?' } });

    const command = await page(`/calendar/${boris.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '/start ABCD2345' }) });
    const commandId = sandboxMessageSchema.parse(((await command.json()) as { message: unknown }).message).id;
    await page(`/calendar/${boris.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'again', replyTo: commandId }) });

    const updates = (await client.getUpdates(0, 100, seen + 1, undefined)).map(messageOf);
    expect(updates).toHaveLength(3);
    expect(updates[0]).toMatchObject({ voice: { mime_type: 'audio/ogg' }, reply_to_message: { message_id: question.message_id, text: 'When should it be?', reply_markup: { inline_keyboard: [[{ text: 'Cancel', callback_data: 'cancel' }]] } } });
    expect(updates[0]!.reply_to_message).not.toHaveProperty('entities');
    const { reply_to_message: nested, ...commandMessage } = updates[1]!;
    expect(nested).toBeUndefined();
    expect(updates[2]!.reply_to_message).toEqual(commandMessage);
    expect(commandMessage).toMatchObject({ text: '/start ABCD2345', entities: [{ type: 'bot_command', offset: 0, length: 6 }], from: { id: boris.id } });
  });

  it('refuses a reply to a message the chat does not have: 400 validation_error, nothing delivered', async () => {
    const client = new Telegram(digest.token, { apiRoot: fake.apiRoot });
    await client.deleteWebhook();
    const seen = (await client.getUpdates(0, 100, 0, undefined)).at(-1)?.update_id ?? 0;
    const before = fake.chat('digest', chen.id).length;
    const unknown = await page(`/digest/${chen.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello', replyTo: 999_999 }) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'validation_error', message: 'replyTo: this chat has no message 999999' });
    const notANumber = await page(`/digest/${chen.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello', replyTo: 'first' }) });
    expect(notANumber.status).toBe(400);
    expect(await notANumber.json()).toMatchObject({ error: 'validation_error', message: expect.stringContaining('replyTo') });

    const form = new FormData();
    form.set('kind', 'photo');
    form.set('replyTo', '999999');
    form.set('file', new Blob(['PNG'], { type: 'image/png' }), 'sample.png');
    const file = await page(`/digest/${chen.id}/files`, { method: 'POST', body: form });
    expect(file.status).toBe(400);
    expect(await file.json()).toMatchObject({ error: 'validation_error', message: expect.stringContaining('replyTo') });

    expect(fake.chat('digest', chen.id)).toHaveLength(before);
    expect(await client.getUpdates(0, 100, seen + 1, undefined)).toEqual([]);
  });

  it('lets the page read what a bot sent to any chat, not only a demo user\'s', async () => {
    const chat = freshChat();
    expect(await pageMessages('calendar', chat)).toEqual([]);
    await bot.sendMessage(chat, 'to a chat nobody plays');
    expect((await pageMessages('calendar', chat)).map((m) => m.text)).toEqual(['to a chat nobody plays']);
  });

  it('answers the page what changed after a revision: sends, edits and deletions; a held poll wakes at the change', async () => {
    const chat = freshChat();
    const changes = async (after: number, wait = 0) => sandboxChangesSchema.parse(await (await page(`/calendar/${chat}/messages?after=${after}&wait=${wait}`)).json());
    const first = await bot.sendMessage(chat, 'Added: Dentist', { reply_markup: { inline_keyboard: [[{ text: 'Undo', callback_data: 'undo:1' }]] } });
    // One message a second to a chat, as Telegram allows.
    const aSecond = () => new Promise((resolve) => setTimeout(resolve, 1_050));
    await aSecond();
    const second = await bot.sendMessage(chat, 'Typo');
    const start = await changes(0);
    expect(start.messages.map((m) => m.text)).toEqual(['Added: Dentist', 'Typo']);
    expect(await changes(start.cursor)).toEqual({ messages: [], removed: [], cursor: start.cursor });

    // The bot removes the buttons and deletes the other message: both are changes after the cursor.
    await bot.editMessageReplyMarkup(chat, first.message_id, undefined, { inline_keyboard: [] });
    await bot.deleteMessage(chat, second.message_id);
    const edited = await changes(start.cursor);
    expect(edited.messages).toMatchObject([{ id: first.message_id, buttons: [], edited: true }]);
    expect(edited.removed).toEqual([second.message_id]);

    // Nothing new: the poll is held, and answers as soon as the bot sends.
    const held = changes(edited.cursor, 5);
    const asked = Date.now();
    await aSecond();
    await bot.sendMessage(chat, 'Moved: Dentist');
    const woken = await held;
    expect(woken.messages.map((m) => m.text)).toEqual(['Moved: Dentist']);
    expect(Date.now() - asked).toBeLessThan(3_000);
    // A hold longer than 5 s is refused, as is a cursor that is not a number.
    expect((await page(`/calendar/${chat}/messages?after=0&wait=60`)).status).toBe(400);
    expect((await page(`/calendar/${chat}/messages?after=first`)).status).toBe(400);
  });

  it('lets the page play every demo person with a seeded chat: the demo student Mikhail too', async () => {
    const { users } = (await (await page('/users')).json()) as { users: { id: number; firstName: string }[] };
    expect(users.find((u) => u.id === DEMO_STUDENT_TELEGRAM_ID)).toMatchObject({ firstName: 'Mikhail' });
  });

  it('answers the page with {error, message}: an unknown bot or user 404, bad text 400', async () => {
    expect((await page('/homework/1/messages')).status).toBe(404);
    expect((await page('/calendar/not-a-chat/messages')).status).toBe(404);
    // Only the demo users can be played from the page; any chat can be read.
    expect((await page(`/calendar/42/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hi' }) })).status).toBe(404);
    const empty = await page(`/calendar/${anna.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '' }) });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'validation_error', message: expect.stringContaining('text') });
  });
});
