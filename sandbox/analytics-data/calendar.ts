import { addDays, dayOf, dayStartMs, isoWeekday } from '../../core/clients/analytics-days.ts';

/** Days of history the fakes serve, ending at their today. */
export const FAKE_HISTORY_DAYS = 120;

export interface FakeCalendarOptions {
  /** The fakes' today, 'YYYY-MM-DD' (default: the current UTC date, read at each request). */
  today?: string;
  /** The clock (tests). */
  now?: () => Date;
}

/** The fakes' day: its today, how much of it has passed, and the first day they have data for. */
export interface FakeCalendar {
  today: string;
  /** 0-1 of today elapsed: today's flows are that part of a day's. A today other than the clock's is half gone. */
  fraction: number;
  first: string;
}

export function fakeCalendar(options: FakeCalendarOptions = {}): FakeCalendar {
  const now = (options.now ?? (() => new Date()))();
  const today = options.today ?? dayOf(now);
  const fraction = today === dayOf(now) ? (now.getTime() - dayStartMs(today)) / 86_400_000 : 0.5;
  return { today, fraction, first: addDays(today, 1 - FAKE_HISTORY_DAYS) };
}

/**
 * The planted revenue drop: Tuesday, Wednesday and Thursday of the ISO week before today's,
 * always complete and always "last week" whatever today is.
 */
export function plantedDays(today: string): string[] {
  const lastMonday = addDays(today, 1 - isoWeekday(today) - 7);
  return [1, 2, 3].map((offset) => addDays(lastMonday, offset));
}
