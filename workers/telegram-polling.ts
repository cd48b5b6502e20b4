import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { TelegramError, type Telegram } from 'telegraf';
import { telegramUpdateSchema, UPDATE_KINDS, type TelegramBot } from '../contracts/telegram.ts';
import type { Lease } from '../core/clients/redis-lease.ts';
import type { TelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { telegramMetrics } from '../core/metrics/telegram-metrics.ts';
import { telegramUpdate } from '../core/queues/jobs/telegram-update.ts';
import type { JobProducer } from '../core/queues/producer.ts';
import { runWithRequestId, telegramRequestId } from '../core/request-id.ts';

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Development against the real Telegram without a public URL (TELEGRAM_DELIVERY=polling): one
 * long-polling loop per bot enqueues exactly the jobs the webhook would. An update is confirmed
 * to Telegram (the next offset) only after its job is in Redis; a crash in between redelivers
 * it, and the job id makes that the same job. With several worker processes, one polls each bot
 * at a time (a second getUpdates gets 409 and both stall): the holder of the bot's lease.
 */
export function startPolling(telegram: TelegramRuntime, jobs: JobProducer, log: Logger, leaseOf: (bot: TelegramBot) => Lease): Poller {
  const abort = new AbortController();
  const loops = Object.values(telegram.bots).map(async ({ bot }) => {
    const client = telegram.clients[bot];
    if (client) await pollBot(bot, client, jobs, leaseOf(bot), log.child({ bot }), abort.signal);
  });
  return {
    async stop() {
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}

/** The lease outlives a long poll (10 s) and the enqueueing after it; renewed before every poll. */
export const POLL_LEASE_MS = 30_000;
const WAIT_FOR_LEASE_MS = 10_000;

async function pollBot(bot: TelegramBot, client: Telegram, jobs: JobProducer, lease: Lease, log: Logger, signal: AbortSignal): Promise<void> {
  try {
    await pollWhileHolding(bot, client, jobs, lease, log, signal);
  } finally {
    await lease.release().catch(() => undefined);
  }
}

async function pollWhileHolding(bot: TelegramBot, client: Telegram, jobs: JobProducer, lease: Lease, log: Logger, signal: AbortSignal): Promise<void> {
  let holding = false;
  let offset = 0;
  let pause = 1000;
  // telegraf types the signal as the abort-controller package's; its node-fetch takes Node's own.
  const callOptions = { signal } as unknown as NonNullable<Parameters<Telegram['callApi']>[2]>;
  while (!signal.aborted) {
    try {
      if (!(await lease.hold())) {
        if (holding) log.warn('another worker took over polling this bot');
        holding = false;
        await sleep(WAIT_FOR_LEASE_MS, undefined, { signal }).catch(() => undefined);
        continue;
      }
      if (!holding) {
        // getUpdates is refused while a webhook is set; the updates it holds stay for polling.
        await client.deleteWebhook({ drop_pending_updates: false });
        log.info('polling for updates');
        holding = true;
        // Updates the last holder read but did not confirm come again: their job ids make them the same jobs.
        offset = 0;
      }
      // With the stop signal: stopping must not wait out a 10 s long poll.
      const updates = await client.callApi('getUpdates', { timeout: 10, limit: 100, offset, allowed_updates: [...UPDATE_KINDS] }, callOptions);
      for (const raw of updates) {
        const parsed = telegramUpdateSchema.safeParse(raw);
        if (parsed.success) {
          const update = parsed.data;
          // As the webhook does: the update's work runs under tg:<bot>:<update_id>.
          await runWithRequestId(telegramRequestId(bot, update.update_id), () => jobs.enqueue(telegramUpdate, { bot, update, receivedAt: new Date().toISOString() }));
          telegramMetrics.updateReceived(bot);
        } else log.warn({ updateId: raw.update_id, issues: parsed.error.issues.length }, 'skipped an update that is not one');
        offset = raw.update_id + 1;
      }
      pause = 1000;
    } catch (err) {
      if (signal.aborted) break;
      const retryAfter = err instanceof TelegramError ? err.parameters?.retry_after : undefined;
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'getUpdates failed; trying again');
      await sleep(retryAfter ? retryAfter * 1000 : pause, undefined, { signal }).catch(() => undefined);
      pause = Math.min(pause * 2, 30_000);
    }
  }
}
