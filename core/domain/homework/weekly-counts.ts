import { DateTime } from 'luxon';

/** Counts per ISO week (from Monday, UTC), the last `weeks` weeks ending with this one, oldest first. */
export function weeklyCounts(dates: Date[], now: Date, weeks: number): { weekStart: string; count: number }[] {
  const thisWeek = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('week');
  const starts = Array.from({ length: weeks }, (_, i) => thisWeek.minus({ weeks: weeks - 1 - i }));
  const counts = starts.map(() => 0);
  for (const date of dates) {
    const at = DateTime.fromJSDate(date, { zone: 'utc' });
    const index = starts.findLastIndex((start) => at >= start);
    if (index >= 0) counts[index]! += 1;
  }
  return starts.map((start, i) => ({ weekStart: start.toISODate() ?? '', count: counts[i]! }));
}
