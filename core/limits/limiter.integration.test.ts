import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../clients/redis.ts';
import { createLimiter } from './limiter.ts';
import { createUsageLimits } from './usage-limits.ts';
import { RATE_LIMITS } from './numbers.ts';

const redis = createWorkerRedis(process.env.REDIS_URL!);
beforeAll(async () => {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
});
afterAll(() => redis.disconnect());
const store = () => ({ redis, prefix: `${process.env.QUEUE_PREFIX}:limits-${randomUUID().slice(0, 8)}` });

describe('a named limit', () => {
  it('lets a key through up to the limit, then says how long to wait; other keys go on', async () => {
    const limiter = createLimiter(store(), 'questions', { points: 2, duration: 60 });
    expect(await limiter.take('alice')).toEqual({ allowed: true });
    expect(await limiter.take('alice')).toEqual({ allowed: true });
    const refused = await limiter.take('alice');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.take('bob')).toEqual({ allowed: true });
  });

  it('is one counter for every process that takes it by the same name (the web process and the worker)', async () => {
    const shared = store();
    const web = createUsageLimits(shared, { ...RATE_LIMITS, analyticsQuestion: { points: 2, duration: 60 } });
    const worker = createUsageLimits(shared, { ...RATE_LIMITS, analyticsQuestion: { points: 2, duration: 60 } });
    expect(await web.take('analyticsQuestion', 'alice')).toEqual({ allowed: true });
    expect(await worker.take('analyticsQuestion', 'alice')).toEqual({ allowed: true });
    expect((await web.take('analyticsQuestion', 'alice')).allowed).toBe(false);
    // Another limit of the same user is counted apart.
    expect(await worker.take('calendarBotMessage', 'alice')).toEqual({ allowed: true });
  });

  it("keeps answering, and limiting in the process's memory, while Redis is down (a worker's connection would otherwise wait for it)", async () => {
    const down = createWorkerRedis('redis://127.0.0.1:1');
    down.on('error', () => undefined);
    try {
      const limiter = createLimiter({ redis: down, prefix: 'down' }, 'questions', { points: 2, duration: 60 });
      expect(await limiter.take('alice')).toEqual({ allowed: true });
      expect(await limiter.take('alice')).toEqual({ allowed: true });
      expect((await limiter.take('alice')).allowed).toBe(false);
    } finally {
      down.disconnect();
    }
  });
});
