import type { MessagingEvent, MessagingEventStatus } from '../../../contracts/calendar.ts';
import { MESSAGING_EVENT_STATUSES, MESSAGING_EVENT_WAITS } from '../../../contracts/calendar.ts';
import { CalendarEvent } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { questionExpired } from './question-expiry.ts';

/** Recent Events shows this many, newest first. */
export const RECENT_EVENTS_LIMIT = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const statusOf = (status: string): MessagingEventStatus => ((MESSAGING_EVENT_STATUSES as readonly string[]).includes(status) ? (status as MessagingEventStatus) : 'failed');
const waitOf = (wait: string | null) => ((MESSAGING_EVENT_WAITS as readonly string[]).includes(wait ?? '') ? (wait as (typeof MESSAGING_EVENT_WAITS)[number]) : null);

/** A row as spec 3's messaging event (all-day events start at their date's midnight, UTC); a question unanswered for a day is expired as of `now`. */
export function toMessagingEvent(row: CalendarEvent, now: Date = new Date()): MessagingEvent {
  return {
    id: row.id,
    eventTitle: row.eventTitle,
    transcribedText: row.transcribedText,
    source: row.source,
    startTime: row.allDay && row.startDate ? `${row.startDate}T00:00:00.000Z` : iso(row.startTime),
    endTime: row.allDay && row.endDate ? `${row.endDate}T00:00:00.000Z` : iso(row.endTime),
    allDay: row.allDay,
    timeZone: row.timeZone,
    location: row.location,
    status: statusOf(row.status),
    waitingFor: row.status === 'pending' ? waitOf(row.waitingFor) : null,
    expired: questionExpired(row, now),
    failureReason: row.failureReason,
    htmlLink: row.htmlLink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/calendar/events and /api/telegram/events: the user's own, newest first. */
export async function listMessagingEvents(userId: string, now: Date = new Date()): Promise<MessagingEvent[]> {
  const rows = await CalendarEvent.query().where('user_id', userId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'position', order: 'asc' }]).limit(RECENT_EVENTS_LIMIT);
  return rows.map((row) => toMessagingEvent(row, now));
}

/** One of the user's events; another user's id (or no such id) is 404. */
export async function findUserEvent(userId: string, id: string): Promise<CalendarEvent> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const row = uuid.test(id) ? await CalendarEvent.query().where({ id, user_id: userId }).first() : undefined;
  if (!row) throw notFound('Event');
  return row;
}
