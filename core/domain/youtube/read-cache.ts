import type { Redis } from 'ioredis';

/**
 * YouTube reads kept in Redis for a while, so a reload spends no quota. Redis being down
 * only costs the cache: the read goes to YouTube.
 */
export function createReadCache(redis: Redis, prefix: string, ttlSeconds: number) {
  const key = (userId: string, what: string) => `${prefix}:youtube:${userId}:${what}`;
  return {
    async read<T>(userId: string, what: string, refresh: boolean, load: () => Promise<T>): Promise<T> {
      if (!refresh) {
        const hit = await redis.get(key(userId, what)).catch(() => null);
        if (hit) return JSON.parse(hit) as T;
      }
      const value = await load();
      await redis.set(key(userId, what), JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
      return value;
    },
    async forget(userId: string, what: string): Promise<void> {
      await redis.del(key(userId, what)).catch(() => undefined);
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
