import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalyticsUpstreamError } from '../domain/analytics/metric-source.ts';
import { createAnalyticsLimiter, limitedCall, type AnalyticsLimiterOptions, type LimitTicket } from './analytics-limiter.ts';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const limiter = (more: Partial<AnalyticsLimiterOptions> = {}) => createAnalyticsLimiter({ redis, prefix: `test-${randomUUID()}`, ...more });
const charts = (userId: string): LimitTicket => ({ service: 'revenuecat', userId, bucket: 'charts' });
const dashboard = (userId: string, cost = 1): LimitTicket => ({ service: 'amplitude', userId, bucket: 'dashboard', cost });

/** When each call of a burst got its turn, in ms since the burst began. */
async function burst(acquire: () => Promise<() => Promise<void>>, calls: number, holdMs = 0): Promise<number[]> {
  const started = Date.now();
  return Promise.all(
    Array.from({ length: calls }, async () => {
      const release = await acquire();
      const at = Date.now() - started;
      await sleep(holdMs);
      await release();
      return at;
    }),
  );
}

describe("RevenueCat's requests per minute", () => {
  it("paces one user's burst to the limit per window, while another user goes at once", async () => {
    // 3 a window of 600 ms stands in for 25 a minute.
    const limits = limiter({ revenuecat: { chartsPerMinute: 3, windowMs: 600 } });
    const alice = burst(() => limits.acquire(charts('alice')), 7);
    await sleep(50);
    const bobAsked = Date.now();
    await (await limits.acquire(charts('bob')))();
    // Bounds with room for a loaded machine: what matters is nobody but Alice waits a window.
    expect(Date.now() - bobAsked).toBeLessThan(300);

    const times = (await alice).sort((a, b) => a - b);
    expect(times.slice(0, 3).every((t) => t < 300)).toBe(true);
    // The 4th to 6th wait for the first window's calls to leave it; the 7th for the next.
    expect(times.slice(3, 6).every((t) => t >= 590 && t < 1190)).toBe(true);
    expect(times[6]).toBeGreaterThanOrEqual(1190);
  });

  it('counts a sliding window: no window ever holds more than the limit, wherever it starts', async () => {
    const limits = limiter({ revenuecat: { chartsPerMinute: 2, windowMs: 400 } });
    const times = (await burst(() => limits.acquire(charts('carol')), 6)).sort((a, b) => a - b);
    for (const start of times) expect(times.filter((t) => t >= start && t < start + 395).length).toBeLessThanOrEqual(2);
  });

  it('keeps the Project Configuration domain apart from Charts & Metrics', async () => {
    const limits = limiter({ revenuecat: { chartsPerMinute: 1, projectPerMinute: 5, windowMs: 10_000 }, maxWaitMs: 50 });
    await limits.acquire(charts('dan'));
    const asked = Date.now();
    await limits.acquire({ service: 'revenuecat', userId: 'dan', bucket: 'project' });
    expect(Date.now() - asked).toBeLessThan(300);
  });

  it("gives up past the longest wait with 'rate_limited' and the wait it would have needed", async () => {
    const limits = limiter({ revenuecat: { chartsPerMinute: 1, windowMs: 5_000 }, maxWaitMs: 100 });
    await limits.acquire(charts('erin'));
    const err = await limits.acquire(charts('erin')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnalyticsUpstreamError);
    expect(err).toMatchObject({ service: 'revenuecat', failure: 'rate_limited' });
    expect((err as AnalyticsUpstreamError).options.retryAfterMs).toBeGreaterThan(4_000);
  });
});

describe("Amplitude's concurrency and cost budget", () => {
  it("keeps at most the allowed calls of one user in flight; another user's call is not held up", async () => {
    const limits = limiter({ amplitude: { concurrency: 2 } });
    let inFlight = 0;
    let most = 0;
    const started = Date.now();
    const alice = Promise.all(
      Array.from({ length: 6 }, () =>
        limitedCall(limits, dashboard('alice'), async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await sleep(300);
          inFlight -= 1;
        }),
      ),
    );
    await sleep(30);
    const asked = Date.now();
    await limitedCall(limits, dashboard('bob'), () => Promise.resolve());
    expect(Date.now() - asked).toBeLessThan(250);
    await alice;
    expect(most).toBe(2);
    // Three rounds of two: about 3 x 300 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(890);
  });

  it('counts each query at its cost against the budget of the window', async () => {
    const limits = limiter({ amplitude: { costPerHour: 100, windowMs: 500 } });
    const times = (await burst(() => limits.acquire(dashboard('carol', 60)), 3)).sort((a, b) => a - b);
    expect(times[0]).toBeLessThan(100);
    expect(times[1]).toBeGreaterThanOrEqual(490);
    expect(times[2]).toBeGreaterThanOrEqual(990);
    // A query dearer than the whole budget can never run: refused at once, not waited for.
    await expect(limits.acquire(dashboard('carol', 101))).rejects.toMatchObject({ failure: 'rate_limited' });
  });
});

describe('a 429 from the upstream', () => {
  it("holds that user's calls as long as it said, then retries; others go on", async () => {
    const limits = limiter();
    let calls = 0;
    const started = Date.now();
    const answer = limitedCall(limits, charts('frank'), () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new AnalyticsUpstreamError('revenuecat', 'rate_limited', 'slow down', { status: 429, retryAfterMs: 600 }));
      return Promise.resolve('ok');
    });
    await sleep(50);
    const asked = Date.now();
    await (await limits.acquire(charts('gina')))();
    expect(Date.now() - asked).toBeLessThan(300);
    expect(await answer).toBe('ok');
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it('goes up as rate_limited once the retries are spent or the hold is longer than the wait allowed', async () => {
    const limits = limiter({ maxWaitMs: 100 });
    const tooLong = limitedCall(limits, charts('hal'), () => Promise.reject(new AnalyticsUpstreamError('revenuecat', 'rate_limited', 'slow down', { status: 429, retryAfterMs: 5_000 })));
    await expect(tooLong).rejects.toMatchObject({ failure: 'rate_limited' });
    // The hold stays for the user's next call.
    await expect(limits.acquire(charts('hal'))).rejects.toMatchObject({ failure: 'rate_limited' });
  });
});

it('lets calls through when Redis is down (the upstream still answers its own 429)', async () => {
  const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  down.on('error', () => undefined);
  try {
    const limits = createAnalyticsLimiter({ redis: down, prefix: 'down' });
    const release = await limits.acquire(dashboard('ivy'));
    await release();
    await limits.hold(dashboard('ivy'), 1000);
  } finally {
    down.disconnect();
  }
});
