import { randomUUID } from 'node:crypto';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { startSandboxTelegramUser, type RunningSandboxTelegramUser } from '../../../sandbox/telegram-user/start.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { testWorkerDeps } from '../worker-deps.ts';

export interface DigestStack {
  /** The fakes of the upstreams, each on a port of its own. */
  account: RunningSandboxTelegramUser;
  telegram: RunningSandboxTelegram;
  openai: RunningSandboxOpenAI;
  bot: BotSettings;
  /** The web app's environment: a temporal-worker started with it runs the digests' workflows. */
  env: Record<string, string>;
  taskQueue: string;
  app: TestApp;
  /** The digest bot's sending runtime, as the BullMQ workers send with it. */
  runtime: TelegramRuntime;
  close(): Promise<void>;
}

/**
 * What a digest test runs against: the user's Telegram account, the Bot API and OpenAI as fakes,
 * the web app configured for them on a task queue and queue prefix of its own, and the BullMQ
 * workers that send through the digest bot. The temporal-worker is the test's to start.
 */
export async function startDigestStack(name: string, options: { openaiDelayMs?: number } = {}): Promise<DigestStack> {
  const prefix = `${process.env.QUEUE_PREFIX!}-${name}`;
  const taskQueue = `${name}-${randomUUID()}`;
  const bot: BotSettings = { bot: 'digest', token: `71990000${String(Math.floor(Math.random() * 90) + 10)}:TEST-digest-token-0123456789abcdef`, username: `${name.replace(/-/g, '_')}_bot`, webhookSecret: `digest-secret-${randomUUID()}` };
  const account = await startSandboxTelegramUser();
  const telegram = await startSandboxTelegram({ bots: { digest: bot } });
  const openai = await startSandboxOpenAI({ delayMs: options.openaiDelayMs ?? 0 });
  const env = {
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
  const app = await startTestApp(env);
  const redis = createWorkerRedis(process.env.REDIS_URL!);
  const jobs: JobProducer = createJobProducer(redis, prefix);
  const runtime = createTelegramRuntime({ bots: { digest: bot }, apiRoot: telegram.apiRoot }, redis, prefix, jobs);
  const temporal: TemporalHandle = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  const workers: Worker[] = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram: runtime, jobs, redis }), log: pino({ level: 'silent' }) });
  return {
    account,
    telegram,
    openai,
    bot,
    env,
    taskQueue,
    app,
    runtime,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      for (const q of jobs.queues()) await q.obliterate({ force: true });
      await jobs.close();
      await temporal.close();
      await app.close();
      await Promise.all([telegram.close(), openai.close(), account.close()]);
      redis.disconnect();
    },
  };
}
