import { DateTime } from 'luxon';
import type { CalendarEvent } from '../../../db/index.ts';
import { occurrenceStarts } from './when/occurrences.ts';
import { toRRule, type Recurrence } from './when/recurrence.ts';

/**
 * A repeating event (one Google event with an RRULE) seen one occurrence at a time: which one a
 * reply is about, what moving "the whole series" by the same change means, and the times a
 * series takes in the coming weeks (for the look for overlaps).
 */

export type SeriesRecurrence = NonNullable<CalendarEvent['recurrence']>;

export interface Range {
  start: DateTime;
  end: DateTime;
}

/** How far ahead the look for overlaps follows a series, and how many of its occurrences at most. */
export const CLASH_WEEKS = 4;
const CLASH_OCCURRENCES = 30;

const zoneOf = (row: CalendarEvent) => row.timeZone ?? 'UTC';

/** A timed series (all-day ones are changed as a whole). */
export const isTimedSeries = (row: CalendarEvent): boolean => Boolean(row.recurrence && row.startTime && row.endTime && !row.allDay);

/**
 * The occurrence a reply to a series is about: the next one that has not ended by `now` (the
 * one on now, or the coming one); null when the series has no more.
 */
export function currentOccurrence(row: CalendarEvent, now: Date): Range | null {
  if (!isTimedSeries(row)) return null;
  const zone = zoneOf(row);
  const first = DateTime.fromJSDate(row.startTime!, { zone });
  const length = row.endTime!.getTime() - row.startTime!.getTime();
  const from = DateTime.fromMillis(now.getTime() - length + 1, { zone });
  const [start] = occurrenceStarts(row.recurrence!.rrule, first, { from: DateTime.max(from, first), to: DateTime.fromJSDate(now, { zone }).plus({ years: 5 }) }, 1);
  return start ? { start, end: start.plus({ milliseconds: length }) } : null;
}

/**
 * The whole series changed the way one occurrence was: the first start moves by the same number
 * of days and takes the new time of day; the length is the new one.
 */
export function seriesChange(row: CalendarEvent, occurrence: Range, change: Range): Range {
  const zone = zoneOf(row);
  const first = DateTime.fromJSDate(row.startTime!, { zone });
  const to = change.start.setZone(zone);
  const days = Math.round(to.startOf('day').diff(occurrence.start.setZone(zone).startOf('day'), 'days').days);
  const start = first.plus({ days }).set({ hour: to.hour, minute: to.minute, second: 0, millisecond: 0 });
  return { start, end: start.plus(change.end.diff(change.start)) };
}

/**
 * A series' rule after its first start moved to `start`: a weekly one on named weekdays moves
 * them by the same days, a monthly one on a day of the month takes the new day; the RRULE is
 * written again from the new start (its end and count are kept).
 */
export function shiftedRecurrence(series: SeriesRecurrence, from: DateTime, start: DateTime): SeriesRecurrence {
  const recurrence = series.recurrence as unknown as Recurrence;
  const days = Math.round(start.startOf('day').diff(from.setZone(start.zone).startOf('day'), 'days').days);
  if (days === 0) return series;
  const weekdays = recurrence.freq === 'weekly' && recurrence.weekdays.length > 0 ? recurrence.weekdays.map((d) => ((((d - 1 + days) % 7) + 7) % 7) + 1) : recurrence.weekdays;
  const monthDay = recurrence.freq === 'monthly' && recurrence.monthDay !== null ? start.day : recurrence.monthDay;
  const next: Recurrence = { ...recurrence, weekdays: [...new Set(weekdays)].sort((a, b) => a - b), monthDay };
  const lastDay = series.lastDay ? DateTime.fromISO(series.lastDay, { zone: start.zone }) : null;
  return { ...series, rrule: toRRule(next, start, lastDay), recurrence: next as unknown as Record<string, unknown> };
}

/**
 * The ranges an event takes that the look for overlaps checks: its own, or a series' occurrences
 * from `now` over the next few weeks.
 */
export function takenRanges(row: CalendarEvent, now: Date): Range[] {
  if (row.allDay || !row.startTime || !row.endTime) return [];
  const zone = zoneOf(row);
  const start = DateTime.fromJSDate(row.startTime, { zone });
  const length = row.endTime.getTime() - row.startTime.getTime();
  if (!row.recurrence) return [{ start, end: start.plus({ milliseconds: length }) }];
  const from = DateTime.max(start, DateTime.fromJSDate(now, { zone }));
  return occurrenceStarts(row.recurrence.rrule, start, { from, to: from.plus({ weeks: CLASH_WEEKS }) }, CLASH_OCCURRENCES).map((s) => ({ start: s, end: s.plus({ milliseconds: length }) }));
}
