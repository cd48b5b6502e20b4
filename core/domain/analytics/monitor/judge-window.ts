import { DateTime } from 'luxon';

/** Days of history read for every metric: enough weeks for a weekday baseline, and the chart's span. */
export const HISTORY_DAYS = 120;
/** A first scheduled run, or one after a gap, judges at most this many days back. */
const MAX_CATCH_UP_DAYS = 7;
/** 'Run check now' looks at the last two weeks: what a person pressing it wants to see. */
const MANUAL_DAYS = 14;

export interface JudgeWindow {
  /** The last complete day in the user's zone: today is never judged (it is half over). */
  judgeThrough: string;
  judgeDays: number;
  /** The series read: HISTORY_DAYS ending today (today's partial value is shown, not judged). */
  from: string;
  to: string;
}

/**
 * Which days a run judges. A scheduled run judges the days completed since the last completed
 * scheduled run (one on a normal day, more after a missed day, at most a week); a manual run the
 * last two weeks. Insights are keyed by metric and day, so judging a day twice finds nothing new.
 */
export function judgeWindow(at: Date, timezone: string, kind: 'scheduled' | 'manual', lastJudgedThrough: string | null): JudgeWindow {
  const today = DateTime.fromJSDate(at, { zone: timezone }).startOf('day');
  const yesterday = today.minus({ days: 1 });
  let judgeDays = kind === 'manual' ? MANUAL_DAYS : MAX_CATCH_UP_DAYS;
  if (kind === 'scheduled' && lastJudgedThrough) {
    const since = Math.round(yesterday.diff(DateTime.fromISO(lastJudgedThrough, { zone: timezone }), 'days').days);
    judgeDays = Math.min(MAX_CATCH_UP_DAYS, Math.max(1, since));
  }
  return { judgeThrough: yesterday.toISODate()!, judgeDays, from: today.minus({ days: HISTORY_DAYS - 1 }).toISODate()!, to: today.toISODate()! };
}

/** The day before a 'YYYY-MM-DD' day. */
export const dayBefore = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).minus({ days: 1 }).toISODate()!;
