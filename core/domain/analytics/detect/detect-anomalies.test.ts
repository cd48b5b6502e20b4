import { describe, expect, it } from 'vitest';
import { detectAnomalies } from './detect-anomalies.ts';
import { dayAt, series } from './testing/series.ts';
import type { DetectOptions } from './types.ts';

const options = (judgeThrough: string, more: Partial<DetectOptions> = {}): DetectOptions => ({ threshold: 0.15, sensitivity: 1, judgeThrough, judgeDays: 1, minVolume: 20, ...more });

describe('detectAnomalies', () => {
  it('knows the weekly rhythm: weekends at a third of a weekday never alarm over 90 days', () => {
    const points = series({ days: 120, noise: 0.05, seed: 3 });
    const result = detectAnomalies(points, options(dayAt(119), { judgeDays: 90 }));
    expect(result.silent).toBeNull();
    expect(result.anomalies).toEqual([]);
    expect(result.band.every((b) => !b.anomaly)).toBe(true);
    // A Saturday is expected at about 40% of a weekday, not at the week's mean.
    const saturday = result.band[110]!;
    expect(saturday.date).toBe('2026-04-25');
    expect(saturday.expected! / 1000).toBeCloseTo(0.4, 1);
  });

  it('finds a planted drop on its date, with its sign, size, severity and confidence', () => {
    const points = series({ days: 120, noise: 0.03, plant: { 110: -0.5 } });
    const result = detectAnomalies(points, options(dayAt(112), { judgeDays: 7 }));
    expect(result.anomalies).toHaveLength(1);
    const [drop] = result.anomalies;
    expect(drop!.date).toBe(dayAt(110));
    expect(drop!.change).toBeLessThan(-40);
    expect(drop!.change).toBeGreaterThan(-60);
    expect(drop!.score).toBeLessThan(-3.5);
    expect(drop!.severity).toBe('CRITICAL');
    expect(drop!.confidence).toBeGreaterThan(0.5);
    expect(drop!.confidence).toBeLessThanOrEqual(1);
    expect(result.band[110]).toMatchObject({ date: dayAt(110), anomaly: true });
    expect(result.band[110]!.value).toBeLessThan(result.band[110]!.lower!);
  });

  it('finds a spike, and a weekend spike against the weekend, not the week', () => {
    const saturday = 110 + ((5 - (110 % 7) + 7) % 7);
    const points = series({ days: 120, noise: 0.03, plant: { [saturday]: 0.6 } });
    const result = detectAnomalies(points, options(dayAt(119), { judgeDays: 10 }));
    expect(result.anomalies.map((a) => a.date)).toEqual([dayAt(saturday)]);
    expect(result.anomalies[0]!.change).toBeGreaterThan(45);
  });

  it('never judges a day after judgeThrough: a half-finished today is shown, not alarmed on', () => {
    const points = series({ days: 120, noise: 0.03, plant: { 119: -0.7 } });
    const result = detectAnomalies(points, options(dayAt(118), { judgeDays: 30 }));
    expect(result.anomalies).toEqual([]);
    const today = result.band[119]!;
    expect(today.value).toBeLessThan(today.lower!);
    expect(today.anomaly).toBe(false);
    expect(today.expected).not.toBeNull();
  });

  it('does not let a past outage lower the next week: the outlier is left out of the baseline', () => {
    // Days 101 and 108 are Thursdays.
    const points = series({ days: 120, noise: 0.02, plant: { 101: -0.9 } });
    const result = detectAnomalies(points, options(dayAt(108)));
    expect(result.band[101]!.anomaly).toBe(true);
    expect(result.band[108]!.expected).toBeGreaterThan(950);
    expect(result.anomalies).toEqual([]);
  });

  it('flags a single holiday only when it is large', () => {
    const small = detectAnomalies(series({ days: 120, noise: 0.02, plant: { 100: -0.1 } }), options(dayAt(100)));
    expect(small.anomalies).toEqual([]);
    const large = detectAnomalies(series({ days: 120, noise: 0.02, plant: { 100: -0.6 } }), options(dayAt(100)));
    expect(large.anomalies.map((a) => a.date)).toEqual([dayAt(100)]);
  });

  it('follows a new level instead of alarming on it forever', () => {
    const plant = Object.fromEntries(Array.from({ length: 30 }, (_, k) => [90 + k, -0.4]));
    const result = detectAnomalies(series({ days: 120, noise: 0.02, plant }), options(dayAt(119), { judgeDays: 30 }));
    const dates = result.anomalies.map((a) => a.date);
    expect(dates[0]).toBe(dayAt(90));
    expect(dates.length).toBeLessThanOrEqual(7);
    expect(result.anomalies.every((a) => a.change < 0)).toBe(true);
  });

  it('stays silent below the minimum volume and says so', () => {
    const result = detectAnomalies(series({ days: 120, level: 8, plant: { 110: -0.9 } }), options(dayAt(110), { minVolume: 20 }));
    expect(result.anomalies).toEqual([]);
    expect(result.silent).toMatchObject({ kind: 'low_volume', needed: 20 });
    expect((result.silent as { level: number }).level).toBeLessThan(20);
    expect(result.band.every((b) => !b.anomaly)).toBe(true);
  });

  it('stays silent with less than 28 complete days of history and says how many there are', () => {
    const result = detectAnomalies(series({ days: 21, plant: { 19: -0.9 } }), options(dayAt(19)));
    expect(result.silent).toEqual({ kind: 'too_little_history', days: 20, needed: 28 });
    expect(result.anomalies).toEqual([]);
    expect(detectAnomalies([], options(dayAt(0))).silent).toEqual({ kind: 'no_data' });
    const empty = series({ days: 60 }).map((p) => ({ ...p, value: null }));
    expect(detectAnomalies(empty, options(dayAt(58))).silent).toEqual({ kind: 'no_data' });
  });

  it('handles missing days and nulls: gaps are not zeros, a null day is not judged', () => {
    const missing = [20, 40, 41, 42, 77, 95, 108, 111];
    const points = series({ days: 120, noise: 0.03, missing, plant: { 110: -0.5 } });
    // A gap in the series itself (no point at all for day 50) as well as nulls.
    points.splice(50, 1);
    const result = detectAnomalies(points, options(dayAt(111), { judgeDays: 10 }));
    expect(result.anomalies.map((a) => a.date)).toEqual([dayAt(110)]);
    expect(result.band).toHaveLength(120);
    expect(result.band[50]).toMatchObject({ date: dayAt(50), value: null, anomaly: false });
    expect(result.band[111]).toMatchObject({ value: null, anomaly: false });
  });

  it('raises the bar with a sensitivity above 1 and lowers it below', () => {
    const points = series({ days: 120, noise: 0.01, plant: { 110: -0.2, 113: -0.1 } });
    const at = (sensitivity: number) => detectAnomalies(points, options(dayAt(114), { sensitivity, judgeDays: 5 })).anomalies.map((a) => a.date);
    expect(at(1)).toEqual([dayAt(110)]);
    expect(at(1.5)).toEqual([]);
    expect(at(0.5)).toEqual([dayAt(110), dayAt(113)]);
  });

  it('does not alarm at the threshold on a series whose ordinary days wander as far', () => {
    const points = series({ days: 120, noise: 0.3, seed: 7, plant: { 110: -0.2 } });
    expect(detectAnomalies(points, options(dayAt(119), { judgeDays: 60 })).anomalies).toEqual([]);
  });
});
