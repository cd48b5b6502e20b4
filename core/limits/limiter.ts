import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateRule } from './numbers.ts';

/** Where limits count: the process's Redis connection and the run's key prefix. */
export interface LimitStore {
  redis: Redis;
  prefix: string;
}

/** A limit's answer to one more call: go ahead, or wait this many seconds. */
export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** Counts one call of `key` (a user, an address) and says whether it is within the limit. */
  take(key: string): Promise<LimitAnswer>;
}

/**
 * One named limit in Redis, so every process (web and worker) counts together: the same name
 * is the same counter wherever it is taken. Redis being down must not take the feature down
 * with it: each process then counts in memory (rate-limiter-flexible's insurance limiter), the
 * same limit per process. rejectIfRedisNotReady matters for the workers' connection, which
 * would otherwise queue the command until Redis comes back.
 */
export function createLimiter(store: LimitStore, name: string, rule: RateRule): Limiter {
  const limiter = new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: `${store.prefix}:rate:${name}`,
    points: rule.points,
    duration: rule.duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.duration }),
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}
