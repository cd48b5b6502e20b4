import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { DateTime } from 'luxon';
import { createCalendarOAuthClient } from '../core/clients/google-calendar/client.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { CALENDAR_TOKEN_SECRET } from '../core/domain/calendar/connection.ts';
import { googleEventId } from '../core/domain/calendar/google-events.ts';
import { storeUserSecret } from '../core/domain/secrets/user-secrets.ts';
import { telegramUpdate } from '../core/queues/jobs/telegram-update.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { CalendarConnection, CalendarEvent, TelegramLink, User } from '../db/index.ts';
import { startSandboxGoogleCalendar } from '../sandbox/google-calendar/start.ts';
import { startSandboxOpenAI } from '../sandbox/openai/start.ts';
import { startSandboxTelegram } from '../sandbox/telegram/start.ts';
import { eventually } from '../scripts/test/kit/eventually.ts';
import type { Cleanup } from './cleanup.ts';
import { startWorker } from './processes.ts';
import { cpuSeconds, runQueueWaitSeconds } from './server-cpu.ts';
import { giveActiveSubscription } from './subscribed-user.ts';
import { BENCH_BOT } from './telegram-webhook.ts';

export interface CalendarBotSettings {
  /** Voice messages measured, queued round-robin over the chats. */
  updates: number;
  chats: number;
  /** The fakes' fixed delays: OpenAI's transcription and extraction, every Google Calendar call. */
  transcriptionMs: number;
  extractionMs: number;
  calendarMs: number;
}

export interface CalendarBotResult extends CalendarBotSettings {
  /** From the first update queued to the last event the fake Google Calendar wrote (its `created`). */
  eventsWallMs: number;
  /** From the first update queued to the last answer the fake Bot API took. */
  answersWallMs: number;
  /** The first answer: one message's whole path while the others queue behind it. */
  firstAnswerMs: number;
  /** How long queueing the updates took (the producer, as the webhook enqueues them). */
  enqueueMs: number;
  /** Telegram's bound on the answers: max(answers / 30 a second, (answers per chat − 1) × 1 s). */
  sendingBoundMs: number;
  /** One message's upstream chain: transcription + extraction + events.list + events.insert. */
  upstreamMs: number;
  /** sendingBoundMs + upstreamMs: nothing can be faster. */
  boundMs: number;
  eventsRatio: number;
  answersRatio: number;
  /** 429s the fake Bot API answered while the answers were sent. */
  rateLimited: number;
  /** Calls the fake OpenAI served for the measured updates (one each when nothing is read twice). */
  transcriptions: number;
  extractions: number;
  /**
   * The worker process's CPU time (every thread, /proc/<pid>/stat) from the first update queued
   * to the last answer and event, per update: what one process can carry, whatever else runs.
   */
  workerCpuMsPerUpdate: number;
  /**
   * Over the same time, how long the worker's main thread and the bench's (which serves the
   * fakes) waited for a core while ready to run: what the machine's other load cost the run.
   */
  workerWaitMs: number;
  benchWaitMs: number;
}

/** Telegram's limits as the fake keeps them (sandbox/telegram/limits.ts). */
const PER_BOT_PER_SECOND = 30;
const PER_CHAT_SECONDS = 1;
/** The Calendar calls of one written event: events.list (clashes), then events.insert. */
const CALENDAR_CALLS = 2;
/** A demo account of the fake (sandbox/google-calendar/demo-calendars.ts); its primary calendar's id is the address. */
const ACCOUNT = 'anna@sandbox.test';
/** The demo account's zone, so the calendar and the connection agree as after a real connect. */
const ZONE = 'Europe/Moscow';
const FIRST_CHAT = 50_000;
const FIRST_UPDATE = 5_000_000;

const perfNow = () => performance.timeOrigin + performance.now();

/**
 * What the voice message says. Every message names its own day, so no event clashes with
 * another in the one shared calendar (a clash makes the bot ask instead of writing).
 */
const transcriptFor = (daysAhead: number) =>
  `Bench meeting on ${DateTime.now().setZone(ZONE).setLocale('en').plus({ days: daysAhead }).toFormat('LLLL d, yyyy')} at 10:00`;

interface Chat {
  userId: string;
  chatId: number;
}

/**
 * Users as after linking the calendar bot and connecting Google Calendar: a user row, an ACTIVE
 * subscription, the chat link, the connection and its tokens, encrypted with the worker's key.
 * All share one demo account's grant (redeemed once, as the callback redeems it).
 */
async function connectedChats(count: number, env: Record<string, string>, tokens: string): Promise<Chat[]> {
  const box = createSecretBox(parseKeyring(env.ENCRYPTION_KEYS ?? ''), env.ENCRYPTION_KEY_ID ?? '');
  const run = randomUUID().slice(0, 8);
  const users = await User.query().insert(
    Array.from({ length: count }, (_, i) => ({ googleId: `bench-calendar-${randomUUID()}`, email: `calendar-${run}-${i}@example.com`, name: `Calendar Bench ${i}`, role: 'user' as const })),
  );
  const chats = users.map((user, i) => ({ userId: user.id, chatId: FIRST_CHAT + i }));
  await TelegramLink.query().insert(chats.map((c) => ({ userId: c.userId, bot: 'calendar', chatId: c.chatId, telegramUserId: c.chatId, firstName: 'Bench', languageCode: 'en' })));
  await CalendarConnection.query().insert(chats.map((c) => ({ userId: c.userId, account: ACCOUNT, calendarId: ACCOUNT, timeZone: ZONE, state: 'connected' as const })));
  for (const c of chats) {
    await giveActiveSubscription(c.userId);
    await storeUserSecret(box, c.userId, CALENDAR_TOKEN_SECRET, tokens);
  }
  return chats;
}

/** A voice message as Telegram posts it, its file kept by the fake Bot API for getFile. */
function voiceUpdate(updateId: number, chatId: number, file: { fileId: string; uniqueId: string; size: number }) {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Bench' },
      from: { id: chatId, is_bot: false, first_name: 'Bench', language_code: 'en' },
      voice: { file_id: file.fileId, file_unique_id: file.uniqueId, duration: 2, mime_type: 'audio/ogg', file_size: file.size },
    },
  };
}

/** The Google event an answer links to: the fake's htmlLink ends in `#event-<id>`. */
const linkedEventId = (text: string) => /#event-([a-v0-9]+)/.exec(text)?.[1];

/**
 * N voice messages from M linked chats through the calendar bot's whole path: the bench queues
 * each update as the webhook does, the real worker process records it, reads it (downloads the
 * voice from the fake Bot API, transcribes it and extracts the event with the fake OpenAI),
 * writes it to the fake Google Calendar (a look for clashes, the insert) and answers through
 * the rate-limited sending queue. The three fakes answer after fixed delays, on ports of the
 * bench's own. One update first, not timed, so the worker's start is not measured. Every update
 * must end as exactly one written event and one '✅ Added' answer in its own chat.
 */
export async function measureCalendarBot(
  settings: CalendarBotSettings,
  options: { env: Record<string, string>; redisUrl: string; queuePrefix: string; logPath: string; cleanup: Cleanup; signal: AbortSignal },
): Promise<CalendarBotResult> {
  const { env, cleanup, signal } = options;
  const bot = { bot: 'calendar' as const, token: BENCH_BOT.TELEGRAM_CALENDAR_BOT_TOKEN, username: BENCH_BOT.TELEGRAM_CALENDAR_BOT_USERNAME, webhookSecret: BENCH_BOT.TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET };
  const telegram = await startSandboxTelegram({ bots: { calendar: bot } });
  cleanup.add('stop the calendar measure\'s fake Bot API', () => telegram.close());
  const openai = await startSandboxOpenAI({ delayMs: settings.extractionMs, transcriptionDelayMs: settings.transcriptionMs });
  cleanup.add('stop the calendar measure\'s fake OpenAI', openai.close);
  const client = { clientId: env.GOOGLE_CLIENT_ID ?? '', clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' };
  const publicUrl = env.PUBLIC_URL ?? '';
  const google = await startSandboxGoogleCalendar({ ...client, publicUrl, delayMs: settings.calendarMs });
  cleanup.add('stop the fake Google Calendar', google.close);

  // The grant as the callback redeems it (googleapis' getToken against the fake's token endpoint).
  const { code, redirectUri } = await google.grantFor(ACCOUNT);
  const oauth = createCalendarOAuthClient({ ...client, redirectUri, authUrl: google.authUrl, tokenUrl: google.tokenUrl, revokeUrl: google.revokeUrl, apiRootUrl: google.apiRootUrl });
  const { tokens } = await oauth.getToken(code);
  if (!tokens.access_token || !tokens.refresh_token) throw new Error('the fake Google Calendar answered no access or refresh token');

  console.log(`  ${settings.chats + 1} users with the calendar bot linked and Google Calendar connected`);
  const [warmUpChat, ...chats] = await connectedChats(settings.chats + 1, env, JSON.stringify(tokens));
  signal.throwIfAborted();

  const worker = startWorker(cleanup, {
    env: {
      ...env,
      QUEUE_PREFIX: options.queuePrefix,
      TELEGRAM_API_URL: telegram.apiRoot,
      OPENAI_API_KEY: 'bench-openai-key',
      OPENAI_BASE_URL: openai.url,
      // The platform's OpenAI limit is not what is measured here: raised so only the upstreams' delays count.
      OPENAI_REQUESTS_PER_SECOND: '1000',
      GOOGLE_OAUTH_BASE_URL: `${google.origin}/sandbox/google-calendar`,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_CALENDAR_API_URL: google.apiRootUrl,
    },
    logPath: options.logPath,
  });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const jobs = createJobProducer(redis, options.queuePrefix);
  const enqueue = (update: ReturnType<typeof voiceUpdate>) => jobs.enqueue(telegramUpdate, { bot: 'calendar', update, receivedAt: new Date().toISOString() });
  const voice = (daysAhead: number) => telegram.putFile('voice', 'voice.oga', 'audio/ogg', Buffer.concat([Buffer.from('OggS\u0000\u0002'), Buffer.from(`SANDBOX-TRANSCRIPT:${transcriptFor(daysAhead)}`)]));
  const answers = () => telegram.sent('calendar');
  const written = () => google.store.eventsOf(ACCOUNT, ACCOUNT).size;
  try {
    await enqueue(voiceUpdate(FIRST_UPDATE - 1, warmUpChat!.chatId, voice(1)));
    await eventually(() => answers().length >= 1 && written() >= 1, () => `the warm-up message's answer and event (it got ${answers().length} answers and ${written()} events; the worker's log: ${options.logPath})`, {
      timeoutMs: 60_000,
      intervalMs: 20,
      signal,
    });
    const warmUpEvents = new Set(google.store.eventsOf(ACCOUNT, ACCOUNT).keys());
    const before = { rateLimited: telegram.rateLimited(), transcriptions: openai.transcriptions.length, extractions: openai.extractions.length };

    // Files and updates made before the clock starts: only queueing them is timed.
    const updates = Array.from({ length: settings.updates }, (_, i) => voiceUpdate(FIRST_UPDATE + i, chats[i % settings.chats]!.chatId, voice(2 + i)));
    const cpuBefore = cpuSeconds(worker.pid);
    const waitBefore = { worker: runQueueWaitSeconds(worker.pid), bench: runQueueWaitSeconds(process.pid) };
    const startPerf = perfNow();
    const startWall = Date.now();
    // All at once, as a burst of webhooks would: ioredis pipelines them in order on one connection.
    await Promise.all(updates.map(enqueue));
    const enqueueMs = perfNow() - startPerf;

    const perChat = Math.ceil(settings.updates / settings.chats);
    const sendingBoundMs = 1000 * Math.max(settings.updates / PER_BOT_PER_SECOND, (perChat - 1) * PER_CHAT_SECONDS);
    const upstreamMs = settings.transcriptionMs + settings.extractionMs + CALENDAR_CALLS * settings.calendarMs;
    const boundMs = sendingBoundMs + upstreamMs;
    const total = 1 + settings.updates;
    // Far past the floors, so a regression is reported with its figure rather than as a timeout.
    const deadline = Date.now() + 10 * boundMs;
    let allAnsweredAt: number | null = null;
    while (answers().length < total || written() < total) {
      signal.throwIfAborted();
      if (Date.now() > deadline) throw new Error(`after ${Math.round((Date.now() - startWall) / 1000)} s the fake Bot API got ${answers().length - 1} of ${settings.updates} answers and the fake Google Calendar ${written() - 1} of ${settings.updates} events (the worker's log: ${options.logPath})`);
      // Every update answered but some events missing: they were not written (the checks below say why).
      if (answers().length >= total) allAnsweredAt ??= Date.now();
      if (allAnsweredAt !== null && Date.now() - allAnsweredAt > 10_000) break;
      await sleep(100);
    }
    const workerCpuMsPerUpdate = ((cpuSeconds(worker.pid) - cpuBefore) * 1000) / settings.updates;
    const workerWaitMs = (runQueueWaitSeconds(worker.pid) - waitBefore.worker) * 1000;
    const benchWaitMs = (runQueueWaitSeconds(process.pid) - waitBefore.bench) * 1000;
    // A repeated answer or write would land after the last one: give it a moment to show.
    await sleep(1000);

    const sent = answers().slice(1);
    const events = [...google.store.eventsOf(ACCOUNT, ACCOUNT).values()].filter((e) => !warmUpEvents.has(e.event.id));
    const rows = await CalendarEvent.query().where('bot', 'calendar').whereIn('update_id', updates.map((u) => u.update_id));
    checkEveryUpdate(settings, updates, rows, events.map((e) => e.event.id), sent);

    const answersWallMs = Math.max(...sent.map((m) => m.at)) - startPerf;
    const eventsWallMs = Math.max(...events.map((e) => Date.parse(e.event.created ?? ''))) - startWall;
    return {
      ...settings,
      eventsWallMs,
      answersWallMs,
      firstAnswerMs: Math.min(...sent.map((m) => m.at)) - startPerf,
      enqueueMs,
      sendingBoundMs,
      upstreamMs,
      boundMs,
      eventsRatio: eventsWallMs / boundMs,
      answersRatio: answersWallMs / boundMs,
      rateLimited: telegram.rateLimited() - before.rateLimited,
      transcriptions: openai.transcriptions.length - before.transcriptions,
      extractions: openai.extractions.length - before.extractions,
      workerCpuMsPerUpdate,
      workerWaitMs,
      benchWaitMs,
    };
  } finally {
    await jobs.close();
    redis.disconnect();
  }
}

/**
 * Exactly one created event per update, written to Google once, and exactly one '✅ Added'
 * answer per update, in the update's own chat, linking to that update's event.
 */
function checkEveryUpdate(
  settings: CalendarBotSettings,
  updates: Array<ReturnType<typeof voiceUpdate>>,
  rows: CalendarEvent[],
  googleIds: string[],
  sent: Array<{ chatId: number; text: string }>,
): void {
  const notCreated = rows.filter((r) => r.status !== 'created' || r.position !== 0 || !r.googleEventId);
  if (rows.length !== settings.updates || notCreated.length > 0) {
    const first = notCreated[0];
    const detail = first ? `; the first not created: status ${first.status}, waiting for ${first.waitingFor ?? 'nothing'}, ${first.failureReason ?? 'no failure reason'}` : '';
    throw new Error(`${settings.updates} voice messages left ${rows.length} calendar_events rows, ${notCreated.length} of them not a created event${detail}`);
  }
  const byGoogleId = new Map(rows.map((r) => [googleEventId(r.id), r]));
  if (googleIds.length !== settings.updates || googleIds.some((id) => !byGoogleId.has(id))) {
    throw new Error(`the fake Google Calendar holds ${googleIds.length} new events for ${settings.updates} updates, ${googleIds.filter((id) => !byGoogleId.has(id)).length} of them not one of the updates' events`);
  }
  const answered = new Set<string>();
  for (const m of sent) {
    if (!m.text.startsWith('✅ Added')) throw new Error(`chat ${m.chatId} was answered something else than an added event: ${m.text.slice(0, 200)}`);
    const id = linkedEventId(m.text);
    const row = id === undefined ? undefined : byGoogleId.get(id);
    if (!id || !row) throw new Error(`an answer in chat ${m.chatId} links to no event of the run: ${m.text.slice(0, 200)}`);
    if (row.chatId !== m.chatId) throw new Error(`the event of chat ${row.chatId} was announced in chat ${m.chatId}`);
    if (answered.has(id)) throw new Error(`chat ${m.chatId} was told twice about the event of update ${row.updateId}`);
    answered.add(id);
  }
  if (answered.size !== updates.length) throw new Error(`${updates.length} updates got ${answered.size} answers`);
}
