import { randomInt, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import type { MonitoringRun } from '../../../contracts/analytics.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { config } from '../../../core/config.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { AnalyticsInsight, TelegramLink } from '../../../db/index.ts';
import { startSandboxAmplitude, type RunningSandboxAmplitude } from '../../../sandbox/amplitude/start.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from '../../../sandbox/revenuecat/start.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady } from '../kit/processes.ts';
import { eventually } from '../kit/eventually.ts';
import { sendsTo } from '../kit/queues.ts';

/**
 * A monitoring run whose temporal-worker is killed (SIGKILL) once its insights are written and
 * the model is still wording them: after a restart the run completes with each insight written
 * once and each alert queued once (the outbox's job id is the insight's key).
 */
const taskQueue = `analytics-crash-${randomUUID()}`;
const processes = processGroup();
let revenuecat: RunningSandboxRevenueCat;
let amplitude: RunningSandboxAmplitude;
let openai: RunningSandboxOpenAI;
let app: TestApp;
let redis: Redis;
let sends: Queue;

beforeAll(async () => {
  // The model answers slowly, so the kill lands while the run's insights are being worded.
  [revenuecat, amplitude, openai] = await Promise.all([startSandboxRevenueCat(), startSandboxAmplitude(), startSandboxOpenAI({ delayMs: 1500 })]);
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: taskQueue, REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url });
  redis = createWorkerRedis(config().REDIS_URL);
  sends = new Queue(telegramSend.queue, { connection: redis, prefix: config().QUEUE_PREFIX });
});
afterAll(async () => {
  await processes.killAll();
  await sends?.close();
  redis?.disconnect();
  await app?.close();
  await Promise.all([revenuecat?.close(), amplitude?.close(), openai?.close()]);
});

const worker = () =>
  processes.product('temporal-worker', { TEMPORAL_TASK_QUEUE: taskQueue, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, OPENAI_REQUESTS_PER_SECOND: '1000', REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url });

describe('a monitoring run interrupted by a killed temporal-worker', () => {
  it('completes after a restart with each insight written once and each alert queued once', { timeout: 240_000 }, async () => {
    const first = worker();
    await untilReady(first, 'temporal-worker', 60_000);
    // The bundle carries the workflow interceptors: a start-up log holds nothing a newcomer must wonder about.
    expect(first.output()).not.toContain('Ignoring WorkerOptions');
    const user = await newSubscriber(app);
    const chatId = 7_900_000_000 + randomInt(100_000) * 100;
    await TelegramLink.query().insert({ userId: user.userId, bot: 'analytics', chatId, telegramUserId: chatId, firstName: 'Ana', username: null, languageCode: 'en' });
    await user.call('POST', '/api/analytics/credentials', { revenuecatApiKey: 'sk_demo_crash', amplitudeApiKey: 'amp_api', amplitudeSecretKey: 'amp_secret' });
    const { run } = (await user.call('POST', '/api/analytics/anomalies', {})).body as { run: MonitoringRun };

    const written = () => AnalyticsInsight.query().where('run_id', run.id).resultSize();
    await eventually(async () => (await written()) > 0, 'the insights written', { timeoutMs: 90_000 });
    first.child.kill('SIGKILL');
    await first.exited;
    const insightsAtKill = await written();
    const second = worker();

    let finished: MonitoringRun | undefined;
    await eventually(
      async () => {
        finished = (await user.call('GET', `/api/analytics/runs/${run.id}`)).body.run as MonitoringRun;
        return finished.status !== 'running';
      },
      'the run to complete',
      { timeoutMs: 180_000 },
    );
    expect(finished).toMatchObject({ status: 'completed' });
    const insights = await AnalyticsInsight.query().where('user_id', user.userId);
    // The kill may land between two insights' writes: the restarted run writes the rest, and
    // none a second time (the keys below are unique).
    expect(insights.length).toBeGreaterThanOrEqual(insightsAtKill);
    expect(new Set(insights.map((i) => i.insightKey)).size).toBe(insights.length);
    expect(insights.every((i) => (i.details as { explained?: boolean }).explained === true)).toBe(true);
    const alerted = insights.filter((i) => i.alertState === 'sent');
    expect(alerted.length).toBeGreaterThan(0);
    const jobs = await sendsTo(sends, chatId);
    expect(jobs.map((data) => data.key).sort()).toEqual(alerted.map((i) => `analytics-alert-${i.id}`).sort());

    second.child.kill('SIGTERM');
    await second.exited;
  });
});
