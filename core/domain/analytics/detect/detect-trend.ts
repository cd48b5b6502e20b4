import { dayGrid } from './day-grid.ts';
import { severityOf } from './severity.ts';
import type { DailyPoint, DetectedTrend } from './types.ts';

export interface TrendOptions {
  /** The last complete day: the recent window ends here. */
  judgeThrough: string;
  /** Days in each window; whole weeks (7, 14, 28) so each holds every weekday as often. */
  days: number;
  /** The user's threshold: a smaller change is not a trend worth telling. */
  threshold: number;
  /** The previous window's mean below this is too small to judge. */
  minVolume: number;
}

export const TREND = {
  /** Share of each window's days that must have a value. */
  minCoverage: 0.8,
  /** The change over its standard error: under this the windows' own day-to-day spread could make it. */
  minScore: 2,
} as const;

/**
 * The last `days` complete days against the `days` before them. Flows (revenue, new users)
 * compare totals and levels (MRR, active subscriptions) compare means; over two windows of the
 * same length the two ratios are the same, and a missing day would read as a drop in a total, so
 * both compare the mean of the days present. Null when the change is within the threshold or
 * within the windows' own noise, when either window lacks a fifth of its days, or below
 * `minVolume`.
 */
export function detectTrend(points: readonly DailyPoint[], options: TrendOptions): DetectedTrend | null {
  const days = Math.max(1, Math.floor(options.days));
  const grid = dayGrid(points);
  const through = grid.indexOf(options.judgeThrough);
  const window = (last: number) => {
    const xs: number[] = [];
    for (let i = last - days + 1; i <= last; i++) {
      const v = i >= 0 ? grid.values[i] : null;
      if (v !== null && v !== undefined) xs.push(v);
    }
    return xs;
  };
  const recent = window(through);
  const previous = window(through - days);
  if (Math.min(recent.length, previous.length) < TREND.minCoverage * days || previous.length < 2 || recent.length < 2) return null;
  const meanR = mean(recent);
  const meanP = mean(previous);
  if (meanP < options.minVolume || meanP <= 0) return null;
  const change = meanR / meanP - 1;
  if (Math.abs(change) <= options.threshold) return null;
  const score = pairedScore(grid.values, through, days, change);
  if (score < TREND.minScore) return null;
  const coverage = Math.min(recent.length, previous.length) / days;
  return {
    from: grid.dates[through - days + 1] ?? options.judgeThrough,
    to: options.judgeThrough,
    days,
    change: Math.round(change * 1000) / 10,
    severity: severityOf(change, options.threshold),
    confidence: Math.round((1 - Math.exp(-score / 4)) * coverage * 100) / 100,
  };
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The change over its standard error, the error taken from each recent day's ratio to the day
 * `days` before it: whole-week windows pair a Saturday with a Saturday, so the weekday pattern
 * does not count as noise (other windows pair unlike days and read noisier: conservative).
 */
function pairedScore(values: readonly (number | null)[], through: number, days: number, change: number): number {
  const ratios: number[] = [];
  for (let i = through - days + 1; i <= through; i++) {
    const now = values[i];
    const before = values[i - days];
    if (now !== null && now !== undefined && before !== null && before !== undefined && before > 0) ratios.push(now / before);
  }
  if (ratios.length < 2) return 0;
  const m = mean(ratios);
  const error = Math.sqrt(ratios.reduce((s, r) => s + (r - m) ** 2, 0) / (ratios.length - 1) / ratios.length);
  return error > 0 ? Math.abs(change) / error : Infinity;
}
