import { describe, expect, it } from 'vitest';
import { medianRound } from './figures.ts';
import type { FixedRateResult } from './fixed-rate.ts';

const round = (p99Ms: number): FixedRateResult => ({ rate: 1000, achieved: 1000, p50Ms: 1, p99Ms, maxMs: p99Ms * 2, failures: 0 });

describe('medianRound', () => {
  it('is the round of median p99, so one stalled round does not decide the verdict', () => {
    expect(medianRound([round(31), round(3), round(4)]).p99Ms).toBe(4);
  });

  it('takes the upper middle of an even count (the stricter of the two)', () => {
    expect(medianRound([round(2), round(9), round(3), round(5)]).p99Ms).toBe(5);
  });

  it('refuses no rounds at all', () => {
    expect(() => medianRound([])).toThrow('no fixed-rate rounds');
  });
});
