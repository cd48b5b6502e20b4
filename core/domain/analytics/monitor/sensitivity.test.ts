import { describe, expect, it } from 'vitest';
import { sensitivityFrom } from './sensitivity.ts';

describe("a metric's sensitivity from 👍/👎", () => {
  it('a false alarm (👎) raises the bar, a useful alert (👍) lowers it a little, within bounds', () => {
    expect(sensitivityFrom(0, 0)).toBe(1);
    expect(sensitivityFrom(0, 1)).toBe(1.25);
    expect(sensitivityFrom(1, 0)).toBeCloseTo(0.9);
    expect(sensitivityFrom(0, 40)).toBe(3);
    expect(sensitivityFrom(40, 0)).toBe(0.7);
  });
});
