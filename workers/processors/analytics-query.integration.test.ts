import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResponse } from '../../contracts/analytics.ts';
import { createOpenAI } from '../../core/clients/openai.ts';
import { createWorkerRedis } from '../../core/clients/redis.ts';
import { createSecretBox, parseKeyring } from '../../core/crypto.ts';
import { storeAnalyticsKeys } from '../../core/domain/analytics/keys.ts';
import { AnalyticsUpstreamError, type AnalyticsReaders } from '../../core/domain/analytics/metric-source.ts';
import { redisCancellation } from '../../core/domain/analytics/question/cancellation.ts';
import { ModelUnavailable } from '../../core/clients/model-unavailable.ts';
import type { QuestionJobDeps } from '../../core/domain/analytics/question/deps.ts';
import { fakeReaders, plantedDrop } from '../../core/domain/analytics/question/fake-readers.ts';
import type { BotMessage } from '../../core/domain/telegram/outbox.ts';
import { AnalyticsQuery, connectDatabase, User, type Knex } from '../../db/index.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../sandbox/openai/start.ts';
import type { WorkerDeps } from '../job-handler.ts';
import { handle } from './analytics-query.ts';

let knex: Knex;
let openai: RunningSandboxOpenAI;
const redis = createWorkerRedis(process.env.REDIS_URL!);
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
const cancellation = redisCancellation(redis, `${process.env.QUEUE_PREFIX!}-processor`);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  openai = await startSandboxOpenAI();
});
afterAll(async () => {
  await openai.close();
  redis.disconnect();
  await knex.destroy();
});

const calls = () => openai.analyticsQuestions.length;

/** The worker's deps with what this job reads: the question deps, and an outbox that records. */
function depsWith(readers: AnalyticsReaders, overrides: Partial<QuestionJobDeps> = {}) {
  const sent: Array<{ bot: string; chatId: number; key: string; message: BotMessage }> = [];
  const analyticsQuestions: QuestionJobDeps = {
    secrets: box,
    readers: () => readers,
    model: { openai: createOpenAI({ apiKey: 'sandbox', baseURL: openai.url, maxRetries: 0 }), model: 'gpt-4o-mini', limiter: null },
    log: pino({ level: 'silent' }),
    now: () => new Date('2026-11-25T10:00:00Z'),
    cancellation,
    ...overrides,
  };
  // Only the parts this job uses: the rest of the worker's deps play no part here.
  const deps = { analyticsQuestions, telegram: { outbox: { send: (bot: string, chatId: number, key: string, message: BotMessage) => (sent.push({ bot, chatId, key, message }), Promise.resolve()) } } } as unknown as WorkerDeps;
  return { deps, sent };
}

function fakeJob(attempt = 0) {
  const progress: unknown[] = [];
  const job = { attemptsMade: attempt, opts: { attempts: 3 }, updateProgress: (p: unknown) => (progress.push(p), Promise.resolve()) } as unknown as Job;
  return { job, progress };
}

async function question(text: string, channel: 'console' | 'bot' = 'console') {
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Asker', role: 'user' });
  await storeAnalyticsKeys(box, user.id, { revenuecat: 'sk_1', amplitude: { apiKey: 'a', secretKey: 's' } });
  return AnalyticsQuery.query().insert({ userId: user.id, question: text, language: /[а-я]/i.test(text) ? 'ru' : 'en', channel, chatId: channel === 'bot' ? 424242 : null, status: 'running' }).returning('*');
}

describe('the analytics-query job', () => {
  it('answers the question, reports each step, stores the response, and answers it once however often it runs', async () => {
    const row = await question('why did revenue drop last week?');
    const { deps } = depsWith(fakeReaders(plantedDrop('2026-11-16')).readers);
    const { job, progress } = fakeJob();
    const first = calls();
    await handle({ queryId: row.id }, deps, job);
    expect(calls() - first).toBe(2);
    const done = await AnalyticsQuery.query().findById(row.id);
    expect(done).toMatchObject({ status: 'completed', error: null });
    expect(done!.finishedAt).toBeInstanceOf(Date);
    expect((done!.response as QueryResponse).answer).toContain('$5,600.00');
    expect(progress[0]).toEqual({ progress: 5, message: 'Reading your question' });
    expect(progress.at(-1)).toEqual({ progress: 85, message: 'Writing the answer' });

    const before = calls();
    const again = fakeJob();
    await handle({ queryId: row.id }, deps, again.job);
    expect(calls()).toBe(before);
    expect(again.progress).toEqual([]);
    expect((await AnalyticsQuery.query().findById(row.id))!.finishedAt).toEqual(done!.finishedAt);
  });

  it("sends a bot question's answer to its chat under the question's key, again only under that key", async () => {
    const row = await question('почему упала выручка на прошлой неделе?', 'bot');
    const { deps, sent } = depsWith(fakeReaders(plantedDrop('2026-11-16')).readers);
    await handle({ queryId: row.id }, deps, fakeJob().job);
    await handle({ queryId: row.id }, deps, fakeJob().job);
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.key)).toEqual([`query-${row.id}`, `query-${row.id}`]);
    expect(sent[0]).toMatchObject({ bot: 'analytics', chatId: 424242 });
    const text = (sent[0]!.message as { text: string }).text;
    expect(text).toContain('Выручка: 5\u00a0600,00\u00a0$');
    expect(text).toContain('<i>Источники:</i>\n• RevenueCat: revenuecat.revenue, 2026-11-09 – 2026-11-22');
  });

  it('does nothing but mark the row when the asker went away before it started', async () => {
    const row = await question('why did revenue drop last week?');
    await cancellation.cancel(row.id);
    const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'));
    const before = calls();
    await handle({ queryId: row.id }, depsWith(readers).deps, fakeJob().job);
    expect(await AnalyticsQuery.query().findById(row.id)).toMatchObject({ status: 'cancelled', response: null });
    expect(reads).toEqual([]);
    expect(calls()).toBe(before);
  });

  it('stops mid-way when the asker goes away, and leaves the row cancelled', async () => {
    const row = await question('why did revenue drop last week?', 'bot');
    const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'));
    const revenuecat = readers.revenuecat!;
    const series = revenuecat.series.bind(revenuecat);
    revenuecat.series = async (...args) => {
      await cancellation.cancel(row.id);
      // Longer than the job's look at the mark: it aborts while this read is in flight.
      await new Promise((resolve) => setTimeout(resolve, 700));
      return series(...args);
    };
    const { deps, sent } = depsWith(readers);
    const { job, progress } = fakeJob();
    await handle({ queryId: row.id }, deps, job);
    expect(await AnalyticsQuery.query().findById(row.id)).toMatchObject({ status: 'cancelled', response: null });
    expect(reads).toEqual(['revenuecat.revenue 2026-11-09..2026-11-22']);
    expect(progress.map((p) => (p as { progress: number }).progress)).toEqual([5, 10, 15, 20]);
    expect(sent).toEqual([]);
  });

  it("stores a refused key's reason and tells the bot's chat", async () => {
    const row = await question('why did revenue drop last week?', 'bot');
    const { readers } = fakeReaders(plantedDrop('2026-11-16'), { revenuecat: true, amplitude: false });
    readers.revenuecat!.series = () => Promise.reject(new AnalyticsUpstreamError('revenuecat', 'unauthorized', 'The RevenueCat secret key was refused (401).', { status: 401 }));
    const { deps, sent } = depsWith(readers);
    await handle({ queryId: row.id }, deps, fakeJob().job);
    expect(await AnalyticsQuery.query().findById(row.id)).toMatchObject({ status: 'failed', error: 'The RevenueCat secret key was refused (401).' });
    expect((sent[0]!.message as { text: string }).text).toBe('I could not answer this question: The RevenueCat secret key was refused (401).');
  });

  it('lets a busy model be tried again, and says so on the last attempt', async () => {
    const row = await question('why did revenue drop last week?');
    const busy = { openai: null, model: 'x', limiter: { acquire: () => Promise.resolve(false) } };
    const { deps } = depsWith(fakeReaders(plantedDrop('2026-11-16')).readers, { model: { ...busy, openai: createOpenAI({ apiKey: 'k', baseURL: openai.url })! } });
    await expect(handle({ queryId: row.id }, deps, fakeJob(0).job)).rejects.toThrow(ModelUnavailable);
    expect(await AnalyticsQuery.query().findById(row.id)).toMatchObject({ status: 'running' });
    await handle({ queryId: row.id }, deps, fakeJob(2).job);
    expect(await AnalyticsQuery.query().findById(row.id)).toMatchObject({ status: 'failed', error: 'The AI service is busy, try again in a minute' });
  });
});
