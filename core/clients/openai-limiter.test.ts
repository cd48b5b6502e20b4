import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createOpenAILimiter } from './openai-limiter.ts';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

describe('the platform-wide OpenAI limit', () => {
  it('lets through the configured calls a second and makes the rest wait their turn', async () => {
    const limiter = createOpenAILimiter({ redis, prefix: `test-${randomUUID()}`, perSecond: 5 });
    let granted = 0;
    const all = Array.from({ length: 12 }, () => limiter.acquire().then((ok) => (granted += ok ? 1 : 0)));
    await new Promise((r) => setTimeout(r, 400));
    expect(granted).toBe(5);
    await Promise.all(all);
    expect(granted).toBe(12);
  });

  it('is shared by every process on the same Redis, and gives up after the longest wait', async () => {
    const prefix = `test-${randomUUID()}`;
    const web = createOpenAILimiter({ redis, prefix, perSecond: 2, maxWaitMs: 100 });
    const worker = createOpenAILimiter({ redis, prefix, perSecond: 2, maxWaitMs: 100 });
    expect(await web.acquire()).toBe(true);
    expect(await worker.acquire()).toBe(true);
    expect(await web.acquire()).toBe(false);
  });
});
