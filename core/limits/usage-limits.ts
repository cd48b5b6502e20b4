import { createLimiter, type LimitAnswer, type Limiter, type LimitStore } from './limiter.ts';
import { RATE_LIMITS, type LimitName, type RateLimits } from './numbers.ts';

/** The named limits of core/limits/numbers.ts, for code that takes them by name (the bots). */
export interface UsageLimits {
  /** Counts one call of `key` against the limit `name`. */
  take(name: LimitName, key: string): Promise<LimitAnswer>;
}

/**
 * Each limit under its own name in `store`, so the API (api/middleware/rate-limits.ts, which
 * names its limits the same way) and the bots share a user's count. Tests pass smaller `limits`.
 */
export function createUsageLimits(store: LimitStore, limits: RateLimits = RATE_LIMITS): UsageLimits {
  const made = new Map<LimitName, Limiter>();
  return {
    take(name, key) {
      let limiter = made.get(name);
      if (!limiter) {
        limiter = createLimiter(store, name, limits[name]);
        made.set(name, limiter);
      }
      return limiter.take(key);
    },
  };
}
