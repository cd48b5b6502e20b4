import { describe, expect, it } from 'vitest';
import type { DailyPoint, SegmentSeries } from '../metric-source.ts';
import { explainShift } from './explain-shift.ts';
import { dayAt, series } from './testing/series.ts';

const segment = (name: string, points: DailyPoint[]): SegmentSeries => ({ eventType: 'purchase_completed', property: 'platform', segment: name, points, request: `GET /api/2/events/segmentation?e=purchase_completed&s=platform=${name}` });
const sum = (...parts: DailyPoint[][]): DailyPoint[] => parts[0]!.map((p, i) => ({ date: p.date, value: parts.reduce((s, x) => s + (x[i]!.value ?? 0), 0) }));
const drop = { 100: -0.8, 101: -0.8 };

describe('explainShift', () => {
  it('names the segment that fell on the same days and carries most of the drop', () => {
    const ios = series({ days: 110, level: 600, noise: 0.04, seed: 1 });
    const android = series({ days: 110, level: 500, noise: 0.04, seed: 2, plant: drop });
    const web = series({ days: 110, level: 200, noise: 0.04, seed: 3 });
    const shift = explainShift([dayAt(100), dayAt(101)], sum(ios, android, web), [segment('iOS', ios), segment('Android', android), segment('Web', web)]);
    expect(shift).toMatchObject({ eventType: 'purchase_completed', property: 'platform', segment: 'Android' });
    expect(shift!.change).toBeLessThan(-70);
    expect(shift!.share).toBeGreaterThan(0.8);
    expect(shift!.totalChange).toBeLessThan(-20);
    expect(shift!.request).toContain('platform=Android');
  });

  it('is null when the segments only wander', () => {
    const parts = [1, 2, 3].map((seed) => series({ days: 110, level: 400, noise: 0.05, seed }));
    expect(explainShift([dayAt(100), dayAt(101)], sum(...parts), parts.map((p, i) => segment(`s${i}`, p)))).toBeNull();
  });

  it('is null when every segment fell alike: no one of them explains it', () => {
    const parts = [1, 2, 3].map((seed) => series({ days: 110, level: 400, noise: 0.03, seed, plant: { 100: -0.3, 101: -0.3 } }));
    expect(explainShift([dayAt(100), dayAt(101)], sum(...parts), parts.map((p, i) => segment(`s${i}`, p)))).toBeNull();
  });

  it('does not name a segment that moved the other way, or one without history', () => {
    const ios = series({ days: 110, level: 600, noise: 0.03, seed: 1, plant: { 100: 0.5, 101: 0.5 } });
    const android = series({ days: 110, level: 500, noise: 0.03, seed: 2, plant: { 100: -0.9, 101: -0.9 } });
    const total = sum(ios, android);
    const shift = explainShift([dayAt(100), dayAt(101)], total, [segment('iOS', ios), segment('new', android.slice(95))]);
    expect(shift).toBeNull();
  });
});
