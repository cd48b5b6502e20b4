import { randomUUID } from 'node:crypto';
import { Job, type Worker } from 'bullmq';
import { DateTime } from 'luxon';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalendarOAuthClient } from '../../../core/clients/google-calendar/client.ts';
import { createOpenAI } from '../../../core/clients/openai.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { config } from '../../../core/config.ts';
import { createSecretBox, parseKeyring } from '../../../core/crypto.ts';
import { CALENDAR_TOKEN_SECRET } from '../../../core/domain/calendar/connection.ts';
import { calendarDepsFromConfig, type CalendarDeps } from '../../../core/domain/calendar/deps.ts';
import type { CalendarFlowDeps } from '../../../core/domain/calendar/flow-deps.ts';
import { answerVoiceReply, type VoiceReply } from '../../../core/domain/calendar/voice-reply.ts';
import { applyCalendarWrite } from '../../../core/domain/calendar/write-flow.ts';
import { storeUserSecret } from '../../../core/domain/secrets/user-secrets.ts';
import { calendarReply } from '../../../core/queues/jobs/calendar-reply.ts';
import { telegramUpdate } from '../../../core/queues/jobs/telegram-update.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { CalendarConnection, CalendarEvent, connectDatabase, Subscription, TelegramLink, User, UserSettings, type Knex } from '../../../db/index.ts';
import { demoCalendarsOf } from '../../../sandbox/google-calendar/demo-calendars.ts';
import { instancesIn } from '../../../sandbox/google-calendar/instances.ts';
import { startSandboxGoogleCalendar, type RunningSandboxGoogleCalendar } from '../../../sandbox/google-calendar/start.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import type { StoredMessage } from '../../../sandbox/telegram/store.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { testWorkerDeps } from '../../../scripts/test/worker-deps.ts';
import { startWorkers } from '../../start-workers.ts';

/**
 * Replies that edit what the calendar bot added (issue 33): a new title or place, a voice reply,
 * a reply to a list naming one of its events, a move or an Add all onto other events, and a
 * series changed one occurrence at a time. The whole path runs: updates queued as the webhook
 * queues them, the worker's bot, its read and write jobs, the real googleapis and openai clients
 * against the sandbox's fakes of Google Calendar, OpenAI and the Bot API on ports of this file's
 * own. Each test writes to a calendar of its own (4 demo accounts × 3 calendars; a 13th test
 * would share the first's), so no test's events overlap another's.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-cal-replies-${randomUUID().slice(0, 6)}`;
const bot: BotSettings = { bot: 'calendar', token: '7199000077:TEST-calendar-replies-0123456789abcdef', username: 'test_calendar_replies_bot', webhookSecret: 'replies-secret' };
const CLIENT = { clientId: 'calendar-replies.apps.googleusercontent.com', clientSecret: 'calendar-replies-secret' };
const ZONE = 'Europe/Moscow';
const ACCOUNTS = ['anna@sandbox.test', 'mikhail@sandbox.test', 'olga.operator@sandbox.test', 'ivan.admin@sandbox.test'];

const redis = createWorkerRedis(process.env.REDIS_URL!);
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
let knex: Knex;
let telegram: RunningSandboxTelegram;
let openai: RunningSandboxOpenAI;
let google: RunningSandboxGoogleCalendar;
let jobs: JobProducer;
let runtime: TelegramRuntime;
let temporal: TemporalHandle;
let workers: Worker[];
let calendar: CalendarDeps;
let flow: CalendarFlowDeps;
const tokens = new Map<string, string>();
let nextChat = 7_500_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Math.random() * 1_000_000_000);
let nextCalendar = 0;

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  [telegram, openai, google] = await Promise.all([startSandboxTelegram({ bots: { calendar: bot } }), startSandboxOpenAI(), startSandboxGoogleCalendar({ ...CLIENT, publicUrl: 'http://localhost:3000' })]);
  const endpoints = { ...CLIENT, redirectUri: 'http://localhost:3000/api/calendar/callback', authUrl: google.authUrl, tokenUrl: google.tokenUrl, revokeUrl: google.revokeUrl, apiRootUrl: google.apiRootUrl };
  for (const account of ACCOUNTS) {
    const { code, redirectUri } = await google.grantFor(account);
    const { tokens: granted } = await createCalendarOAuthClient({ ...endpoints, redirectUri }).getToken(code);
    tokens.set(account, JSON.stringify(granted));
  }
  jobs = createJobProducer(redis, prefix);
  // A chat's messages 20 ms apart, not Telegram's second: the tests wait for many answers.
  runtime = createTelegramRuntime({ bots: { calendar: bot }, apiRoot: telegram.apiRoot }, redis, prefix, jobs, { botSpacingMs: 1, privateChatSpacingMs: 20, groupSpacingMs: 20 });
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  const log = pino({ level: 'silent' });
  calendar = { ...calendarDepsFromConfig(config(), { secrets: box, redis, log }), endpoints, openai: createOpenAI({ apiKey: 'sk-test', baseURL: openai.url, maxRetries: 0 }), limiter: null };
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram: runtime, jobs, redis, calendar }), log });
  flow = { calendar, outbox: runtime.outbox, jobs, client: runtime.clients.calendar ?? null };
});

afterAll(async () => {
  await Promise.all((workers ?? []).map((w) => w.close()));
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await temporal.close();
  await Promise.all([telegram.close(), openai.close(), google.close()]);
  redis.disconnect();
  await knex.destroy();
});

interface Person {
  userId: string;
  chatId: number;
  account: string;
  calendarId: string;
}

/** A subscriber with the bot linked and a calendar of their own connected (Google's tokens as the callback stores them). */
async function connectedUser(locale: 'en' | 'ru' = 'en'): Promise<Person> {
  const index = nextCalendar++;
  const account = ACCOUNTS[index % ACCOUNTS.length]!;
  const calendarId = demoCalendarsOf(account)[Math.floor(index / ACCOUNTS.length) % 3]!.id;
  const chatId = ++nextChat;
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Anna', role: 'user' });
  await TelegramLink.query().insert({ userId: user.id, bot: 'calendar', chatId, telegramUserId: chatId, firstName: 'Anna', username: null, languageCode: locale });
  const now = new Date();
  const id = randomUUID();
  await Subscription.query().insert({ id, userId: user.id, status: 'ACTIVE', plan: 'MONTHLY', amountKopecks: 210000, provider: 'test', startDate: now, billingAnchor: now, anchorPeriod: 0, period: 0, periodStart: now, endDate: new Date(now.getTime() + 30 * 86_400_000), workflowId: `subscription-${id}` });
  await storeUserSecret(box, user.id, CALENDAR_TOKEN_SECRET, tokens.get(account)!);
  await CalendarConnection.query().insert({ userId: user.id, account, calendarId, timeZone: ZONE, state: 'connected' });
  if (locale === 'ru') await UserSettings.query().insert({ userId: user.id, locale: 'ru' }).onConflict('user_id').merge(['locale']);
  return { userId: user.id, chatId, account, calendarId };
}

const person = (id: number) => ({ id, is_bot: false, first_name: 'Anna', language_code: 'en' });
const post = (update: Record<string, unknown> & { update_id: number }) => jobs.enqueue(telegramUpdate, { bot: 'calendar', update, receivedAt: new Date().toISOString() } as never);

/** A message to the bot (a reply when `extra` carries reply_to_message); its update's id. */
async function say(chatId: number, fields: Record<string, unknown>): Promise<number> {
  const update = { update_id: ++nextUpdate, message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Anna' }, from: person(chatId), ...fields } };
  await post(update);
  return update.update_id;
}
const text = (chatId: number, words: string, extra: Record<string, unknown> = {}) => say(chatId, { text: words, ...extra });

/** A voice note whose transcript the fake OpenAI gives back as `words`. */
function voice(words: string) {
  const file = telegram.putFile('voice', 'voice.oga', 'audio/ogg', Buffer.concat([Buffer.from('OggS\u0000\u0002'), Buffer.from(`SANDBOX-TRANSCRIPT:${words}`)]));
  return { voice: { file_id: file.fileId, file_unique_id: file.uniqueId, duration: 2, mime_type: 'audio/ogg', file_size: file.size } };
}

/** A reply to a bot message: Telegram repeats the original, its buttons included (read before any press removes them). */
const replyTo = (m: StoredMessage) => ({
  reply_to_message: {
    message_id: m.id,
    date: 0,
    chat: { id: 0, type: 'private' },
    text: m.raw.replace(/<[^>]+>/g, ''),
    reply_markup: { inline_keyboard: m.buttons.map((row) => row.map((b) => ({ text: b.text, callback_data: b.callbackData }))) },
  },
});

/** Presses a button of a bot message; the press's id, to read the toast it was answered with. */
async function press(chatId: number, m: StoredMessage, data: string): Promise<string> {
  const update = { update_id: ++nextUpdate, callback_query: { id: String(nextUpdate), from: person(chatId), chat_instance: String(chatId), data, message: { message_id: m.id, date: 0, chat: { id: chatId, type: 'private' }, text: m.raw } } };
  await post(update);
  return String(update.update_id);
}
const toast = (pressId: string) => eventually(() => telegram.callbackAnswers('calendar').find((a) => a.callbackQueryId === pressId), `the answer to press ${pressId}`).then((a) => a.text);

const botMessages = (chatId: number) => telegram.chat('calendar', chatId).filter((m) => m.from === 'bot' && m.action === null);
const answer = (chatId: number, count: number) => eventually(() => botMessages(chatId).length >= count && botMessages(chatId)[count - 1], () => `answer ${count} in chat ${chatId} (got: ${botMessages(chatId).map((m) => m.raw.slice(0, 80)).join(' | ')})`);
/** No answer beyond `count` comes (a repeated job or update said nothing more). */
async function noMoreAnswers(chatId: number, count: number) {
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(botMessages(chatId).map((m) => m.raw.slice(0, 60))).toHaveLength(count);
}
const data = (m: StoredMessage, label: string) => m.buttons.flat().find((b) => b.text === label)!.callbackData!;

const atGoogle = (p: Person, title: string) => google.store.events(p.account, p.calendarId).filter((e) => e.summary === title && !e.recurringEventId);
const rowsOf = (p: Person) => CalendarEvent.query().where({ user_id: p.userId }).orderBy([{ column: 'created_at', order: 'asc' }, { column: 'position', order: 'asc' }]);
const tomorrowAt = (hour: number, minute = 0) => DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour, minute, second: 0, millisecond: 0 });
const startOf = (e: { start?: { dateTime?: string | null } | null } | undefined) => new Date(e!.start!.dateTime!).toISOString();
const day = (at: DateTime) => at.setLocale('en').toFormat('ccc d LLL');

describe('a new title or place by reply', () => {
  it('"call it …" renames the event at Google and in the row with an Undo; the write job run again patches and answers nothing more', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Standup tomorrow at 09:00');
    const added = await answer(p.chatId, 1);
    expect(added.raw).toContain('Added <b>Standup</b>');
    const update = await text(p.chatId, 'call it Daily standup', replyTo(added));
    const renamed = await answer(p.chatId, 2);
    expect(renamed.raw).toContain('Renamed to <b>Daily standup</b>');
    const [written] = atGoogle(p, 'Daily standup');
    expect(startOf(written)).toBe(tomorrowAt(9).toUTC().toISO());
    const [row] = await rowsOf(p);
    expect(row).toMatchObject({ eventTitle: 'Daily standup', status: 'created' });

    // The same job again (a redelivery after Google took the patch): no second patch, no second answer.
    await applyCalendarWrite(flow, { eventId: row!.id, action: 'rename', key: `u${update}`, title: 'Daily standup' }, false);
    expect(atGoogle(p, 'Daily standup')[0]).toMatchObject({ etag: written!.etag });
    await noMoreAnswers(p.chatId, 2);

    // Undo puts the old title back, at Google and in the row; the time is untouched.
    await press(p.chatId, renamed, data(renamed, 'Undo'));
    expect((await answer(p.chatId, 3)).raw).toContain('Renamed back to <b>Standup</b>');
    expect(startOf(atGoogle(p, 'Standup')[0])).toBe(tomorrowAt(9).toUTC().toISO());
    expect((await rowsOf(p))[0]).toMatchObject({ eventTitle: 'Standup' });
  });

  it('"переименуй в …" and "назови …" rename in Russian, answered in Russian', async () => {
    const p = await connectedUser('ru');
    await text(p.chatId, 'Встреча завтра в 10:00');
    const added = await answer(p.chatId, 1);
    await text(p.chatId, 'переименуй в Стендап', replyTo(added));
    const renamed = await answer(p.chatId, 2);
    expect(renamed.raw).toContain('Новое название: <b>Стендап</b>');
    expect(renamed.buttons.flat().map((b) => b.text)).toEqual(['Отменить']);
    await text(p.chatId, 'назови Планёрка', replyTo(renamed));
    const again = await answer(p.chatId, 3);
    expect(again.raw).toContain('Новое название: <b>Планёрка</b>');
    expect(atGoogle(p, 'Планёрка')).toHaveLength(1);
    // "отмена" alone removes it (a Russian word ends where no letter follows).
    await text(p.chatId, 'отмена', replyTo(again));
    expect((await answer(p.chatId, 4)).raw).toContain('<b>Планёрка</b> удалено из календаря.');
    expect(atGoogle(p, 'Планёрка')).toHaveLength(0);
  });

  it('a title given while a question is open is kept, and the event goes to Google with it', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Call mom tomorrow at 5');
    const question = await answer(p.chatId, 1);
    expect(question.raw).toContain('Did you mean 05:00 or 17:00');
    const pm = data(question, '17:00');
    await text(p.chatId, 'call it Call mum', replyTo(question));
    expect((await answer(p.chatId, 2)).raw).toContain('Changed: <b>Call mum</b>');
    expect(google.store.events(p.account, p.calendarId)).toHaveLength(0);
    await press(p.chatId, question, pm);
    expect((await answer(p.chatId, 3)).raw).toContain('Added <b>Call mum</b>');
    expect(startOf(atGoogle(p, 'Call mum')[0])).toBe(tomorrowAt(17).toUTC().toISO());
  });

  it('"place: …" and "in Room 7" set the place with an Undo; "in 2 hours" is still a move; undoing a place leaves a later move alone', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Review tomorrow at 11:00');
    const added = await answer(p.chatId, 1);
    await text(p.chatId, 'place: Room 5', replyTo(added));
    const placed = await answer(p.chatId, 2);
    expect(placed.raw).toContain('📍 <b>Review</b>: the place is now Room 5');
    expect(atGoogle(p, 'Review')[0]).toMatchObject({ location: 'Room 5' });
    await text(p.chatId, 'in Room 7', replyTo(placed));
    const again = await answer(p.chatId, 3);
    expect(again.raw).toContain('the place is now Room 7');
    expect((await rowsOf(p))[0]).toMatchObject({ location: 'Room 7' });

    // Words that read as a time move the event, as before.
    await text(p.chatId, '3pm instead', replyTo(again));
    const moved = await answer(p.chatId, 4);
    expect(moved.raw).toContain(`Moved <b>Review</b> to ${day(tomorrowAt(15))}, 15:00–16:00`);

    // Undo under "Room 7": the place goes back to Room 5, the move stays.
    await press(p.chatId, again, data(again, 'Undo'));
    expect((await answer(p.chatId, 5)).raw).toContain('<b>Review</b>: the place is back to Room 5');
    expect(atGoogle(p, 'Review')[0]).toMatchObject({ location: 'Room 5' });
    expect(startOf(atGoogle(p, 'Review')[0])).toBe(tomorrowAt(15).toUTC().toISO());
    // Undo under the first place: none again.
    await press(p.chatId, placed, data(placed, 'Undo'));
    expect((await answer(p.chatId, 6)).raw).toContain('<b>Review</b>: the place is removed');
    expect(atGoogle(p, 'Review')[0]!.location).toBeUndefined();
    expect((await rowsOf(p))[0]).toMatchObject({ location: null, startTime: tomorrowAt(15).toJSDate() });
  });

  it('"в переговорке 5" sets the place in Russian; words that are no change are not understood', async () => {
    const p = await connectedUser('ru');
    await text(p.chatId, 'Созвон завтра в 12:00');
    const added = await answer(p.chatId, 1);
    await text(p.chatId, 'в переговорке 5', replyTo(added));
    expect((await answer(p.chatId, 2)).raw).toContain('📍 <b>Созвон</b>: место — переговорке 5');
    await text(p.chatId, 'ну не знаю', replyTo(added));
    expect((await answer(p.chatId, 3)).raw).toContain('Я не понял изменение');
  });
});

describe('voice replies', () => {
  it('a voice reply is transcribed once, kept on its job, and handled as the same words typed; handled again it transcribes and says nothing more', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Planning tomorrow at 13:00');
    const added = await answer(p.chatId, 1);
    const before = openai.transcriptions.length;
    const update = await say(p.chatId, { ...voice('move it to 4pm'), ...replyTo(added) });
    const moved = await answer(p.chatId, 2);
    expect(moved.raw).toContain(`Moved <b>Planning</b> to ${day(tomorrowAt(16))}, 16:00–17:00`);
    expect(startOf(atGoogle(p, 'Planning')[0])).toBe(tomorrowAt(16).toUTC().toISO());
    expect(openai.transcriptions.length).toBe(before + 1);
    // No event was made of the voice note itself.
    expect(await rowsOf(p)).toHaveLength(1);

    // The job kept the transcript: run again (a retry, a redelivery), it neither transcribes nor answers again.
    const queue = jobs.queues().find((q) => q.name === calendarReply.queue)!;
    const job = await Job.fromId(queue, calendarReply.jobId({ updateId: update } as VoiceReply));
    expect(job!.data).toMatchObject({ target: 'event', transcript: 'move it to 4pm' });
    await answerVoiceReply(flow, job!.data as VoiceReply, () => Promise.reject(new Error('transcribed again')));
    expect(openai.transcriptions.length).toBe(before + 1);
    await noMoreAnswers(p.chatId, 2);
    expect(startOf(atGoogle(p, 'Planning')[0])).toBe(tomorrowAt(16).toUTC().toISO());

    // A voice reply that says no change is answered with what was heard.
    await say(p.chatId, { ...voice('hmm what was that'), ...replyTo(moved) });
    expect((await answer(p.chatId, 3)).raw).toContain('I heard “hmm what was that” but did not understand the change');
  });
});

describe('replies to a list edit the event they name', () => {
  it('before Add all: a time, a cancel and a name change the named event only; an unclear name is asked back with the titles', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Dentist tomorrow at 10:00\nPhysics lab tomorrow at 12:00\nChemistry lab tomorrow at 14:00');
    const list = await answer(p.chatId, 1);
    expect(list.raw).toContain('I found 3 events');
    await text(p.chatId, 'dentist at 17:00', replyTo(list));
    expect((await answer(p.chatId, 2)).raw).toContain(`Changed: <b>Dentist</b> — ${day(tomorrowAt(17))}, 17:00–18:00`);
    await text(p.chatId, 'lab at 15:00', replyTo(list));
    const which = await answer(p.chatId, 3);
    expect(which.raw).toContain('Which event do you mean: <b>Physics lab</b>, <b>Chemistry lab</b>?');
    await text(p.chatId, 'cancel the physics lab', replyTo(list));
    expect((await answer(p.chatId, 4)).raw).toContain('OK, I will not add <b>Physics lab</b>.');
    await text(p.chatId, 'football at 9', replyTo(list));
    // The event no longer in the list is not offered.
    expect((await answer(p.chatId, 5)).raw).toContain('Which event do you mean: <b>Dentist</b>, <b>Chemistry lab</b>?');
    expect(google.store.events(p.account, p.calendarId)).toHaveLength(0);
    const rows = await rowsOf(p);
    expect(rows.map((r) => [r.eventTitle, r.status, r.startTime?.toISOString()])).toEqual([
      ['Dentist', 'pending', tomorrowAt(17).toUTC().toISO()],
      ['Physics lab', 'cancelled', tomorrowAt(12).toUTC().toISO()],
      ['Chemistry lab', 'pending', tomorrowAt(14).toUTC().toISO()],
    ]);

    // Add all writes what is left, as changed.
    await press(p.chatId, list, data(list, 'Add all 3'));
    const addedAll = await answer(p.chatId, 6);
    expect(addedAll.raw).toContain('Added 2 events');
    expect(startOf(atGoogle(p, 'Dentist')[0])).toBe(tomorrowAt(17).toUTC().toISO());
    expect(atGoogle(p, 'Physics lab')).toHaveLength(0);

    // After Add all, a reply to the list moves (or cancels) the added event it names, with its Undo; by voice too.
    await text(p.chatId, 'move the dentist to 18:00', replyTo(addedAll));
    const moved = await answer(p.chatId, 7);
    expect(moved.raw).toContain(`Moved <b>Dentist</b> to ${day(tomorrowAt(18))}, 18:00–19:00`);
    expect(moved.buttons.flat().map((b) => b.text)).toEqual(['Undo']);
    await say(p.chatId, { ...voice('cancel the chemistry lab'), ...replyTo(addedAll) });
    expect((await answer(p.chatId, 8)).raw).toContain('Removed <b>Chemistry lab</b>');
    expect(atGoogle(p, 'Chemistry lab')).toHaveLength(0);
    expect(startOf(atGoogle(p, 'Dentist')[0])).toBe(tomorrowAt(18).toUTC().toISO());
  });

  it('"стоматолог в 17:00" changes the Russian list\'s event', async () => {
    const p = await connectedUser('ru');
    await text(p.chatId, 'Стоматолог завтра в 10:00\nФизика завтра в 12:00');
    const list = await answer(p.chatId, 1);
    await text(p.chatId, 'стоматолог в 17:00', replyTo(list));
    expect((await answer(p.chatId, 2)).raw).toContain('Изменено: <b>Стоматолог</b>');
    expect((await rowsOf(p))[0]!.startTime!.toISOString()).toBe(tomorrowAt(17).toUTC().toISO());
  });
});

describe('overlaps of a move and of Add all', () => {
  it('a move onto another event asks first: Cancel keeps it, Move anyway moves it, and a second press is too late', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Lunch tomorrow at 13:00');
    await answer(p.chatId, 1);
    await text(p.chatId, 'Call with Oleg tomorrow at 15:00');
    const added = await answer(p.chatId, 2);
    await text(p.chatId, '13:30 instead', replyTo(added));
    const clash = await answer(p.chatId, 3);
    expect(clash.raw).toContain(`Moving <b>Call with Oleg</b> to ${day(tomorrowAt(13, 30))}, 13:30–14:30`);
    expect(clash.raw).toContain('overlaps with <b>Lunch</b>');
    expect(clash.buttons.flat().map((b) => b.text)).toEqual(['Move anyway', 'Cancel']);
    expect(startOf(atGoogle(p, 'Call with Oleg')[0])).toBe(tomorrowAt(15).toUTC().toISO());
    // Read before pressing: a pressed message's buttons are removed.
    const [firstAnyway, firstCancel] = [data(clash, 'Move anyway'), data(clash, 'Cancel')];
    await press(p.chatId, clash, firstCancel);
    expect((await answer(p.chatId, 4)).raw).toContain('OK, <b>Call with Oleg</b> stays where it was.');
    expect(await toast(await press(p.chatId, clash, firstAnyway))).toBe('This question was already answered.');

    await text(p.chatId, '13:30 instead', replyTo(added));
    const again = await answer(p.chatId, 5);
    const [anyway, cancel] = [data(again, 'Move anyway'), data(again, 'Cancel')];
    expect(anyway).toMatch(/^cal:ma:[0-9a-f-]{36}:\d+$/);
    await press(p.chatId, again, anyway);
    const moved = await answer(p.chatId, 6);
    expect(moved.raw).toContain('Moved <b>Call with Oleg</b>');
    expect(startOf(atGoogle(p, 'Call with Oleg')[0])).toBe(tomorrowAt(13, 30).toUTC().toISO());
    expect(await toast(await press(p.chatId, again, cancel))).toBe('This question was already answered.');
    await noMoreAnswers(p.chatId, 6);
  });

  it('Add all adds what is free, lists what overlaps with Add anyway for those; Add anyway adds them', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Gym tomorrow at 08:00');
    await answer(p.chatId, 1);
    await text(p.chatId, 'Maths tomorrow at 08:30\nHistory tomorrow at 11:00');
    const list = await answer(p.chatId, 2);
    await press(p.chatId, list, data(list, 'Add all 2'));
    const partly = await answer(p.chatId, 3);
    expect(partly.raw).toContain('Added 1 events');
    expect(partly.raw).toContain('History');
    expect(partly.raw).toContain('These overlap with events in your calendar:');
    expect(partly.raw).toMatch(/<b>Maths<\/b> — .* overlaps with <b>Gym<\/b>/);
    expect(partly.buttons.flat().map((b) => b.text)).toEqual(['Add anyway (1)', 'Cancel', 'Undo all']);
    expect(atGoogle(p, 'Maths')).toHaveLength(0);
    expect(atGoogle(p, 'History')).toHaveLength(1);
    await press(p.chatId, partly, data(partly, 'Add anyway (1)'));
    const all = await answer(p.chatId, 4);
    expect(all.raw).toContain('Added 2 events');
    expect(atGoogle(p, 'Maths')).toHaveLength(1);
    expect(all.buttons.flat().map((b) => b.text)).toEqual(['Undo all']);
  });

  it('a repeating event is looked at over its next weeks: a clash with a later occurrence than the first is said', async () => {
    const p = await connectedUser();
    const monday = DateTime.now().setZone(ZONE).plus({ weeks: 2 }).startOf('week').plus({ weeks: 1 });
    await text(p.chatId, `Board meeting ${monday.toFormat('dd.MM.yyyy')} at 10:00`);
    await answer(p.chatId, 1);
    await text(p.chatId, 'Guild sync every Monday at 10:30');
    const clash = await answer(p.chatId, 2);
    expect(clash.raw).toContain('overlaps with <b>Board meeting</b>');
    expect(clash.raw).toContain(day(monday.set({ hour: 10 })));
    expect(google.store.events(p.account, p.calendarId).filter((e) => e.summary === 'Guild sync')).toHaveLength(0);
  });
});

describe('a series changed by reply', () => {
  it('a cancel asks only this one or the whole series; "Only this one" cancels the next occurrence alone, with an Undo that brings it back', async () => {
    const p = await connectedUser();
    await text(p.chatId, 'Guild sync every Monday at 09:00');
    const added = await answer(p.chatId, 1);
    const [series] = atGoogle(p, 'Guild sync');
    const first = DateTime.fromISO(series!.start!.dateTime!).setZone(ZONE);
    await text(p.chatId, 'cancel', replyTo(added));
    const scope = await answer(p.chatId, 2);
    expect(scope.raw).toContain(`🔁 <b>Guild sync</b> repeats. Change only this one (${day(first)}, 09:00–10:00, ${ZONE}) or the whole series?`);
    expect(scope.buttons.flat().map((b) => b.text)).toEqual(['Only this one', 'The whole series']);
    const [onlyThis, wholeSeries] = [data(scope, 'Only this one'), data(scope, 'The whole series')];
    await press(p.chatId, scope, onlyThis);
    const removed = await answer(p.chatId, 3);
    expect(removed.raw).toContain(`Removed <b>Guild sync</b> of ${day(first)}, 09:00–10:00`);
    const window = { from: first.minus({ days: 1 }).toJSDate(), to: first.plus({ weeks: 3 }).toJSDate() };
    const occurrences = () => instancesIn(google.store, p.account, p.calendarId, series!.id, window).map((e) => [DateTime.fromISO(e.start!.dateTime!).setZone(ZONE).toFormat('MM-dd HH:mm'), e.status]);
    expect(occurrences()).toEqual([0, 1, 2].map((w) => [first.plus({ weeks: w }).toFormat('MM-dd HH:mm'), w === 0 ? 'cancelled' : 'confirmed']));
    expect((await rowsOf(p))[0]).toMatchObject({ status: 'created' });
    // The scope question once answered is too late for its other button.
    expect(await toast(await press(p.chatId, scope, wholeSeries))).toBe('This question was already answered.');

    await press(p.chatId, removed, data(removed, 'Undo'));
    expect((await answer(p.chatId, 4)).raw).toContain(`<b>Guild sync</b> is back on ${day(first)}, 09:00–10:00`);
    expect(occurrences().map(([, status]) => status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('a move asks too: "all" in words moves the whole series, "Только это" moves one occurrence; Russian buttons', async () => {
    const p = await connectedUser('ru');
    await text(p.chatId, 'Планёрка каждый понедельник в 10:00');
    const added = await answer(p.chatId, 1);
    const [series] = atGoogle(p, 'Планёрка');
    const first = DateTime.fromISO(series!.start!.dateTime!).setZone(ZONE);
    await text(p.chatId, 'в 11:00', replyTo(added));
    const scope = await answer(p.chatId, 2);
    expect(scope.raw).toContain('повторяется. Изменить только это');
    expect(scope.buttons.flat().map((b) => b.text)).toEqual(['Только это', 'Все']);
    await text(p.chatId, 'все', replyTo(scope));
    const moved = await answer(p.chatId, 3);
    expect(moved.raw).toContain('<b>Планёрка</b> перенесено на');
    expect(DateTime.fromISO(atGoogle(p, 'Планёрка')[0]!.start!.dateTime!).setZone(ZONE).toFormat('ccc HH:mm')).toBe(first.set({ hour: 11 }).setLocale('en').toFormat('ccc HH:mm'));
    expect(atGoogle(p, 'Планёрка')[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO']);

    await text(p.chatId, 'в 12:30', replyTo(moved));
    const second = await answer(p.chatId, 4);
    await press(p.chatId, second, data(second, 'Только это'));
    const one = await answer(p.chatId, 5);
    expect(one.raw).toContain('остальные повторы остаются');
    const window = { from: first.minus({ days: 1 }).toJSDate(), to: first.plus({ weeks: 2 }).toJSDate() };
    const times = instancesIn(google.store, p.account, p.calendarId, series!.id, window).map((e) => DateTime.fromISO(e.start!.dateTime!).setZone(ZONE).toFormat('HH:mm'));
    expect(times).toEqual(['12:30', '11:00']);
    expect((await rowsOf(p))[0]!.startTime!.toISOString()).toBe(first.set({ hour: 11 }).toUTC().toISO());
  });
});
