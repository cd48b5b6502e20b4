/**
 * The billing calendar (spec 9): billing repeats on the day of the first payment each month;
 * a day the month lacks becomes the month's last day, and February never goes past the 28th
 * (the spec's rule, leap years included). Pure functions on UTC dates; the time of day of
 * the first payment is kept.
 */

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The day a month's bill falls on, for a subscription first paid on `billingDay`. */
export function billingDayIn(year: number, month: number, billingDay: number): number {
  const cap = month === 1 ? 28 : daysInMonth(year, month);
  return Math.min(billingDay, cap);
}

/**
 * The end of the period that starts `periods` months after `start` (the first payment): the
 * billing day of that month, at the first payment's time of day. Counting from the first
 * payment, not from the previous bill, keeps a 31st from drifting to the 28th for good.
 */
export function periodEnd(start: Date, periods: number): Date {
  const billingDay = start.getUTCDate();
  const monthIndex = start.getUTCMonth() + periods;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  return new Date(
    Date.UTC(year, month, billingDayIn(year, month, billingDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()),
  );
}

/** Whole days from `from` to `to` (a started day does not count). */
export const wholeDaysBetween = (from: Date, to: Date): number => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/** Days left in which a refund may be asked for (spec: at most 7 whole days since the start), or null once it closed. */
export function refundDaysLeft(startDate: Date, now: Date, windowDays: number): number | null {
  const used = wholeDaysBetween(startDate, now);
  if (used < 0 || used > windowDays) return null;
  return windowDays - used;
}

/** Days until `endDate`, rounded up: 'ends in 1 day' until the very last moment. */
export const daysUntil = (endDate: Date, now: Date): number => Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS);
