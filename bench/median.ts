import type { FixedRateResult } from './fixed-rate.ts';

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The round whose p99 is the median one (the upper middle for an even count). */
export const medianRound = <R extends FixedRateResult>(runs: R[]): R => {
  const sorted = [...runs].sort((a, b) => a.p99Ms - b.p99Ms);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no fixed-rate rounds');
  return middle;
};
