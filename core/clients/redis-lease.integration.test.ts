import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisLease } from './redis-lease.ts';

const redis = new Redis(process.env.REDIS_URL!);
const key = `${process.env.QUEUE_PREFIX!}:lease-test:${Date.now()}`;
afterAll(() => redis.disconnect());

describe('a lease in Redis', () => {
  it('has one holder at a time, renews its own, and passes on when released or expired', async () => {
    const a = redisLease(redis, key, 300, 'a');
    const b = redisLease(redis, key, 300, 'b');
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await a.hold()).toBe(true);
    await b.release(); // not b's to give up
    expect(await b.hold()).toBe(false);
    await a.release();
    expect(await b.hold()).toBe(true);
    // b stops renewing (a crash): after the ttl the lease is free for a.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await a.hold()).toBe(true);
  });
});
