import { dayGrid } from './day-grid.ts';
import type { DailyPoint } from './types.ts';
import { weekdayBaseline } from './weekday-baseline.ts';

export interface JudgedDay {
  date: string;
  actual: number;
  expected: number;
  /** The baseline's relative spread that day. */
  spread: number;
}

export interface DeviationOnDays {
  /** The days among those asked that had both a value and an expectation. */
  days: JudgedDay[];
  actual: number;
  expected: number;
  /** actual / expected - 1 over those days together (0 when nothing was expected). */
  change: number;
  /** (actual - expected) over the baseline's own spread on those days: how unusual the sum is. */
  score: number;
}

/**
 * A series' values on given days against its own weekday baseline (weekday-baseline.ts), summed
 * over the days: what a segment, an event or a conversion did on the days an anomaly was seen.
 * The baseline reads history up to the last of those days only. Null when no day could be judged.
 */
export function deviationOnDays(points: readonly DailyPoint[], dates: readonly string[]): DeviationOnDays | null {
  if (points.length === 0 || dates.length === 0) return null;
  const grid = dayGrid(points);
  const through = Math.max(...dates.map((d) => grid.indexOf(d)));
  const base = weekdayBaseline(grid, through);
  const days: JudgedDay[] = [];
  for (const date of new Set(dates)) {
    const i = grid.indexOf(date);
    const actual = grid.values[i];
    const expected = base.expected[i];
    const spread = base.spread[i];
    if (actual === null || actual === undefined || expected === null || expected === undefined || spread === null || spread === undefined) continue;
    days.push({ date, actual, expected, spread });
  }
  if (days.length === 0) return null;
  const actual = days.reduce((s, d) => s + d.actual, 0);
  const expected = days.reduce((s, d) => s + d.expected, 0);
  const noise = Math.sqrt(days.reduce((s, d) => s + (d.spread * d.expected) ** 2, 0));
  return {
    days,
    actual,
    expected,
    change: expected > 0 ? actual / expected - 1 : 0,
    score: noise > 0 ? (actual - expected) / noise : 0,
  };
}
