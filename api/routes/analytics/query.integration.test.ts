import { randomBytes } from 'node:crypto';
import { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, queryEventSchema, type QueryEvent } from '../../../contracts/analytics.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { storeAnalyticsKeys } from '../../../core/domain/analytics/keys.ts';
import { redisCancellation } from '../../../core/domain/analytics/question/cancellation.ts';
import { questionJobDepsFromConfig } from '../../../core/domain/analytics/question/deps.ts';
import { analyticsQuery } from '../../../core/queues/jobs/analytics-query.ts';
import { AnalyticsQuery } from '../../../db/index.ts';
import { startSandboxAmplitude, type RunningSandboxAmplitude } from '../../../sandbox/amplitude/start.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from '../../../sandbox/revenuecat/start.ts';
import type { WorkerDeps } from '../../../workers/job-handler.ts';
import { handle } from '../../../workers/processors/analytics-query.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { withoutRequestId } from '../../../core/request-id.ts';

/**
 * POST /api/analytics/query through the real web process and an analytics worker, against the
 * sandbox's fakes of RevenueCat, Amplitude and OpenAI over HTTP, on a queue prefix of this file's own.
 */
let app: TestApp;
let worker: Worker;
let revenuecat: RunningSandboxRevenueCat;
let amplitude: RunningSandboxAmplitude;
let openai: RunningSandboxOpenAI;
const prefix = `${process.env.QUEUE_PREFIX!}-query-${randomBytes(3).toString('hex')}`;
const redis = createWorkerRedis(process.env.REDIS_URL!);
const cancellation = redisCancellation(redis, prefix);
/** Users whose upstream reads the worker slows down (the client-goes-away test). */
const slow = new Set<string>();

beforeAll(async () => {
  [revenuecat, amplitude, openai] = await Promise.all([startSandboxRevenueCat(), startSandboxAmplitude(), startSandboxOpenAI()]);
  app = await startTestApp({ QUEUE_PREFIX: prefix, REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openai.url });
  const questions = questionJobDepsFromConfig(app.deps.config, { redis, log: pino({ level: 'silent' }), secrets: app.deps.secrets });
  const readers = questions.readers;
  questions.readers = (userId, keys) => {
    const real = readers(userId, keys);
    if (!slow.has(userId) || !real.revenuecat) return real;
    const series = real.revenuecat.series.bind(real.revenuecat);
    return { ...real, revenuecat: { ...real.revenuecat, series: async (...args) => (await new Promise((r) => setTimeout(r, 1500)), series(...args)) } };
  };
  // Only what this job uses of the worker's deps.
  const deps = { analyticsQuestions: questions, telegram: app.deps.telegram } as unknown as WorkerDeps;
  worker = new Worker(analyticsQuery.queue, (job) => handle(analyticsQuery.schema.parse(withoutRequestId(job.data)), deps, job), { connection: redis, prefix, concurrency: 4 });
});
afterAll(async () => {
  await worker.close();
  await app.close();
  redis.disconnect();
  await Promise.all([revenuecat.close(), amplitude.close(), openai.close()]);
});

async function analyst(): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await storeAnalyticsKeys(app.deps.secrets, user.userId, { revenuecat: 'sk_sandbox_key', amplitude: { apiKey: 'amp_key', secretKey: 'amp_secret' } });
  return user;
}

/** The question's stream, line by line as it comes; `stopAfter` lines, then the client goes away. */
async function ask(user: Subscriber, body: unknown, stopAfter = Infinity) {
  const controller = new AbortController();
  const res = await fetch(`${app.baseUrl}/api/analytics/query`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: controller.signal });
  const events: QueryEvent[] = [];
  const lines: string[] = [];
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return { res, events, lines, json: (await res.json()) as { error: string; message: string } };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        lines.push(line);
        events.push(queryEventSchema.parse(JSON.parse(line.replace(/^data: /, ''))));
        if (events.length >= stopAfter) {
          controller.abort();
          return { res, events, lines, json: null };
        }
      }
    }
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  }
  return { res, events, lines, json: null };
}

describe('POST /api/analytics/query', () => {
  it('streams the progress the job reports as data: lines, then the complete answer with its facts and sources', async () => {
    const user = await analyst();
    const { res, events, lines } = await ask(user, { query: 'why did revenue drop last week?', priority: 'medium' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(lines.every((line) => line.startsWith('data: {'))).toBe(true);
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress[0]).toEqual({ type: 'progress', progress: 5, message: 'Reading your question' });
    expect(progress.map((e) => e.message)).toContain('Reading “purchase_completed” by platform from Amplitude (2 of 2)');
    expect(progress.map((e) => e.progress)).toEqual([...progress.map((e) => e.progress)].sort((a, b) => a - b));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'complete', success: true, response: { language: 'en', noData: false } });
    const response = (last as Extract<QueryEvent, { type: 'complete' }>).response!;
    expect(response.answer).toMatch(/^Revenue was \$[\d,.]+ \(−\d+(\.\d)?% against \$[\d,.]+\)\. The segment that changed most: Android/);
    expect(response.sources.map((s) => s.request)).toEqual([expect.stringMatching(/^GET http.+\/v2\/projects\/.+\/charts\/revenue\?/), expect.stringMatching(/^GET http.+\/api\/2\/events\/segmentation\?/)]);
    const row = await AnalyticsQuery.query().where({ user_id: user.userId }).first();
    expect(row).toMatchObject({ status: 'completed', channel: 'console', language: 'en', question: 'why did revenue drop last week?' });
  });

  it('takes the language asked for, and detects it when none is given', async () => {
    const user = await analyst();
    const { events } = await ask(user, { query: 'почему упала выручка на прошлой неделе?' });
    expect(events[0]).toEqual({ type: 'progress', progress: 5, message: 'Читаю вопрос' });
    expect(events.at(-1)).toMatchObject({ type: 'complete', success: true, response: { language: 'ru', answer: expect.stringMatching(/^Выручка: /) } });
  });

  it("refuses a blank question and a user without keys with the spec's messages, before streaming", async () => {
    const user = await newSubscriber(app);
    const blank = await ask(user, { query: '   ' });
    expect(blank.res.status).toBe(400);
    expect(blank.json).toEqual({ error: 'validation_error', message: ANALYTICS_MESSAGES.blankQuestion });
    const noKeys = await ask(user, { query: 'why did revenue drop last week?' });
    expect(noKeys.res.status).toBe(400);
    expect(noKeys.json).toEqual({ error: 'bad_request', message: ANALYTICS_MESSAGES.atLeastOne });
    expect(await AnalyticsQuery.query().where({ user_id: user.userId }).resultSize()).toBe(0);
    const unknown = await ask(user, { query: 'why?', mode: 'fast' });
    expect(unknown.res.status).toBe(400);
  });

  it('stops the work when the client goes away: the job is told and the question ends cancelled', async () => {
    const user = await analyst();
    slow.add(user.userId);
    const { events } = await ask(user, { query: 'why did revenue drop last week?' }, 4);
    expect(events.map((e) => e.type)).toEqual(['progress', 'progress', 'progress', 'progress']);
    const row = await eventually(async () => AnalyticsQuery.query().where({ user_id: user.userId }).first(), 'the question');
    await eventually(async () => cancellation.isCancelled(row.id), 'the cancel mark');
    const ended = await eventually(async () => {
      const now = await AnalyticsQuery.query().findById(row.id);
      return now?.status !== 'running' && now;
    }, 'the question to stop');
    expect(ended).toMatchObject({ status: 'cancelled', response: null });
  });

  it('answers 503 before streaming when Redis is down', async () => {
    const down = await startTestApp({ QUEUE_PREFIX: prefix, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const user = await newSubscriber(down);
      await storeAnalyticsKeys(down.deps.secrets, user.userId, { revenuecat: 'sk_sandbox_key' });
      const res = await fetch(`${down.baseUrl}/api/analytics/query`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'revenue last week?' }) });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'service_unavailable' });
      expect(await AnalyticsQuery.query().where({ user_id: user.userId }).resultSize()).toBe(0);
    } finally {
      await down.close();
    }
  });
});
