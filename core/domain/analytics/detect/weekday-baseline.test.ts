import { describe, expect, it } from 'vitest';
import { dayGrid } from './day-grid.ts';
import { series } from './testing/series.ts';
import { BASELINE, weekdayBaseline } from './weekday-baseline.ts';

describe('weekdayBaseline', () => {
  it('expects nothing before 4 weeks of history', () => {
    const days = weekdayBaseline(dayGrid(series({ days: 40 })), 39);
    expect(days.expected.slice(0, BASELINE.minHistoryDays).every((e) => e === null)).toBe(true);
    expect(days.expected[35]).not.toBeNull();
  });

  it('never lets a day after `through` feed a baseline: a half-finished today moves nothing', () => {
    const points = series({ days: 100 });
    const halfDone = points.map((p, i) => (i === 98 ? { ...p, value: p.value! * 0.2 } : p));
    const a = weekdayBaseline(dayGrid(points), 97);
    const b = weekdayBaseline(dayGrid(halfDone), 97);
    expect(b.expected[99]).toBe(a.expected[99]);
    expect(b.outlier[98]).toBe(false);
    expect(b.deviation[98]).toBeLessThan(-0.7);
  });

  it('reads its spread from its own errors: a noisier series gets a wider one', () => {
    const quiet = weekdayBaseline(dayGrid(series({ days: 100, noise: 0.02 })), 99);
    const noisy = weekdayBaseline(dayGrid(series({ days: 100, noise: 0.2 })), 99);
    expect(noisy.spread[99]! / quiet.spread[99]!).toBeGreaterThan(5);
  });
});
