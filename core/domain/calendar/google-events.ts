import type { calendar_v3 } from 'googleapis';
import { googleStatus } from '../../clients/google-errors.ts';
import type { CalendarEvent } from '../../../db/index.ts';
import { takenRanges, type Range } from './series.ts';

/**
 * Our event's id at Google: a uuid without dashes is valid base32hex (Google's rule for
 * client-chosen ids), so inserting the same event twice answers 409 instead of a duplicate.
 */
export const googleEventId = (eventId: string) => eventId.replace(/-/g, '');

/** The event as Google Calendar takes it: a time range in the user's zone, or whole days. */
export function googleEventBody(row: CalendarEvent): calendar_v3.Schema$Event {
  const zone = row.timeZone ?? 'UTC';
  const when = row.allDay
    ? { start: { date: row.startDate }, end: { date: row.endDate } }
    : { start: { dateTime: row.startTime?.toISOString(), timeZone: zone }, end: { dateTime: row.endTime?.toISOString(), timeZone: zone } };
  return {
    summary: row.eventTitle ?? 'Event',
    ...(row.location ? { location: row.location } : {}),
    ...(row.recurrence ? { recurrence: [row.recurrence.rrule] } : {}),
    description: [row.description, row.transcribedText ? `“${row.transcribedText}”` : null, 'Added by the Telegram calendar bot.'].filter(Boolean).join('\n\n'),
    ...when,
  };
}

/** Writes the event; a repeat (the job ran again after Google wrote it) finds the one already there. */
export async function insertGoogleEvent(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent): Promise<calendar_v3.Schema$Event> {
  const id = googleEventId(row.id);
  try {
    const { data } = await api.events.insert({ calendarId, requestBody: { id, ...googleEventBody(row) } });
    return data;
  } catch (err) {
    if (googleStatus(err) !== 409) throw err;
    const { data } = await api.events.patch({ calendarId, eventId: id, requestBody: { ...googleEventBody(row), status: 'confirmed' } });
    return data;
  }
}

/** Moves, renames or places the event (a series: all of it); a place taken away is cleared at Google (null). */
export async function patchGoogleEvent(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent): Promise<calendar_v3.Schema$Event> {
  const { data } = await api.events.patch({ calendarId, eventId: row.googleEventId ?? googleEventId(row.id), requestBody: { ...googleEventBody(row), location: row.location ?? null } });
  return data;
}

/** Deletes the event; one already gone (410, 404) is what was wanted. */
export async function deleteGoogleEvent(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent): Promise<void> {
  try {
    await api.events.delete({ calendarId, eventId: row.googleEventId ?? googleEventId(row.id) });
  } catch (err) {
    const status = googleStatus(err);
    if (status !== 410 && status !== 404) throw err;
  }
}

export interface Clash {
  title: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** Google's id of the event and of its occurrences: an occurrence of our series is not a clash with it. */
const ownIds = (row: CalendarEvent) => new Set([googleEventId(row.id), ...(row.googleEventId ? [row.googleEventId] : [])]);

/**
 * Events of the calendar overlapping the event, other than itself (all-day and "free" ones do
 * not block a time): over its range, or for a series over its occurrences in the next few weeks
 * (series.ts `takenRanges`), each occurrence of another series counted on its own (single events).
 */
export async function findClashes(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent, now: Date = new Date()): Promise<Clash[]> {
  return clashesWith(api, calendarId, takenRanges(row, now), ownIds(row));
}

/** Events overlapping one occurrence of a series at its new time, other than the series' own. */
export async function findOccurrenceClashes(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent, range: Range): Promise<Clash[]> {
  return clashesWith(api, calendarId, [range], ownIds(row));
}

const MAX_CLASHES = 5;

async function clashesWith(api: calendar_v3.Calendar, calendarId: string, ranges: Range[], own: Set<string>): Promise<Clash[]> {
  if (ranges.length === 0) return [];
  const timeMin = ranges[0]!.start.toUTC().toISO()!;
  const timeMax = ranges.at(-1)!.end.toUTC().toISO()!;
  const { data } = await api.events.list({ calendarId, timeMin, timeMax, singleEvents: true, orderBy: 'startTime', maxResults: ranges.length > 1 ? 250 : 10 });
  const overlaps = (start: number, end: number) => ranges.some((r) => start < r.end.toMillis() && r.start.toMillis() < end);
  return (data.items ?? [])
    .filter((e) => !own.has(e.id ?? '') && !own.has(e.recurringEventId ?? '') && e.status !== 'cancelled' && e.transparency !== 'transparent' && e.start?.dateTime && e.end?.dateTime)
    .filter((e) => overlaps(Date.parse(e.start!.dateTime!), Date.parse(e.end!.dateTime!)))
    .slice(0, MAX_CLASHES)
    .map((e) => ({ title: e.summary ?? '(no title)', start: e.start!.dateTime!, end: e.end!.dateTime!, allDay: false }));
}

/** One occurrence of a series at Google (its instance), by the start the series gives it; null when Google has none there. */
export async function findOccurrence(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent, originalStart: Date): Promise<calendar_v3.Schema$Event | null> {
  const { data } = await api.events.instances({ calendarId, eventId: row.googleEventId ?? googleEventId(row.id), originalStart: originalStart.toISOString(), showDeleted: true, maxResults: 5 });
  return (data.items ?? []).find((e) => e.originalStartTime?.dateTime && Date.parse(e.originalStartTime.dateTime) === originalStart.getTime()) ?? null;
}

/** Moves one occurrence (Google keeps it as an exception of the series), or puts it back where it was. */
export async function patchOccurrence(api: calendar_v3.Calendar, calendarId: string, instanceId: string, range: { start: Date; end: Date }, zone: string): Promise<calendar_v3.Schema$Event> {
  const { data } = await api.events.patch({
    calendarId,
    eventId: instanceId,
    requestBody: { status: 'confirmed', start: { dateTime: range.start.toISOString(), timeZone: zone }, end: { dateTime: range.end.toISOString(), timeZone: zone } },
  });
  return data;
}

/** Cancels one occurrence; one already gone (410, 404) is what was wanted. */
export async function cancelOccurrence(api: calendar_v3.Calendar, calendarId: string, instanceId: string): Promise<void> {
  try {
    await api.events.delete({ calendarId, eventId: instanceId });
  } catch (err) {
    const status = googleStatus(err);
    if (status !== 410 && status !== 404) throw err;
  }
}
