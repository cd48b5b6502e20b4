import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../core/clients/analytics-days.ts';
import { fakeCalendar, plantedDays } from './calendar.ts';
import { FAKE_PLATFORMS, FakeAnalyticsData, type FakeDay } from './series.ts';

// A Thursday: last ISO week ran from Monday 2 to Sunday 8 March.
const TODAY = '2026-03-12';
const data = new FakeAnalyticsData({ today: TODAY });
const complete = data.range(data.calendar.first, addDays(TODAY, -1)).map(({ data: d }) => d!);
const planted = new Set(plantedDays(TODAY));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sum = (byPlatform: Record<string, number>) => Object.values(byPlatform).reduce((a, b) => a + b, 0);

/** The value against the mean of the same weekday a week before and a week after (trend and rhythm cancel out). */
function againstNeighbours(day: string, value: (d: FakeDay) => number): number {
  const around = [addDays(day, -7), addDays(day, 7)].map((d) => data.day(d)).filter((d): d is FakeDay => d !== null && !d.partial && !planted.has(d.day));
  return value(data.day(day)!) / mean(around.map(value));
}

describe('the fakes\' 120 days', () => {
  it('end at today, are the same on every request, and hold nothing outside them', () => {
    expect(data.calendar.first).toBe(addDays(TODAY, -119));
    expect(new FakeAnalyticsData({ today: TODAY }).day('2026-02-01')).toEqual(data.day('2026-02-01'));
    expect(data.day(addDays(TODAY, -120))).toBeNull();
    expect(data.day(addDays(TODAY, 1))).toBeNull();
  });

  it('have a weekly rhythm: weekends lower for money, higher for people using the app', () => {
    const normal = complete.filter((d) => !planted.has(d.day));
    const weekend = normal.filter((d) => isoWeekday(d.day) >= 6);
    const weekdays = normal.filter((d) => isoWeekday(d.day) <= 5);
    expect(mean(weekend.map((d) => d.revenuecat.revenue)) / mean(weekdays.map((d) => d.revenuecat.revenue))).toBeLessThan(0.8);
    expect(mean(weekend.map((d) => d.activeUsers)) / mean(weekdays.map((d) => d.activeUsers))).toBeGreaterThan(1.1);
  });

  it('rise gently with noise, and no day but the planted ones is more than 12% off its weekday neighbours', () => {
    const firstWeeks = mean(complete.slice(0, 28).map((d) => d.revenuecat.revenue));
    const lastWeeks = mean(complete.slice(-35, -7).map((d) => d.revenuecat.revenue));
    expect(lastWeeks / firstWeeks).toBeGreaterThan(1.05);
    expect(lastWeeks / firstWeeks).toBeLessThan(1.4);
    const inner = complete.filter((d) => d.day >= addDays(data.calendar.first, 7) && d.day <= addDays(TODAY, -8) && !planted.has(d.day));
    const offs = inner.flatMap((d) => [againstNeighbours(d.day, (x) => x.revenuecat.revenue), againstNeighbours(d.day, (x) => x.activeUsers)]);
    expect(Math.max(...offs.map((r) => Math.abs(r - 1)))).toBeLessThan(0.12);
    // Noise there is: not a single day sits on its neighbours' mean.
    expect(offs.filter((r) => Math.abs(r - 1) > 0.01).length).toBeGreaterThan(offs.length / 2);
  });

  it('plant the drop on Tuesday to Thursday of last ISO week: revenue ~35% down, Android purchases ~80% down, checkouts and other platforms normal', () => {
    expect([...planted]).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    for (const day of planted) {
      expect(againstNeighbours(day, (d) => d.revenuecat.revenue)).toBeGreaterThan(0.58);
      expect(againstNeighbours(day, (d) => d.revenuecat.revenue)).toBeLessThan(0.72);
      expect(againstNeighbours(day, (d) => d.events.purchase_completed.Android)).toBeLessThan(0.26);
      for (const platform of ['iOS', 'Web'] as const) expect(Math.abs(againstNeighbours(day, (d) => d.events.purchase_completed[platform]) - 1)).toBeLessThan(0.15);
      for (const platform of FAKE_PLATFORMS) expect(Math.abs(againstNeighbours(day, (d) => d.events.checkout_started[platform]) - 1)).toBeLessThan(0.15);
      expect(Math.abs(againstNeighbours(day, (d) => d.activeUsers) - 1)).toBeLessThan(0.08);
      expect(Math.abs(againstNeighbours(day, (d) => d.newUsers) - 1)).toBeLessThan(0.15);
    }
    // Revenue is the purchases at one price: the two fakes tell the same story.
    const day = data.day('2026-03-04')!;
    expect(day.revenuecat.revenue / sum(day.events.purchase_completed)).toBeCloseTo(9.99, 0);
  });

  it('plant it in last ISO week whatever weekday today is', () => {
    for (let offset = 0; offset < 7; offset += 1) {
      const today = addDays('2026-03-09', offset);
      const [tuesday, wednesday, thursday] = plantedDays(today);
      expect([isoWeekday(tuesday!), isoWeekday(wednesday!), isoWeekday(thursday!)]).toEqual([2, 3, 4]);
      expect(tuesday).toBe('2026-03-03');
      const other = new FakeAnalyticsData({ today });
      expect(other.day(thursday!)!.events.purchase_completed.Android / other.day(addDays(thursday!, -7))!.events.purchase_completed.Android).toBeLessThan(0.3);
    }
  });

  it('count today only as far as it has gone (flows), stocks whole', () => {
    const morning = new FakeAnalyticsData({ today: TODAY, now: () => new Date(`${TODAY}T06:00:00Z`) });
    expect(morning.calendar.fraction).toBeCloseTo(0.25);
    const today = morning.day(TODAY)!;
    expect(today.partial).toBe(true);
    // Two weeks back: a week back is a planted Thursday.
    const weekAgo = morning.day(addDays(TODAY, -14))!;
    expect(today.revenuecat.revenue / weekAgo.revenuecat.revenue).toBeGreaterThan(0.18);
    expect(today.revenuecat.revenue / weekAgo.revenuecat.revenue).toBeLessThan(0.32);
    expect(today.activeUsers / weekAgo.activeUsers).toBeLessThan(0.32);
    expect(today.revenuecat.mrr / weekAgo.revenuecat.mrr).toBeGreaterThan(0.95);
    // A today that is not the clock's is taken as half gone.
    expect(fakeCalendar({ today: '2025-01-01', now: () => new Date('2026-03-12T06:00:00Z') }).fraction).toBe(0.5);
  });
});
