import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

/**
 * One holder at a time of something only one process may do (long-polling a Telegram bot: a
 * second getUpdates on the same bot gets 409 and both stall). The holder renews before the
 * lease runs out; a holder that dies loses it after `ttlMs` and another process takes over.
 */
export interface Lease {
  /** Takes the lease or renews it; true while this process holds it. */
  hold(): Promise<boolean>;
  /** Gives it up at once (a clean stop), if this process holds it. */
  release(): Promise<void>;
}

// Renew only our own lease, or take a free one: one atomic step, so two processes never both hold it.
const HOLD = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

export function redisLease(redis: Redis, key: string, ttlMs: number, holder = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`): Lease {
  return {
    async hold() {
      return (await redis.eval(HOLD, 1, key, holder, String(ttlMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE, 1, key, holder);
    },
  };
}
