import type { calendar_v3 } from 'googleapis';
import { googleStatus } from '../../clients/google-errors.ts';
import type { CalendarEvent } from '../../../db/index.ts';

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

/** Moves or retitles the event. */
export async function patchGoogleEvent(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent): Promise<calendar_v3.Schema$Event> {
  const { data } = await api.events.patch({ calendarId, eventId: row.googleEventId ?? googleEventId(row.id), requestBody: googleEventBody(row) });
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

/** Events of the calendar overlapping the range, other than this one (all-day ones do not block a time). */
export async function findClashes(api: calendar_v3.Calendar, calendarId: string, row: CalendarEvent): Promise<Clash[]> {
  if (row.allDay || !row.startTime || !row.endTime) return [];
  const { data } = await api.events.list({ calendarId, timeMin: row.startTime.toISOString(), timeMax: row.endTime.toISOString(), singleEvents: true, orderBy: 'startTime', maxResults: 10 });
  const own = googleEventId(row.id);
  return (data.items ?? [])
    .filter((e) => e.id !== own && e.status !== 'cancelled' && e.transparency !== 'transparent' && e.start?.dateTime && e.end?.dateTime)
    .map((e) => ({ title: e.summary ?? '(no title)', start: e.start!.dateTime!, end: e.end!.dateTime!, allDay: false }));
}
