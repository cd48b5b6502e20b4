import { randomUUID } from 'node:crypto';
import type { Worker } from 'bullmq';
import { DateTime } from 'luxon';
import { pino } from 'pino';
import { Telegram } from 'telegraf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthBrowser } from '../../../api/testing/oauth-browser.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import type { MessagingEvent } from '../../../contracts/calendar.ts';
import type { TelegramBot } from '../../../contracts/telegram.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { webhookPath, type BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { issueLinkCode } from '../../../core/domain/telegram-link/issue-link-code.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { CalendarEvent, Subscription, UserSettings } from '../../../db/index.ts';
import { answerCalendarConsent } from '../../../sandbox/google-calendar/consent-driver.ts';
import { startSandboxGoogleCalendar, type RunningSandboxGoogleCalendar } from '../../../sandbox/google-calendar/start.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import type { StoredMessage } from '../../../sandbox/telegram/store.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { testWorkerDeps } from '../worker-deps.ts';

/**
 * The calendar tool end to end, on fakes of its three upstreams on their own ports: a user
 * connects Google Calendar through the consent page, links the calendar bot, and messages
 * (text, voice, photos) become events through the webhook, the worker's jobs and the real
 * googleapis and openai clients; the bot's answers come back through the sending queue.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-calendar`;
const bot: BotSettings = { bot: 'calendar', token: `7199000001:TEST-calendar-token-0123456789abcdef`, username: 'test_calendar_bot', webhookSecret: `calendar-secret-${randomUUID()}` };
const CLIENT = { clientId: 'calendar-test-client.apps.googleusercontent.com', clientSecret: 'calendar-test-secret' };
const ZONE = 'Europe/Moscow';

let telegram: RunningSandboxTelegram;
let openai: RunningSandboxOpenAI;
let google: RunningSandboxGoogleCalendar;
let app: TestApp;
let jobs: JobProducer;
let workers: Worker[];
let temporal: TemporalHandle;
const redis = createWorkerRedis(process.env.REDIS_URL!);
let nextChat = 7_400_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Math.random() * 1_000_000_000);

beforeAll(async () => {
  telegram = await startSandboxTelegram({ bots: { calendar: bot } });
  openai = await startSandboxOpenAI();
  // The callback the fake takes is the app's, on the run's PUBLIC_URL.
  google = await startSandboxGoogleCalendar({ ...CLIENT, publicUrl: process.env.PUBLIC_URL! });
  app = await startTestApp({
    QUEUE_PREFIX: prefix,
    SANDBOX: '0',
    TELEGRAM_API_URL: telegram.apiRoot,
    TELEGRAM_CALENDAR_BOT_TOKEN: bot.token,
    TELEGRAM_CALENDAR_BOT_USERNAME: bot.username,
    TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: bot.webhookSecret,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: openai.url,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_BASE_URL: `${google.origin}/sandbox/google-calendar`,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_URL: google.apiRootUrl,
  });
  await new Telegram(bot.token, { apiRoot: telegram.apiRoot }).setWebhook(`${app.baseUrl}${webhookPath('calendar')}`, { secret_token: bot.webhookSecret });
  jobs = createJobProducer(redis, prefix);
  const runtime = createTelegramRuntime({ bots: { calendar: bot }, apiRoot: telegram.apiRoot }, redis, prefix, jobs);
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  // The worker reaches Google and OpenAI as the web app does (its deps come from the same env).
  const deps = testWorkerDeps({ temporal, telegram: runtime, jobs, redis, calendar: app.deps.calendar });
  workers = startWorkers({ connection: redis, prefix, deps, log: pino({ level: 'silent' }) });
});

afterAll(async () => {
  await Promise.all((workers ?? []).map((w) => w.close()));
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await temporal.close();
  await app.close();
  await Promise.all([telegram.close(), openai.close(), google.close()]);
  redis.disconnect();
});


const person = (id: number) => ({ id, is_bot: false, first_name: 'Anna', username: `anna${id}`, language_code: 'en' });
const message = (chatId: number, fields: Record<string, unknown>) => {
  nextUpdate += 1;
  return { update_id: nextUpdate, message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Anna' }, from: person(chatId), ...fields } };
};
const post = (update: unknown) =>
  fetch(`${app.baseUrl}${webhookPath('calendar' satisfies TelegramBot)}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': bot.webhookSecret }, body: JSON.stringify(update) });
const say = async (chatId: number, text: string, extra: Record<string, unknown> = {}) => {
  const update = message(chatId, { text, ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] } : {}), ...extra });
  expect((await post(update)).status).toBe(200);
  return update;
};
const botMessages = (chatId: number) => telegram.chat('calendar', chatId).filter((m) => m.from === 'bot' && m.action === null);
const lastAnswer = (chatId: number, count: number): Promise<StoredMessage> => eventually(() => botMessages(chatId).length >= count && botMessages(chatId)[count - 1], `answer ${count} in chat ${chatId}`);
/** Presses a button of a bot message, as Telegram's client sends it (a stale client may press one already removed); returns the press's id. */
const press = async (chatId: number, botMessage: { id: number }, data: string) => {
  nextUpdate += 1;
  const stored = telegram.chat('calendar', chatId).find((m) => m.id === botMessage.id)!;
  const update = {
    update_id: nextUpdate,
    callback_query: { id: String(nextUpdate), from: person(chatId), chat_instance: String(chatId), data, message: { message_id: stored.id, date: 0, chat: { id: chatId, type: 'private' }, text: stored.raw.replace(/<[^>]+>/g, '') } },
  };
  expect((await post(update)).status).toBe(200);
  return String(nextUpdate);
};
/** What the bot answered the press with (the toast Telegram shows): null for a plain acknowledgement. */
const pressAnswer = (pressId: string) =>
  eventually(() => telegram.callbackAnswers('calendar').find((a) => a.callbackQueryId === pressId), `the answer to press ${pressId}`).then((a) => a.text);
/** The buttons a bot message carries now (a spent or stale one's are removed). */
const buttonsNow = (chatId: number, botMessage: { id: number }) => telegram.chat('calendar', chatId).find((m) => m.id === botMessage.id)!.buttons.flat();
/** A reply to a bot message: Telegram repeats the original, its buttons included. */
const replyTo = (botMessage: { id: number; raw: string; buttons: { text: string; callbackData?: string }[][] }) => ({
  reply_to_message: {
    message_id: botMessage.id,
    date: 0,
    chat: { id: 0, type: 'private' },
    // Telegram sends the text without its markup (entities aside).
    text: botMessage.raw.replace(/<[^>]+>/g, ''),
    reply_markup: { inline_keyboard: botMessage.buttons.map((row) => row.map((b) => ({ text: b.text, callback_data: b.callbackData }))) },
  },
});
const buttonData = (m: { buttons: { callbackData?: string }[][] }, index = 0) => m.buttons.flat()[index]!.callbackData!;

interface Connected {
  user: Subscriber;
  chatId: number;
  account: string;
}

/** A subscriber with Google Calendar connected through the consent page, and the bot linked by deep link. */
async function connectedUser(account = 'anna@sandbox.test'): Promise<Connected> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  const browser = oauthBrowser(app);
  const back = await answerCalendarConsent((await browser.consentUrl(user, '/api/calendar/connect')).toString(), { account });
  const callback = await browser.callback(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  expect(callback.headers.get('location')).toMatch(/\/telegram-calendar\?calendar=connected$/);
  const chatId = ++nextChat;
  const { code } = await issueLinkCode(user.userId, 'calendar');
  await say(chatId, `/start ${code}`);
  await lastAnswer(chatId, 1);
  return { user, chatId, account };
}

const eventsOf = async (user: Subscriber) => (await user.call('GET', '/api/calendar/events')).body.events as MessagingEvent[];
const googleEvents = (account: string, calendarId = account) => google.store.events(account, calendarId);
const tomorrowAt = (hour: number) => DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 });

describe('connecting Google Calendar', () => {
  it('connects through consent, lists and selects calendars, and disconnects keeping the events', async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    expect((await user.call('GET', '/api/calendar/status')).body).toEqual({ connected: false, calendarId: null, account: null, timeZone: null, reconnectRequired: false });
    const browser = oauthBrowser(app);
    const authUrl = await browser.consentUrl(user, '/api/calendar/connect');
    expect(authUrl.searchParams.get('access_type')).toBe('offline');
    expect(authUrl.searchParams.get('scope')!.split(' ').sort()).toEqual(['https://www.googleapis.com/auth/calendar.calendarlist.readonly', 'https://www.googleapis.com/auth/calendar.events']);
    const back = await answerCalendarConsent(authUrl.toString(), { account: 'mikhail@sandbox.test' });
    const callback = await browser.callback(`${back.pathname}${back.search}`);
    expect(callback.headers.get('location')).toMatch(/\/telegram-calendar\?calendar=connected$/);
    expect((await user.call('GET', '/api/calendar/status')).body).toEqual({ connected: true, calendarId: 'mikhail@sandbox.test', account: 'mikhail@sandbox.test', timeZone: ZONE, reconnectRequired: false });

    const calendars = (await user.call('GET', '/api/calendar/list')).body.calendars as { id: string; summary: string; primary: boolean; selected: boolean }[];
    expect(calendars.length).toBeGreaterThanOrEqual(3);
    expect(calendars.find((c) => c.primary)).toMatchObject({ id: 'mikhail@sandbox.test', selected: true });
    const work = calendars.find((c) => c.summary === 'Work')!;
    expect((await user.call('POST', '/api/calendar/select', { calendarId: work.id })).body).toEqual({ success: true, calendarId: work.id });
    expect((await user.call('GET', '/api/calendar/status')).body.calendarId).toBe(work.id);
    expect((await user.call('POST', '/api/calendar/select', { calendarId: 'someone-else@group.calendar.google.com' })).status).toBe(404);
    expect((await user.call('POST', '/api/calendar/select', {})).status).toBe(400);

    expect((await user.call('DELETE', '/api/calendar/disconnect')).body).toEqual({ success: true });
    expect((await user.call('GET', '/api/calendar/status')).body.connected).toBe(false);
  });

  it('refuses a bad state and a denied consent, and needs the premium feature', async () => {
    const denied = await fetch(`${app.baseUrl}/api/calendar/callback?error=access_denied&state=x`, { redirect: 'manual' });
    expect(denied.headers.get('location')).toMatch(/calendarError=access_denied$/);
    const forged = await fetch(`${app.baseUrl}/api/calendar/callback?code=abc&state=not-a-state`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toMatch(/calendarError=authorization_failed$/);
    const free = await newSubscriber(app);
    for (const path of ['/api/calendar/status', '/api/calendar/connect', '/api/calendar/events', '/api/telegram/events', '/api/calendar/list']) {
      expect((await free.call('GET', path)).status).toBe(403);
    }
  });
});

describe('messages to events', () => {
  it('writes "Dentist tomorrow at 5pm" at 17:00 in the calendar zone, answers with the time, a link and Undo; the same update twice is one event', async () => {
    const { user, chatId, account } = await connectedUser();
    const update = await say(chatId, 'Dentist tomorrow at 5pm');
    expect((await post(update)).status).toBe(200);
    const answer = await lastAnswer(chatId, 2);
    const start = tomorrowAt(17);
    expect(answer.raw).toContain('Added <b>Dentist</b>');
    expect(answer.raw).toContain(`${start.toFormat('ccc d LLL')}, 17:00–18:00, ${ZONE}`);
    expect(answer.buttons.flat().map((b) => b.text)).toEqual(['Undo']);
    const written = googleEvents(account).filter((e) => e.summary === 'Dentist');
    expect(written).toHaveLength(1);
    expect(new Date(written[0]!.start!.dateTime!).toISOString()).toBe(start.toUTC().toISO());
    const [listed] = await eventsOf(user);
    expect(listed).toMatchObject({ eventTitle: 'Dentist', status: 'created', source: 'text', transcribedText: null, startTime: start.toUTC().toISO(), timeZone: ZONE });
    expect((await user.call('GET', '/api/telegram/events')).body.events).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(botMessages(chatId)).toHaveLength(2);
  });

  it('transcribes a voice message, keeps the transcript, and moves the event when the user replies "6pm instead"', async () => {
    const { user, chatId, account } = await connectedUser();
    const audio = Buffer.concat([Buffer.from('OggS\u0000\u0002'), Buffer.from('SANDBOX-TRANSCRIPT:Team sync tomorrow at 10am for 30 minutes')]);
    const file = telegram.putFile('voice', 'voice.oga', 'audio/ogg', audio);
    await post(message(chatId, { voice: { file_id: file.fileId, file_unique_id: file.uniqueId, duration: 3, mime_type: 'audio/ogg', file_size: file.size } }));
    const added = await lastAnswer(chatId, 2);
    expect(added.raw).toContain(`${tomorrowAt(10).toFormat('ccc d LLL')}, 10:00–10:30, ${ZONE}`);
    const [event] = await eventsOf(user);
    expect(event).toMatchObject({ status: 'created', source: 'voice', transcribedText: 'Team sync tomorrow at 10am for 30 minutes' });

    await say(chatId, '6pm instead', replyTo(added));
    const moved = await lastAnswer(chatId, 3);
    expect(moved.raw).toContain(`to ${tomorrowAt(18).toFormat('ccc d LLL')}, 18:00–18:30, ${ZONE}`);
    const atGoogle = googleEvents(account).find((e) => e.summary?.startsWith('Team sync'))!;
    expect(new Date(atGoogle.start!.dateTime!).toISOString()).toBe(tomorrowAt(18).toUTC().toISO());

    // Undo under "Moved" puts it back where it was, at Google and in the row; it is not removed.
    expect(buttonData(moved)).toMatch(/^cal:mu:[0-9a-f-]{36}:0$/);
    await press(chatId, moved, buttonData(moved));
    const back = await lastAnswer(chatId, 4);
    expect(back.raw).toContain(`Moved back: <b>Team sync`);
    expect(back.raw).toContain(`— ${tomorrowAt(10).toFormat('ccc d LLL')}, 10:00–10:30, ${ZONE}`);
    const restored = googleEvents(account).find((e) => e.summary?.startsWith('Team sync'))!;
    expect([restored.start!.dateTime, restored.end!.dateTime].map((t) => new Date(t!).toISOString())).toEqual([tomorrowAt(10).toUTC().toISO(), tomorrowAt(10).plus({ minutes: 30 }).toUTC().toISO()]);
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'created', startTime: tomorrowAt(10).toUTC().toISO(), endTime: tomorrowAt(10).plus({ minutes: 30 }).toUTC().toISO() });
  });

  it('Undo under the second "Moved" goes back to the time before the second move, then the first to the first time; Undo under "Added" still removes', async () => {
    const { user, chatId, account } = await connectedUser();
    // Times no other test of this file writes to the account's calendar (an overlap would be asked about).
    await say(chatId, 'Review tomorrow at 11:00');
    const added = await lastAnswer(chatId, 2);
    expect(added.raw).toContain('Added <b>Review</b>');
    await say(chatId, '9pm instead', replyTo(added));
    const first = await lastAnswer(chatId, 3);
    await say(chatId, '10pm instead', replyTo(first));
    const second = await lastAnswer(chatId, 4);
    expect(second.raw).toContain(`to ${tomorrowAt(22).toFormat('ccc d LLL')}, 22:00–23:00, ${ZONE}`);
    const atGoogle = () => new Date(googleEvents(account).find((e) => e.summary === 'Review')!.start!.dateTime!).toISOString();
    expect(atGoogle()).toBe(tomorrowAt(22).toUTC().toISO());

    const [undoAdd, undoFirst, undoSecond] = [buttonData(added), buttonData(first), buttonData(second)];
    expect([undoFirst.slice(-2), undoSecond.slice(-2)]).toEqual([':0', ':1']);
    await press(chatId, second, undoSecond);
    expect((await lastAnswer(chatId, 5)).raw).toContain(`Moved back: <b>Review</b> — ${tomorrowAt(21).toFormat('ccc d LLL')}, 21:00–22:00, ${ZONE}`);
    expect(atGoogle()).toBe(tomorrowAt(21).toUTC().toISO());
    expect((await eventsOf(user))[0]!.startTime).toBe(tomorrowAt(21).toUTC().toISO());

    await press(chatId, first, undoFirst);
    expect((await lastAnswer(chatId, 6)).raw).toContain(`Moved back: <b>Review</b> — ${tomorrowAt(11).toFormat('ccc d LLL')}, 11:00–12:00, ${ZONE}`);
    expect(atGoogle()).toBe(tomorrowAt(11).toUTC().toISO());
    expect((await eventsOf(user))[0]!.startTime).toBe(tomorrowAt(11).toUTC().toISO());

    await press(chatId, added, undoAdd);
    expect((await lastAnswer(chatId, 7)).raw).toContain('Removed <b>Review</b>');
    expect(googleEvents(account).find((e) => e.summary === 'Review')).toBeUndefined();
    expect((await eventsOf(user))[0]!.status).toBe('cancelled');
  });

  it('shows the events of a timetable photo as one list, and writes them all on "Add all"', async () => {
    const { user, chatId, account } = await connectedUser('olga.operator@sandbox.test');
    const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('SANDBOX-TEXT:Maths Monday 09:00\nPhysics Tuesday 11:00\nChemistry Wednesday 14:00\u0000')]);
    const file = telegram.putFile('photo', 'timetable.png', 'image/png', picture);
    await post(message(chatId, { photo: [{ file_id: file.fileId, file_unique_id: file.uniqueId, width: 800, height: 600, file_size: file.size }] }));
    const list = await lastAnswer(chatId, 2);
    expect(list.raw).toContain('I found 3 events');
    expect(googleEvents(account)).toHaveLength(0);
    expect((await eventsOf(user)).map((e) => e.waitingFor)).toEqual(['confirmation', 'confirmation', 'confirmation']);
    await press(chatId, list, buttonData(list));
    const added = await lastAnswer(chatId, 3);
    expect(added.raw).toContain('Added 3 events');
    expect(googleEvents(account).map((e) => e.summary).sort()).toEqual(['Chemistry', 'Maths', 'Physics']);
  });

  it('asks am or pm for "at 5", and writes the reading the user picks', async () => {
    const { chatId, account } = await connectedUser('ivan.admin@sandbox.test');
    await say(chatId, 'Call mom tomorrow at 5');
    const question = await lastAnswer(chatId, 2);
    expect(question.raw).toContain('Did you mean 05:00 or 17:00');
    expect(googleEvents(account)).toHaveLength(0);
    await press(chatId, question, buttonData(question, 1));
    const added = await lastAnswer(chatId, 3);
    expect(added.raw).toContain(`17:00–18:00, ${ZONE}`);
  });

  it('says which event a new one clashes with, and adds it only when told to', async () => {
    const { chatId, account } = await connectedUser();
    const first = await say(chatId, 'Yoga tomorrow at 7am');
    void first;
    await lastAnswer(chatId, 2);
    await say(chatId, 'Breakfast with Oleg tomorrow at 7:30am');
    const clash = await lastAnswer(chatId, 3);
    expect(clash.raw).toContain('overlaps with <b>Yoga</b>');
    expect(googleEvents(account).filter((e) => e.summary === 'Breakfast with Oleg')).toHaveLength(0);
    await press(chatId, clash, buttonData(clash));
    await lastAnswer(chatId, 4);
    expect(googleEvents(account).filter((e) => e.summary === 'Breakfast with Oleg')).toHaveLength(1);
  });
});

describe('what people really type', () => {
  /** The next `day`.`month` (today included) at `hour`:`minute` in `zone`, as a person reads "15.04". */
  const next = (day: number, month: number, hour: number, minute: number, zone = ZONE) => {
    const now = DateTime.now().setZone(zone);
    const thisYear = DateTime.fromObject({ year: now.year, month, day, hour, minute }, { zone });
    return thisYear > now ? thisYear : thisYear.plus({ years: 1 });
  };

  it('reads "Встреча 15.04 в 18:00" day first, titled without the date', async () => {
    const { chatId, account } = await connectedUser();
    await say(chatId, 'Встреча 15.04 в 18:40');
    const answer = await lastAnswer(chatId, 2);
    const start = next(15, 4, 18, 40);
    expect(answer.raw).toContain('<b>Встреча</b>');
    const [written] = googleEvents(account).filter((e) => e.summary === 'Встреча');
    expect(new Date(written!.start!.dateTime!).toISOString()).toBe(start.toUTC().toISO());
  });

  it('writes "3pm Berlin time" in Berlin\'s zone and names both zones; the zone words are not in the title', async () => {
    const { chatId, account } = await connectedUser();
    await say(chatId, 'Lunch with Berlin office 28.04 at 3:10pm Berlin time');
    const answer = await lastAnswer(chatId, 2);
    const start = next(28, 4, 15, 10, 'Europe/Berlin');
    expect(answer.raw).toContain('<b>Lunch with Berlin office</b>');
    const moscow = start.setZone(ZONE);
    expect(answer.raw).toContain(`15:10–16:10, Europe/Berlin = `);
    expect(answer.raw).toContain(`${moscow.toFormat('HH:mm')}–${moscow.plus({ hours: 1 }).toFormat('HH:mm')}, ${ZONE}`);
    const [written] = googleEvents(account).filter((e) => e.summary === 'Lunch with Berlin office');
    expect(written!.start).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(new Date(written!.start!.dateTime!).toISOString()).toBe(start.toUTC().toISO());
  });

  it('makes "every Monday … until June" one event with an RRULE, says how it repeats, and Undo removes the series', async () => {
    const { chatId, account } = await connectedUser();
    await say(chatId, 'Guild sync every Monday at 05:40 until June');
    const answer = await lastAnswer(chatId, 2);
    expect(answer.raw).toContain('<b>Guild sync</b>');
    expect(answer.raw).toMatch(/🔁 repeats every Monday until 30 Jun/);
    const written = googleEvents(account).filter((e) => e.summary === 'Guild sync');
    expect(written).toHaveLength(1);
    expect(written[0]!.recurrence).toEqual([expect.stringMatching(/^RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=\d{4}0630T205959Z$/)]);
    expect(DateTime.fromISO(written[0]!.start!.dateTime!).setZone(ZONE).toFormat('ccc HH:mm')).toBe('Mon 05:40');
    await press(chatId, answer, buttonData(answer));
    await lastAnswer(chatId, 3);
    expect(googleEvents(account).filter((e) => e.summary === 'Guild sync' && e.status !== 'cancelled')).toHaveLength(0);
  });

  it('says when it cannot repeat an event that way, instead of adding one in silence', async () => {
    const { chatId, account } = await connectedUser();
    await say(chatId, 'Review every last Friday but one at 16:00');
    const answer = await lastAnswer(chatId, 2);
    expect(answer.raw).toContain('I cannot repeat');
    expect(googleEvents(account).filter((e) => e.summary?.startsWith('Review'))).toHaveLength(0);
  });
});

describe('bad input and faults', () => {
  it('a message without a date fails with the reason and a helpful answer', async () => {
    const { user, chatId } = await connectedUser();
    await say(chatId, 'Buy milk');
    const answer = await lastAnswer(chatId, 2);
    expect(answer.raw).toMatch(/could not find a date or time|did not find an event/);
    const [event] = await eventsOf(user);
    expect(event).toMatchObject({ status: 'failed' });
    expect(event!.failureReason).toMatch(/No date|No event/);
  });

  it('audio the transcriber rejects and an unreadable photo fail with their reasons', async () => {
    const { user, chatId } = await connectedUser();
    const garbage = telegram.putFile('voice', 'voice.oga', 'audio/ogg', Buffer.from('definitely not audio'));
    await post(message(chatId, { voice: { file_id: garbage.fileId, file_unique_id: garbage.uniqueId, duration: 1, mime_type: 'audio/ogg', file_size: garbage.size } }));
    expect((await lastAnswer(chatId, 2)).raw).toContain('could not make out this voice message');
    const blank = telegram.putFile('photo', 'blank.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await post(message(chatId, { photo: [{ file_id: blank.fileId, file_unique_id: blank.uniqueId, width: 10, height: 10, file_size: blank.size }] }));
    expect((await lastAnswer(chatId, 3)).raw).toContain('could not read an event in this photo');
    const reasons = (await eventsOf(user)).map((e) => [e.source, e.status, e.failureReason]);
    expect(reasons).toEqual([
      ['photo', 'failed', 'No event found in the photo'],
      ['voice', 'failed', 'The voice message could not be transcribed'],
    ]);
  });

  it('retries Google Calendar 5xx with back-off and writes the event once', async () => {
    const { chatId, account } = await connectedUser('mikhail@sandbox.test');
    google.store.failNext(2, 503);
    await say(chatId, 'Standup the day after tomorrow at 09:15');
    const answer = await lastAnswer(chatId, 2);
    expect(answer.raw).toContain('Added <b>Standup</b>');
    expect(googleEvents(account).filter((e) => e.summary === 'Standup')).toHaveLength(1);
  });

  it('a revoked grant: the user is told to reconnect, the console shows it, and the event is written after reconnecting', async () => {
    const { user, chatId, account } = await connectedUser('mikhail@sandbox.test');
    google.store.revokeAccount(account);
    await say(chatId, 'Haircut tomorrow at 12:00');
    const told = await lastAnswer(chatId, 2);
    expect(told.raw).toContain('Reconnect your calendar');
    expect((await user.call('GET', '/api/calendar/status')).body).toMatchObject({ connected: false, reconnectRequired: true });
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'pending', waitingFor: 'reconnect' });
    const browser = oauthBrowser(app);
    const back = await answerCalendarConsent((await browser.consentUrl(user, '/api/calendar/connect')).toString(), { account });
    await browser.callback(`${back.pathname}${back.search}`);
    const added = await lastAnswer(chatId, 3);
    expect(added.raw).toContain('Added <b>Haircut</b>');
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'created' });
  });

  it('a subscription that ended: the bot says so and writes nothing', async () => {
    const { user, chatId } = await connectedUser();
    await Subscription.query().where({ user_id: user.userId }).patch({ status: 'EXPIRED', endDate: new Date(Date.now() - 30 * 86_400_000) });
    await say(chatId, 'Dentist tomorrow at 5pm');
    expect((await lastAnswer(chatId, 2)).raw).toContain('needs an active subscription');
    expect(await CalendarEvent.query().where({ user_id: user.userId })).toHaveLength(0);
  });

  it("another user's event ids are 404 in the API and gone in the chat", async () => {
    const owner = await connectedUser();
    await say(owner.chatId, 'Lunch tomorrow at 13:00');
    await lastAnswer(owner.chatId, 2);
    const [event] = await eventsOf(owner.user);
    const other = await connectedUser();
    expect((await other.user.call('GET', `/api/calendar/events/${event!.id}`)).status).toBe(404);
    expect((await other.user.call('DELETE', `/api/calendar/events/${event!.id}`)).status).toBe(404);
    expect((await other.user.call('GET', '/api/calendar/events/not-a-uuid')).status).toBe(404);
    expect((await owner.user.call('GET', `/api/calendar/events/${event!.id}`)).body.event.id).toBe(event!.id);
    // A forged button press from the other user's chat.
    await press(other.chatId, (await lastAnswer(other.chatId, 1)), `cal:u:${event!.id}`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await CalendarEvent.query().findById(event!.id))!.status).toBe('created');
  });
});

describe('buttons pressed too late', () => {
  it('a second Undo is answered "Already undone", its buttons removed, and Google is not called again', async () => {
    const { user, chatId, account } = await connectedUser();
    await say(chatId, 'Piano lesson tomorrow at 15:00');
    const added = await lastAnswer(chatId, 2);
    expect(added.raw).toContain('Added <b>Piano lesson</b>');
    await say(chatId, '4pm instead', replyTo(added));
    const moved = await lastAnswer(chatId, 3);
    expect(moved.raw).toContain('Moved <b>Piano lesson</b>');
    // Read before pressing: a pressed message's buttons are removed.
    const [undoAdd, undoMove] = [buttonData(added), buttonData(moved)];
    expect(await pressAnswer(await press(chatId, moved, undoMove))).toBeNull();
    await lastAnswer(chatId, 4);
    const written = googleEvents(account).find((e) => e.summary === 'Piano lesson')!;
    expect(new Date(written.start!.dateTime!).toISOString()).toBe(tomorrowAt(15).toUTC().toISO());
    expect(buttonsNow(chatId, moved)).toEqual([]);

    // Pressed again (a client that still shows the button): answered, buttons removed, nothing written or said.
    const again = await press(chatId, moved, undoMove);
    expect(await pressAnswer(again)).toBe('Already undone.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(googleEvents(account).find((e) => e.summary === 'Piano lesson')).toMatchObject({ etag: written.etag, sequence: written.sequence });
    expect(botMessages(chatId)).toHaveLength(4);
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'created', startTime: tomorrowAt(15).toUTC().toISO() });

    // The same for Undo under "Added", twice; and after the event was removed in the console.
    expect(await pressAnswer(await press(chatId, added, undoAdd))).toBeNull();
    expect((await lastAnswer(chatId, 5)).raw).toContain('Removed <b>Piano lesson</b>');
    expect(await pressAnswer(await press(chatId, added, undoAdd))).toBe('Already undone.');
    expect(await pressAnswer(await press(chatId, moved, undoMove))).toBe('This event is no longer here.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(botMessages(chatId)).toHaveLength(5);
    expect(buttonsNow(chatId, added)).toEqual([]);
  });

  it('an am/pm button pressed after the question was answered is answered, and nothing more is written', async () => {
    const { user, chatId, account } = await connectedUser('ivan.admin@sandbox.test');
    await say(chatId, 'Call dad tomorrow at 3');
    const question = await lastAnswer(chatId, 2);
    expect(question.buttons.flat().map((b) => b.text)).toEqual(['03:00', '15:00', 'Cancel']);
    const [am, pm, cancel] = [0, 1, 2].map((i) => buttonData(question, i));
    await press(chatId, question, pm!);
    expect((await lastAnswer(chatId, 3)).raw).toContain(`Added <b>Call dad</b>\n${tomorrowAt(15).toFormat('ccc d LLL')}, 15:00–16:00, ${ZONE}`);
    const written = googleEvents(account).filter((e) => e.summary === 'Call dad');
    expect(written).toHaveLength(1);

    expect(await pressAnswer(await press(chatId, question, am!))).toBe('This question was already answered.');
    expect(await pressAnswer(await press(chatId, question, cancel!))).toBe('Already added.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(buttonsNow(chatId, question)).toEqual([]);
    expect(googleEvents(account).filter((e) => e.summary === 'Call dad')).toEqual(written);
    expect(botMessages(chatId)).toHaveLength(3);
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'created', startTime: tomorrowAt(15).toUTC().toISO() });
  });

  it('Add anyway after Cancel is answered as already answered, in the user\'s language', async () => {
    const { user, chatId, account } = await connectedUser('olga.operator@sandbox.test');
    await UserSettings.query().insert({ userId: user.userId, locale: 'ru' }).onConflict('user_id').merge(['locale']);
    await say(chatId, 'Swim tomorrow at 6am');
    expect((await lastAnswer(chatId, 2)).raw).toContain('Добавлено: <b>Swim</b>');
    await say(chatId, 'Tennis tomorrow at 6:30am');
    const clash = await lastAnswer(chatId, 3);
    expect(clash.raw).toContain('пересекается с <b>Swim</b>');
    const [addAnyway, cancel] = [buttonData(clash, 0), buttonData(clash, 1)];
    await press(chatId, clash, cancel);
    expect((await lastAnswer(chatId, 4)).raw).toBe('Хорошо, не добавляю.');
    expect(await pressAnswer(await press(chatId, clash, addAnyway))).toBe('На этот вопрос уже ответили.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(googleEvents(account).filter((e) => e.summary === 'Tennis')).toHaveLength(0);
    expect((await eventsOf(user))[0]).toMatchObject({ eventTitle: 'Tennis', status: 'cancelled' });
  });

  it('a question unanswered for a day shows as expired, and its buttons are answered as expired without writing', async () => {
    const { user, chatId, account } = await connectedUser('mikhail@sandbox.test');
    await say(chatId, 'Walk the dog tomorrow at 6');
    const question = await lastAnswer(chatId, 2);
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'pending', waitingFor: 'clarification', expired: false });
    const [row] = await CalendarEvent.query().where({ user_id: user.userId });
    await CalendarEvent.query().findById(row!.id).patch({ updatedAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'pending', waitingFor: 'clarification', expired: true });

    expect(await pressAnswer(await press(chatId, question, buttonData(question, 1)))).toBe('This question has expired. Send the event again.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(buttonsNow(chatId, question)).toEqual([]);
    expect(googleEvents(account).filter((e) => e.summary === 'Walk the dog')).toHaveLength(0);
    expect(botMessages(chatId)).toHaveLength(2);
    expect((await eventsOf(user))[0]).toMatchObject({ status: 'pending', expired: true });
  });
});
