import type { JobsOptions, KeepJobs, RateLimiterOptions } from 'bullmq';

/** How one queue runs: read by the producer (its name, job history) and by its worker. */
export interface QueueSettings {
  /** Jobs one worker process runs at once on this queue. */
  readonly concurrency: number;
  /** BullMQ's limiter: at most `max` jobs every `duration` ms across all workers of the queue. */
  readonly limiter?: RateLimiterOptions;
  /** Finished jobs kept for operators (Bull Board), so Redis does not grow without end. */
  readonly removeOnComplete: KeepJobs;
  readonly removeOnFail: KeepJobs;
}

const history = {
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000, age: 30 * 24 * 3600 },
} as const;

/**
 * Every queue, one line each. A name is stored in Redis with the jobs it holds: renaming one
 * strands the jobs an older process enqueued.
 */
const settings = {
  'auth-events': { concurrency: 5, ...history },
  outbox: { concurrency: 5, ...history },
  /** Updates of every bot: mostly waiting on Postgres, OpenAI or Google, so many at once. */
  'telegram-updates': { concurrency: 20, ...history },
  /**
   * Every message the bots send. Telegram's limits per bot and per chat are kept by the sender
   * itself (core/domain/telegram/send-pacing.ts); finished sends are kept a day so a repeated
   * send (an update handled again after a crash) finds its job and is not sent twice.
   */
  'telegram-send': { concurrency: 50, removeOnComplete: { count: 100_000, age: 24 * 3600 }, removeOnFail: history.removeOnFail },
  /**
   * The calendar bot's reading (transcription, the model) and writing (Google Calendar): seconds of
   * waiting on upstreams each, so many at once; OpenAI's rate is kept by the shared limiter.
   */
  calendar: { concurrency: 64, ...history },
  /** Grading submissions: each waits seconds on the model; OpenAI's rate is kept by the shared limiter. */
  homework: { concurrency: 32, ...history },
  /** Analytics questions: each waits seconds on RevenueCat, Amplitude and the model, whose limits are kept per user and platform. */
  analytics: { concurrency: 32, ...history },
} satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof settings;
export const queues: Readonly<Record<QueueName, QueueSettings>> = settings;
export const queueNames = Object.keys(queues) as QueueName[];

/** What every job of a queue gets unless its definition says otherwise: retries with back-off, bounded history. */
export function defaultJobOptions(queue: QueueName): JobsOptions {
  const { removeOnComplete, removeOnFail } = queues[queue];
  return { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete, removeOnFail };
}
