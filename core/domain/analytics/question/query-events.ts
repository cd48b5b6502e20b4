import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../dependency-unavailable.ts';
import { AppError } from '../../../errors.ts';
import { analyticsQuery } from '../../../queues/jobs/analytics-query.ts';
import type { Progress } from './answer-question.ts';

export interface QueryWatch {
  /** A progress the job reported (job.updateProgress). */
  progress(progress: Progress): void;
  /** The job finished an attempt (completed or failed): time to read the row. */
  settled(): void;
}

/** The analytics queue's events as the web process follows them, one listener per question in flight. */
export interface QueryEvents {
  /** Follows a question's job; resolves once no event of a job queued afterwards can be missed. Answers the unwatch. */
  watch(queryId: string, watcher: QueryWatch): Promise<() => void>;
  close(): Promise<void>;
}

/** How long the events connection stays open with nothing to follow: questions come in bursts. */
const IDLE_CLOSE_MS = 60_000;
const progressOf = (data: unknown): Progress | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { progress, message } = data as Record<string, unknown>;
  return typeof progress === 'number' && typeof message === 'string' ? { progress, message } : null;
};

/**
 * One BullMQ QueueEvents for the whole web process (one blocking connection, not one per
 * question), opened on the first question and closed after a quiet minute. It reads the
 * queue's event stream from the last event there was when it opened (read with the API's
 * fail-fast connection: Redis down answers 503 before anything is queued), so the first
 * progress of a job queued after watch() resolves is never missed.
 */
export function createQueryEvents(options: { redis: Redis; redisUrl: string; prefix: string; log: Logger }): QueryEvents {
  let opened: Promise<{ events: QueueEvents; connection: Redis }> | null = null;
  let watching = 0;
  let idle: NodeJS.Timeout | undefined;

  const open = async () => {
    const stream = `${options.prefix}:${analyticsQuery.queue}:events`;
    let lastEventId: string;
    try {
      const last = await options.redis.xrevrange(stream, '+', '-', 'COUNT', 1);
      lastEventId = last[0]?.[0] ?? '0-0';
    } catch (err) {
      throw new AppError('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE, { cause: err });
    }
    // Blocking reads need a connection of their own that waits through Redis restarts.
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) => options.log.warn({ err: err.message }, 'analytics events connection error'));
    const events = new QueueEvents(analyticsQuery.queue, { connection, prefix: options.prefix, lastEventId, blockingTimeout: 5000 });
    events.on('error', (err) => options.log.warn({ err: err.message }, 'analytics events error'));
    return { events, connection };
  };

  const shut = async () => {
    const current = opened;
    opened = null;
    if (!current) return;
    const { events, connection } = await current.catch(() => ({ events: null, connection: null }));
    await events?.close().catch(() => undefined);
    connection?.disconnect();
  };

  return {
    async watch(queryId, watcher) {
      clearTimeout(idle);
      opened ??= open();
      let events: QueueEvents;
      try {
        ({ events } = await opened);
      } catch (err) {
        opened = null;
        throw err;
      }
      const onProgress = ({ data }: { data: unknown }) => {
        const progress = progressOf(data);
        if (progress) watcher.progress(progress);
      };
      const onSettled = () => watcher.settled();
      events.on(`progress:${queryId}` as 'progress', onProgress);
      events.on(`completed:${queryId}` as 'completed', onSettled);
      events.on(`failed:${queryId}` as 'failed', onSettled);
      watching += 1;
      let watched = true;
      return () => {
        if (!watched) return;
        watched = false;
        events.off(`progress:${queryId}` as 'progress', onProgress);
        events.off(`completed:${queryId}` as 'completed', onSettled);
        events.off(`failed:${queryId}` as 'failed', onSettled);
        watching -= 1;
        if (watching === 0) {
          idle = setTimeout(() => void shut(), IDLE_CLOSE_MS);
          idle.unref();
        }
      };
    },
    close: shut,
  };
}
