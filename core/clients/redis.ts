import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** The longest pause between two attempts to reconnect: a restarted Redis is used again within this. */
export const REDIS_RECONNECT_MAX_MS = 2000;

/**
 * ioredis calls this after each failed connection attempt, for ever (it never returns null):
 * 100 ms, 200, 400 … up to REDIS_RECONNECT_MAX_MS, with jitter so that many processes do not
 * reconnect in step after a restart.
 */
export function redisRetryDelay(attempt: number): number {
  const base = Math.min(100 * 2 ** Math.max(0, attempt - 1), REDIS_RECONNECT_MAX_MS);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * An 'error' listener: without one, a Redis that is down ends the process with an unhandled
 * 'error' event. One line per failed attempt, at warn: the retries are bounded in pace (above).
 */
function logErrors(redis: Redis, log: Pick<Logger, 'warn'> | undefined, role: string): Redis {
  if (log) redis.on('error', (err: Error) => log.warn({ err: err.message, role }, 'redis connection error'));
  return redis;
}

/**
 * Two kinds of connection, as BullMQ's production guide asks: producers in the API fail fast
 * (no offline queue) so a request answers 503 instead of hanging while Redis is down; workers
 * wait for Redis forever (maxRetriesPerRequest null) so they resume by themselves. Both
 * reconnect with capped back-off. Given `log`, the connection logs its own errors; otherwise the
 * caller must listen for 'error'.
 */
export function createProducerRedis(url: string, log?: Pick<Logger, 'warn'>): Redis {
  return logErrors(new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false, retryStrategy: redisRetryDelay }), log, 'producer');
}

export function createWorkerRedis(url: string, log?: Pick<Logger, 'warn'>): Redis {
  return logErrors(new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectTimeout: 5000, retryStrategy: redisRetryDelay }), log, 'worker');
}
