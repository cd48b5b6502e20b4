import type { calendar_v3 } from 'googleapis';
import { DateTime } from 'luxon';
import { occurrenceStarts, rruleLine } from '../../core/domain/calendar/when/occurrences.ts';
import type { SandboxCalendarStore, StoredEvent } from './store.ts';
import { rfc3339In } from './time.ts';

/**
 * A recurring event's occurrences as Google serves them: each an instance with an id of the
 * series' id and its original start (`<id>_20260323T070000Z`, a date for an all-day series),
 * `recurringEventId` and `originalStartTime`; an instance patched or deleted is kept as an
 * exception (in the calendar's events, by that id) and served in place of the occurrence. Listed
 * with `singleEvents=true`, by `events.instances`, and taken by get, patch and delete by its id.
 */

/** The most occurrences one expansion gives (Google pages them; nothing here needs more). */
const MAX_INSTANCES = 2500;

export const isSeries = (stored: StoredEvent) => rruleLine(stored.event.recurrence) !== null;

const allDayOf = (stored: StoredEvent) => Boolean(stored.event.start?.date);

/** The zone a series repeats in: its start's, else the calendar's. */
const zoneOf = (stored: StoredEvent, calendarZone: string) => stored.event.start?.timeZone ?? calendarZone;

/** The series' first start, on its zone's wall clock. */
const firstStart = (stored: StoredEvent, calendarZone: string) => DateTime.fromMillis(stored.startMs, { zone: zoneOf(stored, calendarZone) });

export const instanceId = (seriesId: string, start: DateTime, allDay: boolean) =>
  `${seriesId}_${allDay ? start.toFormat('yyyyMMdd') : start.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;

/** The occurrence starting at `start` as the API answers it, before anyone changed it. */
function occurrence(series: StoredEvent, start: DateTime, calendarZone: string): StoredEvent {
  const allDay = allDayOf(series);
  const zone = zoneOf(series, calendarZone);
  const length = series.endMs - series.startMs;
  const end = allDay ? start.plus({ days: Math.round(length / 86_400_000) }) : start.plus({ milliseconds: length });
  const ownZone = series.event.start?.timeZone ? { timeZone: series.event.start.timeZone } : {};
  const when = (at: DateTime): calendar_v3.Schema$EventDateTime => (allDay ? { date: at.toISODate() } : { dateTime: rfc3339In(at, zone), ...ownZone });
  const { recurrence: _rule, ...rest } = series.event;
  const event: StoredEvent['event'] = {
    ...rest,
    id: instanceId(series.event.id, start, allDay),
    recurringEventId: series.event.id,
    originalStartTime: when(start),
    start: when(start),
    end: when(end),
  };
  return { event, startMs: start.toMillis(), endMs: end.toMillis(), seq: series.seq };
}

/**
 * A series' instances that may fall in [min, max) (the caller keeps those that do, by their own
 * times): its occurrences there, each replaced by its exception if it has one, and its exceptions
 * moved there from elsewhere. A deleted series has none.
 */
export function expandSeries(series: StoredEvent, events: Map<string, StoredEvent>, calendarZone: string, window: { min?: number; max?: number }): StoredEvent[] {
  const line = rruleLine(series.event.recurrence);
  if (!line || series.event.status === 'cancelled') return [];
  const first = firstStart(series, calendarZone);
  const length = series.endMs - series.startMs;
  const from = DateTime.max(first, DateTime.fromMillis((window.min ?? series.startMs) - length + 1, { zone: first.zone }));
  const to = window.max !== undefined ? DateTime.fromMillis(window.max - 1, { zone: first.zone }) : from.plus({ years: 1 });
  const generated = occurrenceStarts(line, first, { from, to }, MAX_INSTANCES).map((start) => {
    const plain = occurrence(series, start, calendarZone);
    return events.get(plain.event.id) ?? plain;
  });
  const ids = new Set(generated.map((e) => e.event.id));
  const moved = [...events.values()].filter((e) => e.event.recurringEventId === series.event.id && !ids.has(e.event.id));
  return [...generated, ...moved];
}

const INSTANCE_ID = /^(.+)_(\d{8})(T\d{6}Z)?$/;

/** The instance an id names (an exception kept, or an occurrence the series has), or undefined. */
export function instanceById(events: Map<string, StoredEvent>, id: string, calendarZone: string): StoredEvent | undefined {
  const kept = events.get(id);
  if (kept) return kept;
  const match = INSTANCE_ID.exec(id);
  const series = match ? events.get(match[1]!) : undefined;
  const line = series ? rruleLine(series.event.recurrence) : null;
  if (!match || !series || !line || series.event.status === 'cancelled') return undefined;
  const first = firstStart(series, calendarZone);
  const at = match[3]
    ? DateTime.fromFormat(`${match[2]}${match[3]}`, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(first.zone)
    : DateTime.fromFormat(match[2]!, 'yyyyMMdd', { zone: first.zone });
  if (!at.isValid) return undefined;
  const [start] = occurrenceStarts(line, first, { from: at, to: at }, 1);
  return start && start.toMillis() === at.toMillis() ? occurrence(series, start, calendarZone) : undefined;
}

/** The instant an instance's original start names (an all-day one: its date's midnight in the zone). */
export function originalStartMs(instance: StoredEvent, calendarZone: string): number | null {
  const original = instance.event.originalStartTime;
  if (original?.dateTime) return DateTime.fromISO(original.dateTime, { setZone: true }).toMillis();
  if (original?.date) return DateTime.fromISO(original.date, { zone: original.timeZone ?? calendarZone }).toMillis();
  return null;
}

/** Test hook: a series' occurrences starting in [from, to), as `events.instances` answers them (moved and cancelled ones as they are now). */
export function instancesIn(store: SandboxCalendarStore, account: string, calendarId: string, seriesId: string, range: { from: Date; to: Date }): Array<calendar_v3.Schema$Event & { id: string }> {
  const calendar = store.calendar(account, calendarId);
  const series = calendar ? store.eventsOf(account, calendar.id).get(seriesId) : undefined;
  if (!calendar || !series) return [];
  return expandSeries(series, store.eventsOf(account, calendar.id), calendar.timeZone, { min: range.from.getTime(), max: range.to.getTime() })
    .filter((e) => e.startMs >= range.from.getTime() && e.startMs < range.to.getTime())
    .sort((a, b) => a.startMs - b.startMs)
    .map((e) => e.event);
}
