import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { digestPaths } from '../../../contracts/digest.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { DigestRun, TelegramLink } from '../../../db/index.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { startSandboxTelegramUser, type RunningSandboxTelegramUser } from '../../../sandbox/telegram-user/start.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { startProcess, waitFor } from '../processes.ts';
import { testWorkerDeps } from '../worker-deps.ts';

/**
 * A digest run whose temporal-worker is killed (SIGKILL) while the model is summarising, then
 * started again: the digest is sent once and stored once.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-digest-crash`;
const taskQueue = `digest-crash-${randomUUID()}`;
const bot: BotSettings = { bot: 'digest', token: '7199000003:TEST-digest-token-0123456789abcdef', username: 'crash_digest_bot', webhookSecret: `digest-secret-${randomUUID()}` };
const started: ChildProcess[] = [];
let account: RunningSandboxTelegramUser;
let telegram: RunningSandboxTelegram;
let openai: RunningSandboxOpenAI;
let app: TestApp;
let jobs: JobProducer;
let workers: Worker[];
let temporal: TemporalHandle;
const redis = createWorkerRedis(process.env.REDIS_URL!);
let env: Record<string, string>;

beforeAll(async () => {
  account = await startSandboxTelegramUser();
  telegram = await startSandboxTelegram({ bots: { digest: bot } });
  // Slow enough that the kill lands while a summary is being asked for.
  openai = await startSandboxOpenAI({ delayMs: 1500 });
  env = {
    QUEUE_PREFIX: prefix,
    TEMPORAL_TASK_QUEUE: taskQueue,
    SANDBOX: '0',
    DIGEST_TELEGRAM_FAKE_URL: account.baseUrl,
    TELEGRAM_API_URL: telegram.apiRoot,
    TELEGRAM_DIGEST_BOT_TOKEN: bot.token,
    TELEGRAM_DIGEST_BOT_USERNAME: bot.username,
    TELEGRAM_DIGEST_BOT_WEBHOOK_SECRET: bot.webhookSecret,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: openai.url,
    OPENAI_REQUESTS_PER_SECOND: '1000',
  };
  app = await startTestApp(env);
  jobs = createJobProducer(redis, prefix);
  const runtime = createTelegramRuntime({ bots: { digest: bot }, apiRoot: telegram.apiRoot }, redis, prefix, jobs);
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram: runtime, jobs, redis }), log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  started.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  await Promise.all((workers ?? []).map((w) => w.close()));
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await temporal.close();
  await app.close();
  await Promise.all([telegram.close(), openai.close(), account.close()]);
  redis.disconnect();
});

const worker = () => startProcess('workflows/worker.ts', env, started);

describe('a digest run interrupted by a killed temporal-worker', () => {
  it('is sent once and stored once after a restart', { timeout: 180_000 }, async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const chatId = 7_600_000_000 + Math.floor(Math.random() * 1_000_000);
    await TelegramLink.query().insert({ userId: user.userId, bot: 'digest', chatId, telegramUserId: chatId, username: 'crash', firstName: 'Crash', languageCode: 'en', linkedAt: new Date() });
    const phone = `+7998${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}0000`;
    await user.call('POST', `/api${digestPaths.credentials}`, { apiId: 7654321, apiHash: 'fedcba9876543210fedcba9876543210' });
    await user.call('POST', `/api${digestPaths.authStart}`, { phoneNumber: phone });
    expect((await user.call('POST', `/api${digestPaths.authComplete}`, { code: account.codeFor(phone) })).body).toMatchObject({ success: true });
    const channels = (await user.call('GET', `/api${digestPaths.available}`)).body.channels as { id: string; title: string }[];
    const id = (await user.call('POST', `/api${digestPaths.preferences}`, { name: 'Crash digest', prompt: 'qqqq', frequency: 'DAILY', hour: 5, minute: 0, timezone: 'Europe/Berlin' })).body.preference.id as string;
    for (const title of ['Tech Brief', 'World News Daily', 'Markets & Money']) await user.call('POST', `/api${digestPaths.addChannel(id)}`, { channelId: channels.find((c) => c.title === title)!.id });

    const first = worker();
    await waitFor(() => first.output().includes('temporal worker started'), 'the first worker', 60_000);
    const test = user.call('POST', `/api${digestPaths.test(id)}`);
    // Killed once the sources are read and the model is being asked.
    await waitFor(async () => {
      const run = await DigestRun.query().findOne({ digest_id: id });
      return Boolean(run?.sources) && run!.content === null;
    }, 'the run to be composing', 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = worker();

    const { status, body } = await test;
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 'sent' });
    await waitFor(() => telegram.chat('digest', chatId).filter((m) => m.from === 'bot').length >= body.messageCount, 'the digest in the chat', 30_000);
    await new Promise((r) => setTimeout(r, 2500));
    const messages = telegram.chat('digest', chatId).filter((m) => m.from === 'bot');
    expect(messages).toHaveLength(body.messageCount);
    expect(messages[0]!.raw).toContain('<b>Crash digest</b>');
    const runs = await DigestRun.query().where('digest_id', id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'sent', messageCount: body.messageCount });
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
