import { describe, expect, it } from 'vitest';
import type { DailyPoint } from '../metric-source.ts';
import { funnelStep } from './funnel-step.ts';
import { dayAt, noiseStream, series } from './testing/series.ts';

/** purchase_completed as a share of checkout_started, with its own noise and planted changes. */
function completed(started: DailyPoint[], rate: number, plant: Record<number, number> = {}): DailyPoint[] {
  const rand = noiseStream(9);
  return started.map((p, i) => ({ date: p.date, value: p.value === null ? null : Math.round(p.value * rate * (1 + 0.03 * rand()) * (1 + (plant[i] ?? 0))) }));
}

describe('funnelStep', () => {
  const days = [dayAt(100), dayAt(101)];

  it('finds the conversion between two steps falling on the days, with the upper step steady', () => {
    const started = series({ days: 110, level: 2000, noise: 0.04 });
    const shift = funnelStep(days, { eventType: 'checkout_started', points: started }, { eventType: 'purchase_completed', points: completed(started, 0.3, { 100: -0.6, 101: -0.6 }) });
    expect(shift).toMatchObject({ fromEvent: 'checkout_started', toEvent: 'purchase_completed' });
    expect(shift!.change).toBeLessThan(-50);
    expect(shift!.actual).toBeCloseTo(0.12, 1);
    expect(shift!.expected).toBeCloseTo(0.3, 1);
    expect(Math.abs(shift!.fromChange!)).toBeLessThan(10);
  });

  it('is null when fewer started but as many of them finished', () => {
    const started = series({ days: 110, level: 2000, noise: 0.04, plant: { 100: -0.5, 101: -0.5 } });
    expect(funnelStep(days, { eventType: 'checkout_started', points: started }, { eventType: 'purchase_completed', points: completed(started, 0.3) })).toBeNull();
  });

  it('is null without enough history of both steps', () => {
    const started = series({ days: 110, level: 2000 }).slice(90);
    expect(funnelStep(days, { eventType: 'a', points: started }, { eventType: 'b', points: completed(started, 0.3, { 10: -0.6 }) })).toBeNull();
  });
});
