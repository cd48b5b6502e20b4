import { addDays, dayOf, daysFrom, isDay, isoWeekday } from '../../../clients/analytics-days.ts';
import type { ModelPlan, PeriodKind } from './schemas.ts';

export interface DayRange {
  from: string;
  to: string;
}

export interface Windows {
  kind: PeriodKind;
  current: DayRange;
  /** The window compared with, or null when the question wants none. */
  previous: DayRange | null;
}

/** The longest range a question reads: a year (the fakes and most plans hold less). */
const MAX_DAYS = 366;

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfPreviousMonth = (day: string) => addDays(firstOfMonth(day), -1);
export const lengthOf = (range: DayRange) => daysFrom(range.from, range.to).length;

/** The explicit dates of a 'custom' period, when they are days, in order, not in the future and within a year. */
function customRange(period: ModelPlan['period'], today: string): DayRange | null {
  const { from, to } = period;
  if (!from || !to || !isDay(from) || !isDay(to) || from > to || from > today) return null;
  const range = { from, to: to > today ? today : to };
  return lengthOf(range) <= MAX_DAYS ? range : null;
}

function currentRange(kind: PeriodKind, today: string): DayRange {
  const yesterday = addDays(today, -1);
  const monday = addDays(today, 1 - isoWeekday(today));
  switch (kind) {
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'this_week':
      return { from: monday, to: today };
    case 'last_week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'last_14_days':
      return { from: addDays(today, -14), to: yesterday };
    case 'last_30_days':
      return { from: addDays(today, -30), to: yesterday };
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const last = lastOfPreviousMonth(today);
      return { from: firstOfMonth(last), to: last };
    }
    case 'last_90_days':
      return { from: addDays(today, -90), to: yesterday };
    default:
      return { from: addDays(today, -7), to: yesterday };
  }
}

/**
 * The window compared with: the same number of days just before, except that a calendar month
 * is compared with the month before (its first days, for the month so far).
 */
function previousRange(kind: PeriodKind, current: DayRange): DayRange {
  if (kind === 'last_month' || kind === 'this_month') {
    const last = lastOfPreviousMonth(current.from);
    const from = firstOfMonth(last);
    const to = addDays(from, lengthOf(current) - 1);
    return { from, to: kind === 'last_month' || to > last ? last : to };
  }
  const days = lengthOf(current);
  return { from: addDays(current.from, -days), to: addDays(current.from, -1) };
}

/**
 * The days a plan reads, resolved in code from today (UTC): the model names a kind of period,
 * never days. A 'custom' period whose dates do not hold is read as the last 7 days.
 */
export function resolveWindows(plan: Pick<ModelPlan, 'period' | 'comparison'>, now: Date): Windows {
  const today = dayOf(now);
  const custom = plan.period.kind === 'custom' ? customRange(plan.period, today) : null;
  const kind: PeriodKind = plan.period.kind === 'custom' && !custom ? 'last_7_days' : plan.period.kind;
  const current = custom ?? currentRange(kind, today);
  return { kind, current, previous: plan.comparison === 'none' ? null : previousRange(kind, current) };
}

/** The days every series is read over: the compared window and the current one, in one request each. */
export const readRange = (windows: Windows): DayRange => ({ from: windows.previous?.from ?? windows.current.from, to: windows.current.to });
