import { randomInt, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import { sendsTo } from '../kit/queues.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import type { Insight, MetricChart, MonitoringRun } from '../../../contracts/analytics.ts';
import { openAIFromConfig } from '../../../core/clients/openai.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { config } from '../../../core/config.ts';
import { createSecretBox, parseKeyring } from '../../../core/crypto.ts';
import { analyticsReadersFromConfig } from '../../../core/domain/analytics/deps.ts';
import { recordFeedback } from '../../../core/domain/analytics/feedback.ts';
import type { MonitorDeps } from '../../../core/domain/analytics/monitor/monitor-deps.ts';
import { metricSensitivities } from '../../../core/domain/analytics/monitor/sensitivity.ts';
import { createTelegramOutbox } from '../../../core/domain/telegram/outbox.ts';
import { createSendPacing } from '../../../core/domain/telegram/send-pacing.ts';
import { logger } from '../../../core/logger.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { AnalyticsInsight, AnalyticsRun, TelegramLink } from '../../../db/index.ts';
import { startSandboxAmplitude, type RunningSandboxAmplitude } from '../../../sandbox/amplitude/start.ts';
import { plantedDays } from '../../../sandbox/analytics-data/calendar.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from '../../../sandbox/revenuecat/start.ts';
import { ANALYTICS_SLOT_SCHEDULE_PREFIX } from '../../../workflows/analytics-slot/definitions.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';

/**
 * The anomaly monitoring (issue 16) end to end on the run's Temporal dev server: the API starts
 * a check, a real temporal-worker reads the sandbox's fakes of RevenueCat and Amplitude over
 * HTTP (120 days with a weekly rhythm and a planted revenue drop explained by Android's
 * purchases), judges, words the insights with the fake OpenAI and queues the alerts in the
 * analytics bot's sending queue (read here where the outbox put them; no BullMQ worker runs).
 */
let revenuecat: RunningSandboxRevenueCat;
let amplitude: RunningSandboxAmplitude;
let openai: RunningSandboxOpenAI;
let worker: RunningTemporalWorker;
let app: TestApp;
let redis: Redis;
let jobs: JobProducer;
let sends: Queue;
let nextChat = 7_800_000_000 + randomInt(100_000) * 100;

beforeAll(async () => {
  [revenuecat, amplitude, openai] = await Promise.all([startSandboxRevenueCat(), startSandboxAmplitude(), startSandboxOpenAI()]);
  const cfg = { ...config(), OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url };
  redis = createWorkerRedis(cfg.REDIS_URL);
  jobs = createJobProducer(redis, cfg.QUEUE_PREFIX);
  const log = logger();
  // What workflows/create-activity-deps.ts builds, with the upstreams pointed at the fakes.
  const analyticsMonitor: MonitorDeps = {
    secrets: createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID),
    readers: analyticsReadersFromConfig(cfg, { redis, log }),
    log,
    now: () => new Date(),
    model: { openai: openAIFromConfig(cfg), model: cfg.OPENAI_DIGEST_MODEL, limiter: null },
    outbox: createTelegramOutbox(jobs, createSendPacing(redis, cfg.QUEUE_PREFIX)),
    publicUrl: cfg.PUBLIC_URL,
  };
  worker = await runTemporalWorker({ override: { analyticsMonitor } });
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: worker.taskQueue, REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url });
  sends = new Queue(telegramSend.queue, { connection: redis, prefix: cfg.QUEUE_PREFIX });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await sends?.close();
  await jobs?.close();
  redis?.disconnect();
  await Promise.all([revenuecat?.close(), amplitude?.close(), openai?.close()]);
});

/** A user with keys saved and the analytics bot linked to a chat of their own. */
async function analyst(keys: Record<string, string>, preferences: Record<string, unknown> = {}): Promise<Subscriber & { chatId: number }> {
  const user = await newSubscriber(app);
  const chatId = (nextChat += 1);
  await TelegramLink.query().insert({ userId: user.userId, bot: 'analytics', chatId, telegramUserId: chatId, firstName: 'Ana', username: null, languageCode: 'en' });
  const saved = await user.call('POST', '/api/analytics/credentials', { ...keys, monitoringPreferences: preferences });
  expect(saved.status).toBe(200);
  return { ...user, chatId };
}

async function checkNow(user: Subscriber, key = randomUUID()): Promise<MonitoringRun> {
  const started = await fetch(`${app.baseUrl}/api/analytics/anomalies`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: '{}' });
  expect(started.status).toBe(202);
  const { run } = (await started.json()) as { run: MonitoringRun };
  return eventually(
    async () => {
      const now = (await user.call('GET', `/api/analytics/runs/${run.id}`)).body.run as MonitoringRun;
      return now.status !== 'running' ? now : null;
    },
    'the check to finish',
    { timeoutMs: 90_000 },
  );
}

const insightsOf = async (user: Subscriber) => (await user.call('GET', '/api/analytics/insights?limit=100')).body.insights as Insight[];

describe('anomaly monitoring', () => {
  it('finds the planted revenue drop, names the Amplitude segment that moved with it, and alerts once with 👍/👎', async () => {
    const user = await analyst({ revenuecatApiKey: 'sk_demo_monitor', amplitudeApiKey: 'amp_api', amplitudeSecretKey: 'amp_secret' });
    const run = await checkNow(user);
    expect(run).toMatchObject({ status: 'completed', services: { revenuecat: { state: 'ok' }, amplitude: { state: 'ok' } } });
    const planted = plantedDays(new Date().toISOString().slice(0, 10));

    const insights = await insightsOf(user);
    const drop = insights.find((i) => i.type === 'ANOMALY' && i.metric === 'revenuecat.revenue');
    expect(drop, JSON.stringify(insights.map((i) => [i.type, i.metric, i.date, i.change]))).toBeDefined();
    expect(drop!.date).toBe(planted[0]);
    expect(drop!.change).toBeLessThan(-20);
    expect(['CRITICAL', 'HIGH']).toContain(drop!.severity);
    expect(drop!.description).toMatch(/Android/);
    const advice = insights.find((i) => i.type === 'RECOMMENDATION');
    expect(advice?.title).toMatch(/purchase_completed.*Android/);
    // Quiet when nothing happened: no revenue alarm on any other day (weekends included).
    const revenueAnomalies = insights.filter((i) => i.type === 'ANOMALY' && i.metric === 'revenuecat.revenue');
    expect(revenueAnomalies).toHaveLength(1);

    const row = (await AnalyticsInsight.query().findById(drop!.id))!;
    expect(row.details).toMatchObject({ first: planted[0], last: planted[2], explained: true });
    const alerts = await sendsTo(sends, user.chatId);
    expect(alerts.map((data) => data.key)).toContain(`analytics-alert-${drop!.id}`);
    const alert = alerts.find((data) => data.key === `analytics-alert-${drop!.id}`)!.message;
    expect(alert.method === 'sendMessage' && alert.buttons![0]!.map((b) => b.text)).toEqual(['👍', '👎']);

    const charts = (await user.call('GET', '/api/analytics/metrics')).body.metrics as MetricChart[];
    const revenue = charts.find((c) => c.metric === 'revenuecat.revenue')!;
    expect(revenue.points.filter((p) => p.anomaly).map((p) => p.date)).toEqual(planted);
    expect(revenue.points.find((p) => p.date === planted[0])).toMatchObject({ expected: expect.any(Number), lower: expect.any(Number), upper: expect.any(Number) });
    expect(revenue.judgedThrough! < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(revenue.points.at(-1)!.date).toBe(revenue.judgedThrough);

    // The same check again: nothing new is written and nothing is sent again.
    const again = await checkNow(user);
    expect(again).toMatchObject({ status: 'completed', insightsCreated: 0, alertsSent: 0 });
    expect(await insightsOf(user)).toHaveLength(insights.length);
    expect((await sendsTo(sends, user.chatId)).length).toBe(alerts.length);

    // 👎 on the alert raises that metric's bar for this user.
    await recordFeedback(user.userId, drop!.id, 'down', new Date());
    expect((await metricSensitivities(user.userId, new Date())).get('revenuecat.revenue')).toBe(1.25);
  });

  it('critical-only keeps the insights in the console and sends only critical alerts', async () => {
    const user = await analyst({ revenuecatApiKey: 'sk_demo_critical' }, { criticalOnly: true });
    await checkNow(user);
    const insights = await insightsOf(user);
    const sent = (await sendsTo(sends, user.chatId)).map((data) => data.key.replace('analytics-alert-', ''));
    const critical = insights.filter((i) => i.severity === 'CRITICAL').map((i) => i.id);
    expect(sent.sort()).toEqual(critical.sort());
  });

  it('a refused key: the run records it and the settings say which key failed; the other service is still read', async () => {
    const user = await analyst({ revenuecatApiKey: 'sk_invalid_key', amplitudeApiKey: 'amp_api', amplitudeSecretKey: 'amp_secret' });
    const run = await checkNow(user);
    expect(run.status).toBe('completed');
    expect(run.services.revenuecat).toMatchObject({ state: 'unauthorized', detail: expect.stringMatching(/RevenueCat secret key was refused/) });
    expect(run.services.amplitude).toMatchObject({ state: 'ok' });
    const status = (await user.call('GET', '/api/analytics/credentials')).body;
    expect(status.serviceStatus.revenuecat).toMatchObject({ state: 'unauthorized', detail: expect.stringMatching(/RevenueCat secret key/) });
    expect((await user.call('GET', '/api/analytics/health')).body.status).toBe('degraded');
  });

  it('a 429 from RevenueCat: the check waits as told and finishes', async () => {
    const user = await analyst({ revenuecatApiKey: `sk_ratelimited_${randomUUID().slice(0, 6)}` });
    const run = await checkNow(user);
    expect(run).toMatchObject({ status: 'completed', services: { revenuecat: { state: 'ok' } } });
    expect((await insightsOf(user)).some((i) => i.metric === 'revenuecat.revenue')).toBe(true);
  });

  it('empty data: silent with the reason, no insight and no alert', async () => {
    const user = await analyst({ revenuecatApiKey: 'sk_empty_project' });
    const run = await checkNow(user);
    expect(run.status).toBe('completed');
    expect(run.skipped.length).toBeGreaterThan(0);
    expect(run.skipped.every((s) => /no data|too little history/.test(s.reason))).toBe(true);
    expect(await insightsOf(user)).toEqual([]);
    expect(await sendsTo(sends, user.chatId)).toEqual([]);
  });

  it("the daily check runs on its slot's Schedule at the user's hour and zone", async () => {
    const user = await analyst({ revenuecatApiKey: 'sk_demo_scheduled' }, { notificationHour: 3, notificationTimezone: 'Australia/Sydney' });
    const handle = app.deps.temporal.client.schedule.getHandle(`${ANALYTICS_SLOT_SCHEDULE_PREFIX}0300-Australia/Sydney`);
    const described = await handle.describe();
    expect(described.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 3, end: 3, step: 1 }] });
    expect(described.spec.timezone).toBe('Australia/Sydney');
    await handle.trigger();
    const run = await eventually(async () => AnalyticsRun.query().findOne({ user_id: user.userId, kind: 'scheduled', status: 'completed' }), 'the scheduled run', { timeoutMs: 90_000 });
    expect(run.judgedThrough).not.toBeNull();
    // Monitoring off: the slot loses its Schedule when nobody else is in it.
    await user.call('PATCH', '/api/analytics/monitoring-preferences', { dailyMonitoringEnabled: false });
    await expect(handle.describe()).rejects.toThrow();
  });
});
