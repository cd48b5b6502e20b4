import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/clients/analytics-days.ts';
import { unlimitedAnalytics } from '../../core/clients/analytics-limiter.ts';
import { createRevenueCatReader } from '../../core/clients/revenuecat/reader.ts';
import { plantedDays } from '../analytics-data/calendar.ts';
import { FakeAnalyticsData } from '../analytics-data/series.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from './start.ts';

// The product's own reader against the fake: the fake serves RevenueCat's paths and shapes.
const TODAY = '2026-03-12';
const FIRST = addDays(TODAY, -119);
let fake: RunningSandboxRevenueCat;
const reader = (secretKey: string) => createRevenueCatReader({ baseUrl: fake.url, secretKey, limiter: unlimitedAnalytics, userId: 'u1' });

beforeAll(async () => {
  fake = await startSandboxRevenueCat({ today: TODAY, backoffMs: 20 });
});
afterAll(() => fake.close());

describe('the fake RevenueCat', () => {
  it("serves the key's project and 120 days of each chart, the planted drop in revenue", async () => {
    const rc = reader('sk_sandbox_demo');
    const project = await rc.project();
    expect(project).toMatchObject({ name: 'Sandbox App', metrics: expect.arrayContaining(['revenuecat.revenue', 'revenuecat.churn']) });
    expect(project.id).toMatch(/^proj[0-9a-f]{8}$/);

    const revenue = await rc.series('revenue', FIRST, TODAY);
    expect(revenue.points).toHaveLength(120);
    expect(revenue.points.every((p) => typeof p.value === 'number' && p.value > 0)).toBe(true);
    expect(revenue.currency).toBe('USD');
    const data = new FakeAnalyticsData({ today: TODAY });
    expect(revenue.points.find((p) => p.date === '2026-03-04')?.value).toBe(data.day('2026-03-04')?.revenuecat.revenue);
    const value = (date: string) => revenue.points.find((p) => p.date === date)!.value!;
    for (const day of plantedDays(TODAY)) expect(value(day) / ((value(addDays(day, -7)) + value(addDays(day, -14))) / 2)).toBeLessThan(0.72);

    const churn = await rc.series('churn', addDays(TODAY, -6), TODAY);
    expect(churn.unit).toBe('percent');
    expect(churn.points.every((p) => p.value !== null && p.value > 1 && p.value < 4)).toBe(true);
    // Days before its history have no bucket.
    expect((await rc.series('mrr', addDays(FIRST, -2), FIRST)).points.map((p) => p.value === null)).toEqual([true, true, false]);
  });

  it("refuses an 'invalid' key with 401, and a key for another project's charts", async () => {
    await expect(reader('sk_invalid_one').project()).rejects.toMatchObject({ failure: 'unauthorized', message: 'The RevenueCat secret key was refused (401).' });
    const res = await fetch(`${fake.url}/v2/projects/proj00000000/charts/revenue?start_date=${TODAY}&end_date=${TODAY}`, { headers: { authorization: 'Bearer sk_other' } });
    expect(res.status).toBe(403);
  });

  it("answers a 'ratelimited' key's first call 429 with backoff_ms and Retry-After, then normally", async () => {
    const first = await fetch(`${fake.url}/v2/projects`, { headers: { authorization: 'Bearer sk_ratelimited_a' } });
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('20');
    expect(await first.json()).toMatchObject({ type: 'rate_limit_error', retryable: true, backoff_ms: 20 });
    // The reader tries again after the wait and reads.
    const before = fake.requests.length;
    expect((await reader('sk_ratelimited_b').project()).name).toBe('Sandbox App');
    expect(fake.requests.slice(before)).toEqual(['GET /v2/projects', 'GET /v2/projects']);
  });

  it("serves an 'empty' key's project with charts that have no points", async () => {
    const rc = reader('sk_empty_project');
    expect((await rc.project()).name).toBe('Sandbox App (no data yet)');
    expect((await rc.series('revenue', addDays(TODAY, -2), TODAY)).points.map((p) => p.value)).toEqual([null, null, null]);
  });

  it('refuses what RevenueCat refuses: a date that is not one, a chart it does not have', async () => {
    const project = await reader('sk_sandbox_demo').project();
    const get = (path: string) => fetch(`${fake.url}/v2/projects/${project.id}${path}`, { headers: { authorization: 'Bearer sk_sandbox_demo' } });
    const bad = await get('/charts/revenue?start_date=1774230808&end_date=2026-03-01');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: 'parameter_error', param: 'start_date', message: "'1774230808' is not a 'date'" });
    expect((await get('/charts/active_subscriptions?start_date=2026-03-01&end_date=2026-03-01')).status).toBe(400);
  });

  it('answers after the delay it was given (the benchmark)', async () => {
    const slow = await startSandboxRevenueCat({ today: TODAY, delayMs: 150 });
    try {
      const started = Date.now();
      await createRevenueCatReader({ baseUrl: slow.url, secretKey: 'sk_x', limiter: unlimitedAnalytics, userId: 'u1' }).project();
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});
