import type { Subscription } from '../../../db/index.ts';
import { currentSubscription } from './find-subscription.ts';

export interface SubscriptionCache {
  /** How long past a paid period's end an ACTIVE subscription keeps premium access (PREMIUM_GRACE_SECONDS). */
  readonly graceMs: number;
  /** The user's current subscription, read at most once per TTL per web process. */
  get(userId: string): Promise<Subscription | null>;
  /** After a change made in this process, so its next answer shows it at once. */
  forget(userId: string): void;
}

/**
 * Status is read on every page and by every premium endpoint; a short in-process cache keeps
 * that off Postgres (bench/README.md). A change made by the temporal-worker (activation,
 * renewal, expiry) shows within the TTL; changes made through this process show at once.
 */
export function createSubscriptionCache(ttlMs: number, graceMs: number, maxEntries = 50_000): SubscriptionCache {
  const entries = new Map<string, { value: Promise<Subscription | null>; expires: number }>();
  return {
    graceMs,
    get(userId) {
      const now = Date.now();
      const hit = entries.get(userId);
      if (hit && hit.expires > now) return hit.value;
      const value = currentSubscription(userId);
      if (ttlMs > 0) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(userId, { value, expires: now + ttlMs });
        // A failed read is not remembered.
        value.catch(() => entries.delete(userId));
      }
      return value;
    },
    forget(userId) {
      entries.delete(userId);
    },
  };
}
