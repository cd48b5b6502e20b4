import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { telegramUpdate } from '../core/queues/jobs/telegram-update.ts';
import { jobCount } from '../scripts/test/kit/queues.ts';
import { fixedRate, type FixedRateResult } from './fixed-rate.ts';

/** The bench's calendar bot: the web process checks this secret on every update. */
export const BENCH_BOT = {
  TELEGRAM_CALENDAR_BOT_TOKEN: '700000001:BENCHcalendar-token-0123456789abcdef',
  TELEGRAM_CALENDAR_BOT_USERNAME: 'bench_calendar_bot',
  TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef0123',
} as const;

export interface WebhookResult extends FixedRateResult {
  /** Updates posted, each with its own update_id. */
  sent: number;
  /** Jobs in the queue afterwards: one per update when nothing was lost or doubled. */
  enqueued: number;
}

/** A text message as Telegram posts it, from one of 200 chats. */
const update = (updateId: number) =>
  JSON.stringify({
    update_id: updateId,
    message: {
      message_id: updateId,
      date: 1_764_000_000,
      chat: { id: 10_000 + (updateId % 200), type: 'private', first_name: 'Bench' },
      from: { id: 10_000 + (updateId % 200), is_bot: false, first_name: 'Bench', language_code: 'en' },
      text: 'Lunch with Anna tomorrow at 13:00 at the usual place',
    },
  });

/**
 * POST /api/telegram/calendar/webhook at a fixed rate (the open loop of fixed-rate.ts): the
 * latency from when each update was due to the 200 that says it is in Redis, then the jobs
 * counted (no worker takes them during the bench).
 */
export async function measureWebhook(
  webUrl: string,
  options: { rate: number; seconds: number; maxSockets: number; redisUrl: string; queuePrefix: string; firstUpdateId: number; signal: AbortSignal },
): Promise<WebhookResult> {
  const result = await fixedRate(`${webUrl}/api/telegram/calendar/webhook`, {
    rate: options.rate,
    seconds: options.seconds,
    maxSockets: options.maxSockets,
    signal: options.signal,
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': BENCH_BOT.TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET },
    body: (i) => update(options.firstUpdateId + i),
  });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(telegramUpdate.queue, { connection: redis, prefix: options.queuePrefix });
  try {
    return { ...result, sent: Math.round(options.rate * options.seconds), enqueued: await jobCount(queue) };
  } finally {
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
  }
}
