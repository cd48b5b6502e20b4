import { describe, expect, it } from 'vitest';
import { median, spreadAboutZero } from './robust-stats.ts';
import { seededRandom } from './testing/seeded-random.ts';

describe('median and spread', () => {
  it('agrees with sorting, for odd and even counts, repeats and negatives', () => {
    const next = seededRandom(5);
    for (let round = 0; round < 500; round++) {
      const xs = Array.from({ length: 1 + Math.floor(next() * 70) }, () => Math.round(next() * 20) - 10);
      const sorted = [...xs].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      expect(median(xs)).toBe(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2);
    }
    expect(median([])).toBeNaN();
  });

  it('leaves its input as it was and reads a normal spread from residuals about zero', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
    // Half the residuals within ±0.1: a standard deviation of about 0.148.
    expect(spreadAboutZero([-0.1, 0.05, 0.1, -0.2, 0.3, -0.05])).toBeCloseTo(0.1483, 3);
  });
});
