import { Redis } from 'ioredis';

/**
 * Two kinds of connection, as BullMQ's production guide asks: producers in the API fail fast
 * (no offline queue) so a request answers 503 instead of hanging while Redis is down; workers
 * wait for Redis forever (maxRetriesPerRequest null) so they resume by themselves.
 */
export function createProducerRedis(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
}

export function createWorkerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}
