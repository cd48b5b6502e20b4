import type { calendar_v3 } from 'googleapis';
import type { DateTime } from 'luxon';
import { dayStart, instantOf, isZone, rfc3339In } from './time.ts';

type EventDateTime = calendar_v3.Schema$EventDateTime;

export type TimesChecked =
  | { ok: true; start: EventDateTime; end: EventDateTime; startMs: number; endMs: number }
  | { ok: false; reason: string; message: string };

type SideChecked = { ok: true; value: EventDateTime; at: DateTime; allDay: boolean } | { ok: false; reason: string; message: string };

/** One bound as Google checks it: a date or an RFC 3339 dateTime (offset or timeZone), in a known zone. */
function checkSide(side: 'start' | 'end', time: EventDateTime | undefined, calendarZone: string): SideChecked {
  if (!time || (!time.date && !time.dateTime)) return { ok: false, reason: 'required', message: `Missing ${side} time.` };
  const invalid = { ok: false, reason: 'invalid', message: `Invalid ${side} time.` } as const;
  if (time.date && time.dateTime) return invalid;
  if (time.timeZone && !isZone(time.timeZone)) return { ok: false, reason: 'invalid', message: `Invalid time zone definition for ${side} time.` };
  const zone = time.timeZone ?? calendarZone;
  if (time.date) {
    const at = dayStart(time.date, zone);
    return at ? { ok: true, value: { date: time.date }, at, allDay: true } : invalid;
  }
  const text = time.dateTime ?? '';
  const at = instantOf(text, time.timeZone ?? undefined);
  if (!at) {
    // A wall-clock time without an offset needs the zone it is in; Google names what is missing.
    return /T[\d:.]+$/.test(text) && !time.timeZone ? { ok: false, reason: 'required', message: `Missing time zone definition for ${side} time.` } : invalid;
  }
  return { ok: true, value: { dateTime: rfc3339In(at, zone), ...(time.timeZone ? { timeZone: time.timeZone } : {}) }, at, allDay: false };
}

/**
 * An event's start and end as Google's Calendar API accepts them: both dates (an all-day
 * event, end exclusive) or both dateTimes, end after start. Written back the way Google
 * answers: a dateTime in the event's (or the calendar's) zone with its offset.
 */
export function checkTimes(start: EventDateTime | undefined, end: EventDateTime | undefined, calendarZone: string): TimesChecked {
  const from = checkSide('start', start, calendarZone);
  if (!from.ok) return from;
  const to = checkSide('end', end, calendarZone);
  if (!to.ok) return to;
  if (from.allDay !== to.allDay) return { ok: false, reason: 'invalid', message: 'Start and end times must either both be date or both be dateTime.' };
  const startMs = from.at.toMillis();
  const endMs = to.at.toMillis();
  if (endMs <= startMs) return { ok: false, reason: 'timeRangeEmpty', message: 'The specified time range is empty.' };
  return { ok: true, start: from.value, end: to.value, startMs, endMs };
}
