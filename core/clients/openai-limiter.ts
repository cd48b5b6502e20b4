import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from 'pino';

export interface OpenAILimiter {
  /** Waits for a slot for a call made for `userId` (at most `maxWaitMs`); answers false when none came in time. */
  acquire(userId: string): Promise<boolean>;
}

/**
 * Of the platform's OpenAI calls in a second, the most all 'Generate All' batches together may
 * take: the rest is kept for single replies, which a person is waiting for. Single replies may
 * use every slot the batches leave.
 */
export const BATCH_SHARE = 0.6;
/**
 * Of the batches' share, the most one user's batches may take, so a second user's batch keeps
 * moving beside someone's 500 comments (at the default 10 calls a second: 6 for batches, 3 a
 * user, about what one batch of 5 lanes needs with completions of 1-2 s).
 */
export const USER_BATCH_SHARE = 0.5;

interface LimiterOptions {
  redis: Redis;
  prefix: string;
  /** Calls a second for the whole platform (OPENAI_REQUESTS_PER_SECOND). */
  perSecond: number;
  maxWaitMs?: number;
  log?: Logger;
}

const PLATFORM = 'platform';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one window of the whole platform, counted by singles and batches in every process. */
const platformBucket = (o: LimiterOptions) => new RateLimiterRedis({ storeClient: o.redis, keyPrefix: `${o.prefix}:openai-rate`, points: o.perSecond, duration: 1 });

/** How long a refusal says to wait; an error of Redis itself is rethrown. */
function refusalWait(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
  throw rejection;
}

/**
 * Asks `take` for a slot (it answers null, or the ms to wait before asking again) until one comes
 * or the wait would pass `maxWaitMs`. Redis being down lets calls through (OpenAI's own 429 is
 * still handled).
 */
function waitingLimiter(options: LimiterOptions, take: (userId: string) => Promise<number | null>): OpenAILimiter {
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  return {
    async acquire(userId) {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        let wait: number | null;
        try {
          wait = await take(userId);
        } catch (err) {
          options.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'OpenAI rate limiter unavailable; calling without it');
          return true;
        }
        if (wait === null) return true;
        wait = Math.max(wait, 10);
        if (Date.now() + wait > deadline) return false;
        await sleep(wait);
      }
    },
  };
}

/**
 * The limit of single replies (the web process): one platform-wide window in Redis, shared
 * with the temporal-worker's batches, so together they never exceed `perSecond`.
 */
export function createOpenAILimiter(options: LimiterOptions): OpenAILimiter {
  const platform = platformBucket(options);
  return waitingLimiter(options, async () => {
    try {
      await platform.consume(PLATFORM);
      return null;
    } catch (rejection) {
      return refusalWait(rejection);
    }
  });
}

/**
 * The limit of 'Generate All' calls (the temporal-worker): a call needs a slot of its user's
 * window (USER_BATCH_SHARE of the batches' share) and a slot of the platform's window that
 * leaves the platform within the batches' share (BATCH_SHARE) of this second, counting the
 * single replies already in it. A refused call gives back what it took.
 */
/** The batches' calls a second, all together and for one user, at a platform limit of `perSecond`. */
export function batchRates(perSecond: number, batchShare = BATCH_SHARE, userShare = USER_BATCH_SHARE): { batch: number; user: number } {
  // At least one call a second, or a platform limit of 1 would never run a batch.
  const batch = Math.max(1, Math.floor(perSecond * batchShare));
  return { batch, user: Math.max(1, Math.floor(batch * userShare)) };
}

export function createBatchOpenAILimiter(options: LimiterOptions & { batchShare?: number; userShare?: number }): OpenAILimiter {
  const platform = platformBucket(options);
  const { batch: batchPoints, user: userPoints } = batchRates(options.perSecond, options.batchShare, options.userShare);
  const perUser = new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `${options.prefix}:openai-rate-batch-user`, points: userPoints, duration: 1 });
  const giveBack = (limiter: RateLimiterRedis, key: string) => limiter.reward(key, 1).catch(() => undefined);
  return waitingLimiter(options, async (userId) => {
    try {
      await perUser.consume(userId);
    } catch (rejection) {
      return refusalWait(rejection);
    }
    let taken: RateLimiterRes;
    try {
      taken = await platform.consume(PLATFORM);
    } catch (rejection) {
      await giveBack(perUser, userId);
      return refusalWait(rejection);
    }
    if (taken.consumedPoints <= batchPoints) return null;
    // The rest of this second is for single replies.
    await Promise.all([giveBack(platform, PLATFORM), giveBack(perUser, userId)]);
    return taken.msBeforeNext;
  });
}
