/**
 * Calendar days as 'YYYY-MM-DD' (the analytics series' unit), counted in UTC so a day is always
 * 24 hours: RevenueCat and Amplitude bucket by the project's day and name it this way.
 */
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => dayOf(new Date(dayStartMs(day) + days * DAY_MS));

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dayStartMs(from); ms <= dayStartMs(to); ms += DAY_MS) days.push(dayOf(new Date(ms)));
  return days;
}

/** 1 = Monday ... 7 = Sunday (ISO 8601). */
export const isoWeekday = (day: string): number => ((new Date(dayStartMs(day)).getUTCDay() + 6) % 7) + 1;

/** A series' range as the readers take it: two days, `from` not after `to` (a caller's bug otherwise). */
export function checkRange(from: string, to: string): void {
  if (!isDay(from) || !isDay(to) || from > to) throw new RangeError(`A range of days 'YYYY-MM-DD' to 'YYYY-MM-DD' was expected, not '${from}' to '${to}'`);
}
