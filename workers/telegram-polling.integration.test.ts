import { Queue } from 'bullmq';
import { pino } from 'pino';
import { Telegram } from 'telegraf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotSettings } from '../core/clients/telegram/bots.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { telegramUpdate } from '../core/queues/jobs/telegram-update.ts';
import { createJobProducer, type JobProducer } from '../core/queues/producer.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../sandbox/telegram/start.ts';
import { POLL_LEASE_MS, startPolling } from './telegram-polling.ts';
import { redisLease } from '../core/clients/redis-lease.ts';
import type { TelegramBot } from '../contracts/telegram.ts';

// A prefix of its own: no worker takes these jobs while the test reads them.
const prefix = `${process.env.QUEUE_PREFIX!}-tg-polling`;
const digest: BotSettings = { bot: 'digest', token: '7200000002:POLL-digest-token-0123456789abcdef', username: 'poll_digest_bot', webhookSecret: 'poll-secret' };
const redis = createWorkerRedis(process.env.REDIS_URL!);
const queue = new Queue(telegramUpdate.queue, { connection: redis, prefix });
let fake: RunningSandboxTelegram;
let jobs: JobProducer;

beforeAll(async () => {
  // A webhook is set, as after a production registration: polling must remove it first.
  fake = await startSandboxTelegram({ bots: { digest }, webhookBase: 'http://127.0.0.1:9' });
  jobs = createJobProducer(redis, prefix);
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await jobs.close();
  await fake.close();
  redis.disconnect();
});

describe('development polling (TELEGRAM_DELIVERY=polling)', () => {
  it('deletes the webhook, enqueues what a person sends as the webhook would, and stops at once', async () => {
    const runtime = createTelegramRuntime({ bots: { digest }, apiRoot: fake.apiRoot }, redis, prefix, jobs);
    const poller = startPolling(runtime, jobs, pino({ level: 'silent' }), (bot) => redisLease(redis, `${prefix}:poller-a:${bot}`, POLL_LEASE_MS));
    try {
      await expect.poll(async () => (await new Telegram(digest.token, { apiRoot: fake.apiRoot }).getWebhookInfo()).url).toBe('');
      const sent = await fetch(`${fake.apiRoot}chat/digest/100000002/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'привет' }) });
      expect(sent.status).toBe(201);
      await expect.poll(async () => (await queue.getJobs(['waiting'])).some((j) => j.data.update.message?.text === 'привет'), { timeout: 5000 }).toBe(true);
      const [enqueued] = (await queue.getJobs(['waiting'])).filter((j) => j.data.update.message?.text === 'привет');
      expect(enqueued!.id).toBe(`update:digest:${enqueued!.data.update.update_id}`);
      expect(enqueued!.data).toMatchObject({ bot: 'digest', update: { message: { chat: { id: 100000002 }, from: { language_code: 'ru' } } } });
      // The update's work runs under its own request id, as the webhook's does.
      expect(enqueued!.data._requestId).toBe(`tg:digest:${enqueued!.data.update.update_id}`);
    } finally {
      const started = Date.now();
      await poller.stop();
      // Not the 10 s of a long poll left to run out.
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('polls each bot from one worker process at a time: the lease holder; another takes over when it stops', async () => {
    const runtime = createTelegramRuntime({ bots: { digest }, apiRoot: fake.apiRoot }, redis, prefix, jobs);
    const getUpdates: string[] = [];
    const counting = (name: string) => (bot: TelegramBot) => {
      const lease = redisLease(redis, `${prefix}:poller-b:${bot}`, 2000, name);
      return { hold: async () => { const held = await lease.hold(); if (held) getUpdates.push(name); return held; }, release: () => lease.release() };
    };
    const first = startPolling(runtime, jobs, pino({ level: 'silent' }), counting('first'));
    await expect.poll(() => getUpdates.length, { timeout: 5000 }).toBeGreaterThan(0);
    const second = startPolling(runtime, jobs, pino({ level: 'silent' }), counting('second'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(new Set(getUpdates)).toEqual(new Set([getUpdates[0]]));
      await (getUpdates[0] === 'first' ? first : second).stop();
      // The stopped one released its lease: the other polls within its wait for the lease.
      await expect.poll(() => getUpdates.includes(getUpdates[0] === 'first' ? 'second' : 'first'), { timeout: 15_000 }).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 30_000);
});
