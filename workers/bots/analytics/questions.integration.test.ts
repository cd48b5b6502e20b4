import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import type { Update } from 'telegraf/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAI } from '../../../core/clients/openai.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { config } from '../../../core/config.ts';
import { createSecretBox, parseKeyring } from '../../../core/crypto.ts';
import { storeAnalyticsKeys } from '../../../core/domain/analytics/keys.ts';
import { calendarDepsFromConfig } from '../../../core/domain/calendar/deps.ts';
import { createUsageLimits } from '../../../core/limits/usage-limits.ts';
import { analyticsQuery } from '../../../core/queues/jobs/analytics-query.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { AnalyticsQuery, connectDatabase, TelegramLink, User, type Knex } from '../../../db/index.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { sendsTo, textOf } from '../../../scripts/test/kit/queues.ts';
import { buildBot, type RunningBot } from '../build-bot.ts';
import type { BotTools } from '../shared/context.ts';
import { queryIdOfUpdate } from './questions.ts';

/**
 * The analytics bot's questions: a linked chat's text or voice becomes a question row (channel
 * 'bot', the chat's id) and an analytics-query job, and the chat hears at once that it is being
 * looked into. The Bot API and OpenAI are the sandbox's fakes over HTTP; the queues are this file's own.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-analytics-bot-${randomUUID().slice(0, 6)}`;
const settings: BotSettings = { bot: 'analytics', token: '7100000009:TEST-analytics-token-0123456789abcdef', username: 'test_analytics_bot', webhookSecret: 'secret' };
const redis = createWorkerRedis(process.env.REDIS_URL!);
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
let knex: Knex;
let telegram: RunningSandboxTelegram;
let openai: RunningSandboxOpenAI;
let jobs: JobProducer;
let runtime: TelegramRuntime;
let bot: RunningBot;
let nextChat = 7_400_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Date.now() / 10);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  [telegram, openai] = await Promise.all([startSandboxTelegram({ bots: { analytics: settings } }), startSandboxOpenAI()]);
  jobs = createJobProducer(redis, prefix);
  runtime = createTelegramRuntime({ bots: { analytics: settings }, apiRoot: telegram.apiRoot }, redis, prefix, jobs);
  const log = pino({ level: 'silent' });
  const speech = { ...calendarDepsFromConfig(config(), { secrets: box, redis, log }), openai: createOpenAI({ apiKey: 'sandbox', baseURL: openai.url, maxRetries: 0 }), limiter: null };
  // The analytics bot reads only its own tools.
  const tools = { analyticsQuestions: { jobs, speech }, limits: createUsageLimits({ redis, prefix }) } as unknown as BotTools;
  bot = buildBot('analytics', runtime, log, tools)!;
});
afterAll(async () => {
  for (const queue of jobs.queues()) await queue.obliterate({ force: true });
  await jobs.close();
  await Promise.all([telegram.close(), openai.close()]);
  redis.disconnect();
  await knex.destroy();
});

async function linkedChat(options: { keys?: boolean } = {}) {
  const chatId = ++nextChat;
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Bot analyst', role: 'user' });
  await TelegramLink.query().insert({ userId: user.id, bot: 'analytics', chatId, telegramUserId: chatId, firstName: 'Ana', username: null, languageCode: 'en' });
  if (options.keys !== false) await storeAnalyticsKeys(box, user.id, { revenuecat: 'sk_bot' });
  return { userId: user.id, chatId };
}

const update = (chatId: number, fields: Record<string, unknown>) =>
  ({ update_id: ++nextUpdate, message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Ana' }, from: { id: chatId, is_bot: false, first_name: 'Ana', language_code: 'en' }, ...fields } }) as unknown as Update;

/** The text of each message the bot queued to the chat (the sending queue's jobs), in order. */
async function queued(chatId: number): Promise<string[]> {
  return (await sendsTo(jobs.queues().find((q) => q.name === telegramSend.queue)!, chatId)).map(textOf);
}

async function analyticsJob(id: string) {
  const queue = new Queue(analyticsQuery.queue, { connection: redis, prefix });
  try {
    return await queue.getJob(id);
  } finally {
    await queue.close();
  }
}

describe("the analytics bot's questions", () => {
  it('records a text question once with its chat, queues its job and says it is looking into it', async () => {
    const { userId, chatId } = await linkedChat();
    const asked = update(chatId, { text: 'why did revenue drop last week?' });
    await bot.handle(asked);
    await bot.handle(asked);
    const rows = await AnalyticsQuery.query().where({ user_id: userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: queryIdOfUpdate(asked.update_id), channel: 'bot', chatId, language: 'en', status: 'running', question: 'why did revenue drop last week?' });
    expect((await analyticsJob(rows[0]!.id))?.data).toEqual({ queryId: rows[0]!.id });
    expect(await queued(chatId)).toEqual(['Looking into it…']);
  });

  it("transcribes a voice question as the calendar bot does, the question's language detected from its words", async () => {
    const { userId, chatId } = await linkedChat();
    const audio = Buffer.concat([Buffer.from('OggS\u0000\u0002'), Buffer.from('SANDBOX-TRANSCRIPT:почему упала выручка на прошлой неделе?')]);
    const file = telegram.putFile('voice', 'voice.oga', 'audio/ogg', audio);
    await bot.handle(update(chatId, { voice: { file_id: file.fileId, file_unique_id: file.uniqueId, duration: 3, mime_type: 'audio/ogg', file_size: file.size } }));
    const row = await AnalyticsQuery.query().findOne({ user_id: userId });
    expect(row).toMatchObject({ question: 'почему упала выручка на прошлой неделе?', language: 'ru', channel: 'bot' });
    expect(openai.transcriptions).toHaveLength(1);
  });

  it('asks for keys first, and leaves commands and unlinked chats to the other handlers', async () => {
    const { userId, chatId } = await linkedChat({ keys: false });
    await bot.handle(update(chatId, { text: 'revenue last week?' }));
    expect(await queued(chatId)).toEqual(['Connect RevenueCat or Amplitude in the console (Analytics settings) first, then ask me again.']);
    const stranger = ++nextChat;
    await bot.handle(update(stranger, { text: 'revenue last week?' }));
    expect((await queued(stranger))[0]).toContain('Link this chat to your account first.');
    expect(await AnalyticsQuery.query().where({ user_id: userId }).resultSize()).toBe(0);
  });
});
