import { DateTime } from 'luxon';

/** RFC 3339 as Google reads it: seconds required, the offset optional only when a timeZone is given. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isZone = (zone: string) => DateTime.local().setZone(zone).isValid;

/** An RFC 3339 instant with a mandatory offset (timeMin, timeMax), or null. */
export function instantWithOffset(text: string): DateTime | null {
  const match = RFC3339.exec(text);
  if (!match?.[1]) return null;
  const parsed = DateTime.fromISO(text, { setZone: true });
  return parsed.isValid ? parsed : null;
}

/** A dateTime in the zone it names, or read as wall-clock time in `zone` when it has no offset; null when malformed. */
export function instantOf(text: string, zone: string | undefined): DateTime | null {
  const match = RFC3339.exec(text);
  if (!match) return null;
  const parsed = match[1] ? DateTime.fromISO(text, { setZone: true }) : zone ? DateTime.fromISO(text, { zone }) : null;
  return parsed?.isValid ? parsed : null;
}

/** Midnight of a 'YYYY-MM-DD' day in the zone (an all-day event's bounds), or null. */
export function dayStart(date: string, zone: string): DateTime | null {
  if (!DATE.test(date)) return null;
  const parsed = DateTime.fromISO(date, { zone });
  return parsed.isValid ? parsed.startOf('day') : null;
}

/** How Google writes a dateTime back: in the event's or the calendar's zone, with its offset, no fraction. */
export const rfc3339In = (instant: DateTime, zone: string) => instant.setZone(zone).toISO({ suppressMilliseconds: true }) ?? '';

/** How Google writes created/updated and freeBusy's bounds: UTC with milliseconds. */
export const utcStamp = (ms: number) => new Date(ms).toISOString();

/** An instant as RFC 3339 in a zone, with its offset and no fraction (freeBusy with a timeZone). */
export const zonedStamp = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true }) ?? '';
