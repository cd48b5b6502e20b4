import { Redis } from 'ioredis';
import { createTelegramOutbox } from '../core/domain/telegram/outbox.ts';
import { createSendPacing } from '../core/domain/telegram/send-pacing.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { startSandboxTelegram } from '../sandbox/telegram/start.ts';
import { eventually } from '../scripts/test/kit/eventually.ts';
import type { Cleanup } from './cleanup.ts';
import { startWorker } from './processes.ts';
import { BENCH_BOT } from './telegram-webhook.ts';

export interface SendSettings {
  messages: number;
  chats: number;
}

export interface SendResult extends SendSettings {
  /** From the first message queued to the last one the fake Bot API took. */
  wallMs: number;
  /** What Telegram's limits allow at best: messages / 30 a second per bot, or (per chat − 1) × 1 s. */
  boundMs: number;
  ratio: number;
  /** 429s the fake answered (Telegram's limits, kept by the fake). */
  rateLimited: number;
}

/** Telegram's limits as the fake keeps them (sandbox/telegram): 30 a second per bot, 1 a second per private chat. */
const PER_BOT_PER_SECOND = 30;
const PER_CHAT_SECONDS = 1;

/**
 * N messages to M private chats through the one sending queue, as the bots send them: the
 * bench queues them with the real outbox (pacing planned in Redis), the real worker process
 * sends them with telegraf to the fake Bot API on a port of the bench's own. A warm-up message
 * first, so the worker's start is not timed. Every chat must get its messages once and in order.
 */
export async function measureSending(
  settings: SendSettings,
  options: { env: Record<string, string>; redisUrl: string; queuePrefix: string; logPath: string; cleanup: Cleanup; signal: AbortSignal },
): Promise<SendResult> {
  const bot = { bot: 'calendar' as const, token: BENCH_BOT.TELEGRAM_CALENDAR_BOT_TOKEN, username: BENCH_BOT.TELEGRAM_CALENDAR_BOT_USERNAME, webhookSecret: BENCH_BOT.TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET };
  const fake = await startSandboxTelegram({ bots: { calendar: bot } });
  options.cleanup.add('stop the fake Bot API', () => fake.close());
  startWorker(options.cleanup, { env: { ...options.env, TELEGRAM_API_URL: fake.apiRoot }, logPath: options.logPath });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const jobs = createJobProducer(redis, options.queuePrefix);
  const outbox = createTelegramOutbox(jobs, createSendPacing(redis, options.queuePrefix));
  try {
    const received = () => fake.sent('calendar');
    const waitFor = (count: number, ms: number) =>
      eventually(() => received().length >= count, () => `the fake Bot API to get ${count} messages (it got ${received().length}; the worker's log: ${options.logPath})`, { timeoutMs: ms, intervalMs: 20, signal: options.signal });
    await outbox.send('calendar', 1, 'bench-warm-up', { text: 'warm-up', html: false });
    await waitFor(1, 60_000);
    const before = fake.rateLimited();

    const start = performance.timeOrigin + performance.now();
    const chatOf = (i: number) => 30_000 + (i % settings.chats);
    for (let i = 0; i < settings.messages; i += 1) {
      await outbox.send('calendar', chatOf(i), `bench-${i}`, { text: `message ${i}`, html: false });
    }
    const boundMs = 1000 * Math.max(settings.messages / PER_BOT_PER_SECOND, (Math.ceil(settings.messages / settings.chats) - 1) * PER_CHAT_SECONDS);
    await waitFor(1 + settings.messages, Math.max(120_000, boundMs * 3));
    const measured = received().slice(1);
    const wallMs = Math.max(...measured.map((m) => m.at)) - start;

    // Once each, in order per chat: what the pacing promises besides speed.
    const byChat = new Map<number, number[]>();
    for (const m of measured) byChat.set(m.chatId, [...(byChat.get(m.chatId) ?? []), Number(m.text.split(' ')[1])]);
    for (const [chatId, order] of byChat) {
      const sorted = [...order].sort((a, b) => a - b);
      if (new Set(order).size !== order.length) throw new Error(`chat ${chatId} got a message twice: ${order.join(', ')}`);
      if (order.some((n, i) => n !== sorted[i])) throw new Error(`chat ${chatId} got its messages out of order: ${order.join(', ')}`);
    }
    if (measured.length !== settings.messages) throw new Error(`the fake got ${measured.length} messages for ${settings.messages} sent`);
    return { ...settings, wallMs, boundMs, ratio: wallMs / boundMs, rateLimited: fake.rateLimited() - before };
  } finally {
    await jobs.close();
    redis.disconnect();
  }
}
