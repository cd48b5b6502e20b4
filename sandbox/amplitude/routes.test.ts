import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/clients/analytics-days.ts';
import { unlimitedAnalytics } from '../../core/clients/analytics-limiter.ts';
import { createAmplitudeReader } from '../../core/clients/amplitude/reader.ts';
import { plantedDays } from '../analytics-data/calendar.ts';
import { startSandboxAmplitude, type RunningSandboxAmplitude } from './start.ts';

// The product's own reader against the fake: the fake serves Amplitude's paths and shapes.
const TODAY = '2026-03-12';
const FIRST = addDays(TODAY, -119);
let fake: RunningSandboxAmplitude;
const reader = (apiKey: string, secretKey: string) => createAmplitudeReader({ baseUrl: fake.url, apiKey, secretKey, limiter: unlimitedAnalytics, userId: 'u1' });

/** A day's value against the same weekday one and two weeks before. */
const vsBefore = (points: Array<{ date: string; value: number | null }>, day: string) => {
  const value = (date: string) => points.find((p) => p.date === date)!.value!;
  return value(day) / ((value(addDays(day, -7)) + value(addDays(day, -14))) / 2);
};

beforeAll(async () => {
  fake = await startSandboxAmplitude({ today: TODAY });
});
afterAll(() => fake.close());

describe('the fake Amplitude', () => {
  it('offers the four events and 120 days of active and new users', async () => {
    const amp = reader('api-demo', 'secret-demo');
    expect((await amp.project()).events).toEqual(['app_open', 'checkout_started', 'purchase_completed', 'trial_started']);
    const active = await amp.users('active', FIRST, TODAY);
    expect(active.points).toHaveLength(120);
    expect(active.points.every((p) => p.value !== null && p.value > 1000)).toBe(true);
    expect((await amp.users('new', addDays(TODAY, -6), TODAY)).points.every((p) => p.value !== null && p.value > 100)).toBe(true);
  });

  it('shows the broken step: purchases on Android down ~80% on the planted days, iOS and Web and the checkouts normal', async () => {
    const amp = reader('api-demo', 'secret-demo');
    const purchases = await amp.eventBySegment('purchase_completed', 'platform', addDays(TODAY, -28), TODAY);
    expect(purchases.map((s) => s.segment)).toEqual(['iOS', 'Android', 'Web']);
    const checkouts = await amp.eventBySegment('checkout_started', 'platform', addDays(TODAY, -28), TODAY);
    for (const day of plantedDays(TODAY)) {
      expect(vsBefore(purchases[1]!.points, day)).toBeLessThan(0.3);
      expect(vsBefore(purchases[0]!.points, day)).toBeGreaterThan(0.85);
      expect(vsBefore(purchases[2]!.points, day)).toBeGreaterThan(0.85);
      for (const platform of checkouts) expect(vsBefore(platform.points, day)).toBeGreaterThan(0.85);
    }
    // The totals are the platforms added up.
    const total = await amp.event('purchase_completed', addDays(TODAY, -1), addDays(TODAY, -1));
    expect(total.points[0]?.value).toBe(purchases.reduce((sum, s) => sum + s.points.at(-2)!.value!, 0));
  });

  it("refuses a key pair with 'invalid' in it (401), and reads no data for an 'empty' one", async () => {
    await expect(reader('api-demo', 'secret-invalid').users('active', TODAY, TODAY)).rejects.toMatchObject({
      failure: 'unauthorized',
      message: 'The Amplitude API key or secret key was refused (401).',
    });
    const empty = reader('api-empty', 'secret-empty');
    expect((await empty.project()).events).toEqual([]);
    expect((await empty.users('active', addDays(TODAY, -1), TODAY)).points.map((p) => p.value)).toEqual([null, null]);
    expect(await empty.eventBySegment('purchase_completed', 'platform', TODAY, TODAY)).toEqual([]);
  });

  it("answers a 'ratelimited' pair's first call 429 (the concurrency limit), then normally", async () => {
    const before = fake.requests.length;
    expect((await reader('api-ratelimited', 'secret').project()).events).toHaveLength(4);
    expect(fake.requests.slice(before)).toEqual(['GET /api/2/events/list', 'GET /api/2/events/list']);
  });

  it('refuses what Amplitude refuses: dates not YYYYMMDD, an event that is not JSON', async () => {
    const auth = { authorization: `Basic ${Buffer.from('api-demo:secret-demo').toString('base64')}` };
    expect((await fetch(`${fake.url}/api/2/users?start=2026-03-01&end=20260302`, { headers: auth })).status).toBe(400);
    expect((await fetch(`${fake.url}/api/2/events/segmentation?e=purchase&start=20260301&end=20260302`, { headers: auth })).status).toBe(400);
    expect((await fetch(`${fake.url}/api/2/users?start=20260301&end=20260302`)).status).toBe(401);
  });
});
