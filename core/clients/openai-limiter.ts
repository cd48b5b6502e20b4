import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from 'pino';

export interface OpenAILimiter {
  /** Waits for a slot (at most `maxWaitMs`); answers false when none came in time. */
  acquire(): Promise<boolean>;
}

/**
 * One limit on calls to OpenAI for the whole platform, in Redis, shared by the web process
 * (single generations) and the temporal-worker (Generate All): a batch cannot starve the
 * person waiting for one reply beyond the limit, and the two never exceed it together.
 * Redis being down lets calls through (OpenAI's own 429 is still handled).
 */
export function createOpenAILimiter(options: { redis: Redis; prefix: string; perSecond: number; maxWaitMs?: number; log?: Logger }): OpenAILimiter {
  const limiter = new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `${options.prefix}:openai-rate`, points: options.perSecond, duration: 1 });
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  return {
    async acquire() {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        try {
          await limiter.consume('platform');
          return true;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) {
            options.log?.warn({ err: rejection instanceof Error ? rejection.message : String(rejection) }, 'OpenAI rate limiter unavailable; calling without it');
            return true;
          }
          const wait = Math.max(rejection.msBeforeNext, 10);
          if (Date.now() + wait > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },
  };
}
