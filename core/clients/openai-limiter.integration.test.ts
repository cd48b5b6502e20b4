import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createBatchOpenAILimiter, createOpenAILimiter, type OpenAILimiter } from './openai-limiter.ts';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the platform-wide OpenAI limit', () => {
  it('lets through the configured calls a second and makes the rest wait their turn', async () => {
    const limiter = createOpenAILimiter({ redis, prefix: `test-${randomUUID()}`, perSecond: 5 });
    let granted = 0;
    const all = Array.from({ length: 12 }, () => limiter.acquire('someone').then((ok) => (granted += ok ? 1 : 0)));
    await sleep(400);
    expect(granted).toBe(5);
    await Promise.all(all);
    expect(granted).toBe(12);
  });

  it('is shared by every process on the same Redis, and gives up after the longest wait', async () => {
    const prefix = `test-${randomUUID()}`;
    const web = createOpenAILimiter({ redis, prefix, perSecond: 2, maxWaitMs: 100 });
    const worker = createOpenAILimiter({ redis, prefix, perSecond: 2, maxWaitMs: 100 });
    expect(await web.acquire('a')).toBe(true);
    expect(await worker.acquire('b')).toBe(true);
    expect(await web.acquire('c')).toBe(false);
  });

  it('lets Redis being down through (OpenAI still answers its own 429)', async () => {
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    down.on('error', () => undefined);
    try {
      expect(await createOpenAILimiter({ redis: down, prefix: 'down', perSecond: 1 }).acquire('a')).toBe(true);
      expect(await createBatchOpenAILimiter({ redis: down, prefix: 'down', perSecond: 1 }).acquire('a')).toBe(true);
    } finally {
      down.disconnect();
    }
  });
});

/** Lanes that ask again as soon as they get a call (a batch with instant completions); the calls granted within `forMs`. */
function busyLanes(limiter: OpenAILimiter, userId: string, lanes: number, forMs: number) {
  const started = Date.now();
  const until = started + forMs;
  const grants: number[] = [];
  const lane = async () => {
    while (Date.now() < until) if ((await limiter.acquire(userId)) && Date.now() < until) grants.push(Date.now());
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return { done, perSecond: () => grants.length / (forMs / 1000) };
}

describe("the batches' share of it", () => {
  it("keeps single replies prompt while one user's huge batch runs, and a second user's batch moving beside it", { timeout: 20_000 }, async () => {
    // 20 calls a second: batches together at most 12, one user's batches at most 6.
    const prefix = `test-${randomUUID()}`;
    const options = { redis, prefix, perSecond: 20 };
    const singles = createOpenAILimiter(options);
    const batches = createBatchOpenAILimiter({ ...options, maxWaitMs: 1_000 });

    // Alice's 'Generate All' with far more lanes than the platform has slots, for 4 s.
    const alice = busyLanes(batches, 'alice', 40, 4_000);
    await sleep(500);
    // Bob's batch starts half a second later, with the 5 lanes of a real one, for 3 s.
    const bob = busyLanes(batches, 'bob', 5, 3_000);
    // Ten other people click 'Generate' one after another meanwhile.
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const asked = Date.now();
      expect(await singles.acquire(`person-${i}`)).toBe(true);
      waits.push(Date.now() - asked);
      await sleep(230);
    }
    await Promise.all([alice.done, bob.done]);

    // Singles found a slot at once: the batches never held more than their share of a second.
    expect(Math.max(...waits)).toBeLessThan(150);
    // Alice never had more than her 6 a second (5 windows touch 4 s)...
    expect(alice.perSecond()).toBeLessThanOrEqual((6 * 5) / 4);
    // ...so Bob's 5 lanes moved about as fast as her 40 (the singles go first in every second).
    expect(bob.perSecond()).toBeGreaterThan(3.5);
    expect(bob.perSecond()).toBeGreaterThan(0.7 * alice.perSecond());
  });
});
