import type { Redis } from 'ioredis';

/**
 * A question whose asker went away: the API marks it and the job stops at its next step (the
 * worker checks the mark while it runs). A mark outlives any question by far and then goes.
 */
export interface QueryCancellation {
  cancel(queryId: string): Promise<void>;
  isCancelled(queryId: string): Promise<boolean>;
}

const MARK_SECONDS = 3600;

export function redisCancellation(redis: Redis, prefix: string): QueryCancellation {
  const key = (queryId: string) => `${prefix}:analytics-query-cancelled:${queryId}`;
  return {
    async cancel(queryId) {
      await redis.set(key(queryId), '1', 'EX', MARK_SECONDS);
    },
    async isCancelled(queryId) {
      return (await redis.exists(key(queryId))) === 1;
    },
  };
}
