import rrule from 'rrule';
import { DateTime } from 'luxon';

const { RRule } = rrule;

/**
 * The occurrences of a series (an RRULE line, with its first start as DTSTART in the event's
 * zone), as Google expands it: the rule runs on the zone's wall clock, so "every Monday at 10:00"
 * stays at 10:00 across a change of the clocks. rrule counts in "floating" UTC dates: the wall
 * clock is written as UTC, expanded, and read back in the zone (its UNTIL, an instant, is first
 * turned into that zone's wall clock). Shared by the bot and the sandbox's Google Calendar.
 */

/** The wall clock of `at` (in its zone) as a UTC date, rrule's floating time. */
const floating = (at: DateTime) => new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second));

/** A floating date read back as the wall clock of `zone`. */
const unfloat = (date: Date, zone: string) =>
  DateTime.fromObject(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() },
    { zone },
  );

/** The RRULE line among a series' recurrence lines (RRULE, EXDATE, …), or null. */
export const rruleLine = (lines: readonly string[] | null | undefined): string | null => lines?.find((l) => /^RRULE:/i.test(l)) ?? null;

/**
 * The starts of a series' occurrences between `from` and `to` (both included), at most `limit`,
 * in the zone of `first` (the series' first start).
 */
export function occurrenceStarts(line: string, first: DateTime, range: { from: DateTime; to: DateTime }, limit = 100): DateTime[] {
  const zone = first.zoneName ?? 'UTC';
  const options = RRule.parseString(line.replace(/^RRULE:/i, ''));
  if (options.until) options.until = floating(DateTime.fromJSDate(options.until, { zone }));
  const rule = new RRule({ ...options, dtstart: floating(first) });
  const from = range.from.setZone(zone);
  const to = range.to.setZone(zone);
  if (to < from) return [];
  return rule.between(floating(from), floating(to), true, (_date, index) => index < limit).map((d) => unfloat(d, zone));
}
