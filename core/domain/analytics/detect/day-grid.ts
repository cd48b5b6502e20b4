import { addDays } from '../../../clients/analytics-days.ts';
import type { DailyPoint } from '../metric-source.ts';

const DAY_MS = 86_400_000;

/**
 * A series laid on consecutive calendar days from its first point to its last: missing days and
 * nulls become null (the upstream had no bucket, which is not a zero), later duplicates of a day
 * win, values that are not finite numbers are dropped. Index i is `addDays(first, i)`.
 */
export interface DayGrid {
  first: string;
  dates: string[];
  values: (number | null)[];
  /** Index of a day in the grid (may be outside it). */
  indexOf(day: string): number;
  /** 0-6, the same for the same weekday whatever the grid's first day. */
  weekday(index: number): number;
}

/** Day number (days since 1970-01-01) of a 'YYYY-MM-DD' day, without a Date: thousands a run. */
function dayNumber(day: string): number {
  return Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

export function dayGrid(points: readonly DailyPoint[]): DayGrid {
  let firstNumber = Infinity;
  let lastNumber = -Infinity;
  const numbers = points.map((p) => {
    const n = dayNumber(p.date);
    if (n < firstNumber) firstNumber = n;
    if (n > lastNumber) lastNumber = n;
    return n;
  });
  const length = points.length && Number.isFinite(firstNumber) ? lastNumber - firstNumber + 1 : 0;
  const first = length ? addDays('1970-01-01', firstNumber) : '1970-01-01';
  const values: (number | null)[] = new Array<number | null>(length).fill(null);
  const dates: (string | undefined)[] = new Array<string | undefined>(length);
  points.forEach((p, k) => {
    const i = numbers[k]! - firstNumber;
    if (!(i >= 0 && i < length)) return;
    values[i] = typeof p.value === 'number' && Number.isFinite(p.value) ? p.value : null;
    dates[i] = p.date;
  });
  const indexOf = (day: string) => dayNumber(day) - firstNumber;
  // Day numbers count from Thursday 1970-01-01; only their residue matters.
  const weekdays = Uint8Array.from({ length }, (_, i) => (((firstNumber + i) % 7) + 7) % 7);
  return { first, dates: Array.from(dates, (d, i) => d ?? addDays(first, i)), values, indexOf, weekday: (index) => weekdays[index] ?? (((firstNumber + index) % 7) + 7) % 7 };
}
