import { describe, expect, it } from 'vitest';
import { detectTrend } from './detect-trend.ts';
import { dayAt, series } from './testing/series.ts';

const options = { judgeThrough: dayAt(89), days: 14, threshold: 0.15, minVolume: 20 };
/** A series whose last `days` days are `change` off the rest. */
const stepped = (change: number, more: Parameters<typeof series>[0] = { days: 90 }) =>
  series({ noise: 0.05, ...more, plant: Object.fromEntries(Array.from({ length: 14 }, (_, k) => [76 + k, change])) });

describe('detectTrend', () => {
  it('compares the last 14 complete days with the 14 before', () => {
    const trend = detectTrend(stepped(-0.3), options);
    expect(trend).toMatchObject({ from: dayAt(76), to: dayAt(89), days: 14, severity: 'HIGH' });
    expect(trend!.change).toBeCloseTo(-30, -1);
    expect(trend!.confidence).toBeGreaterThan(0.5);
    expect(detectTrend(stepped(0.4), options)!.change).toBeGreaterThan(30);
  });

  it('is null within the threshold, with too little history or too small a volume', () => {
    expect(detectTrend(stepped(0.1), options)).toBeNull();
    expect(detectTrend(stepped(-0.3, { days: 90 }).slice(70), options)).toBeNull();
    expect(detectTrend(stepped(-0.3, { days: 90, level: 10 }), options)).toBeNull();
  });

  it('ignores days after judgeThrough and is not fooled by missing days', () => {
    const points = stepped(0, { days: 92, missing: [80, 81] });
    points[90] = { date: dayAt(90), value: 1 };
    points[91] = { date: dayAt(91), value: 1 };
    expect(detectTrend(points, options)).toBeNull();
  });

  it('is null when the windows hold too few days with values', () => {
    const missing = Array.from({ length: 6 }, (_, k) => 80 + k);
    expect(detectTrend(stepped(-0.4, { days: 90, missing }), options)).toBeNull();
  });
});
