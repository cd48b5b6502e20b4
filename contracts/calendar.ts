import { z } from 'zod';

/**
 * The calendar tool (spec 02, sections 2 '/telegram-calendar', 3, 7 'Calendar and messaging').
 * Every path is under /api, signed in, and needs the premium feature 'telegram-calendar' (403
 * without it). The bot's link uses the spec's /api/telegram/auth/* paths (contracts/telegram.ts).
 *
 *   GET    /api/calendar/connect        -> calendarConnectSchema (Google's consent URL)
 *   GET    /api/calendar/callback       Google sends the browser here; redirects to
 *                                       /telegram-calendar?calendar=connected (or ?calendarError=<reason>)
 *   GET    /api/calendar/status         -> calendarStatusSchema
 *   DELETE /api/calendar/disconnect     -> { success: true } (the grant is revoked; events stay)
 *   GET    /api/calendar/list           -> calendarListSchema
 *   POST   /api/calendar/select         calendarSelectSchema -> { success: true, calendarId }
 *   GET    /api/calendar/events         -> messagingEventsSchema (newest first, at most 50)
 *   GET    /api/telegram/events         -> messagingEventsSchema (the same list)
 *   GET    /api/calendar/events/:id     -> { event: MessagingEvent } (404 for another user's id)
 *   DELETE /api/calendar/events/:id     -> { event } removes it from Google Calendar (status cancelled)
 */
export const calendarPaths = {
  connect: '/calendar/connect',
  status: '/calendar/status',
  disconnect: '/calendar/disconnect',
  list: '/calendar/list',
  select: '/calendar/select',
  events: '/calendar/events',
  event: (id: string) => `/calendar/events/${encodeURIComponent(id)}`,
  telegramEvents: '/telegram/events',
} as const;

/** The query the callback adds for the console: ?calendar=connected, or ?calendarError=<one of these>. */
export const CALENDAR_CALLBACK_ERRORS = ['access_denied', 'authorization_failed', 'scope_missing'] as const;
export type CalendarCallbackError = (typeof CALENDAR_CALLBACK_ERRORS)[number];

export const calendarConnectSchema = z.object({ authUrl: z.url() });
export type CalendarConnectBody = z.infer<typeof calendarConnectSchema>;

/**
 * Spec 3 'Calendar connection status': connected and calendarId (shown as the identifier: the
 * selected calendar's id, the Google account's address for the primary one). `reconnectRequired`
 * is true when Google revoked the grant: connected is then false and the console asks to connect again.
 */
export const calendarStatusSchema = z.object({
  connected: z.boolean(),
  calendarId: z.string().nullable(),
  /** The Google account's address (the primary calendar's id). */
  account: z.string().nullable(),
  /** The zone events are resolved in: the selected calendar's time zone. */
  timeZone: z.string().nullable(),
  reconnectRequired: z.boolean(),
});
export type CalendarStatusBody = z.infer<typeof calendarStatusSchema>;

/** Spec 3 'Calendar': id, summary, primary, selected, backgroundColor. */
export const calendarSchema = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  selected: z.boolean(),
  backgroundColor: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarSchema>;
export const calendarListSchema = z.object({ calendars: z.array(calendarSchema) });

export const calendarSelectSchema = z.object({ calendarId: z.string().trim().min(1, 'calendarId is required').max(1024) }).strict();
export type CalendarSelectBody = z.infer<typeof calendarSelectSchema>;

/**
 * A messaging event's status. The spec's console shows pending as 'Processing', created as
 * 'Added' and anything else as 'Failed'; an event the user undid is 'cancelled' (docs/decisions.md).
 */
export const MESSAGING_EVENT_STATUSES = ['pending', 'created', 'failed', 'cancelled'] as const;
export type MessagingEventStatus = (typeof MESSAGING_EVENT_STATUSES)[number];

/** Why a pending event waits: the bot asked the user something (a time, a confirmation), or the calendar must be connected again. */
export const MESSAGING_EVENT_WAITS = ['clarification', 'confirmation', 'reconnect'] as const;

/**
 * Spec 3 'Messaging event': id, eventTitle, transcribedText (present: the source was a voice
 * message), startTime, createdAt, status; and what else the bot knows about it.
 */
export const messagingEventSchema = z.object({
  id: z.string(),
  eventTitle: z.string().nullable(),
  transcribedText: z.string().nullable(),
  source: z.enum(['text', 'voice', 'photo']),
  startTime: z.iso.datetime().nullable(),
  endTime: z.iso.datetime().nullable(),
  allDay: z.boolean(),
  timeZone: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(MESSAGING_EVENT_STATUSES),
  waitingFor: z.enum(MESSAGING_EVENT_WAITS).nullable(),
  /**
   * Pending, waiting for the user's answer (clarification or confirmation), and unanswered for a
   * day: computed when read. The bot answers the question's buttons as expired; the console says
   * 'Expired' instead of 'Waiting for your answer'.
   */
  expired: z.boolean(),
  /** Why it failed, in words for the user. */
  failureReason: z.string().nullable(),
  /** The event in Google Calendar, once written. */
  htmlLink: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MessagingEvent = z.infer<typeof messagingEventSchema>;
export const messagingEventsSchema = z.object({ events: z.array(messagingEventSchema) });
export const messagingEventBodySchema = z.object({ event: messagingEventSchema });
