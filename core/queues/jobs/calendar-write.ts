import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * What a write does to the event (or to every event of its message, for the group actions);
 * 'restore' puts a changed event back as it was before the change (the Undo of a "Moved",
 * "Renamed" or "Place" message); 'rename' and 'place' set its title and its place.
 */
export const CALENDAR_WRITE_ACTIONS = ['insert', 'insert-anyway', 'insert-group', 'move', 'restore', 'delete', 'delete-group', 'rename', 'place'] as const;
export type CalendarWriteAction = (typeof CALENDAR_WRITE_ACTIONS)[number];

const instant = z.iso.datetime({ offset: true });

/**
 * One write to the user's Google Calendar and the bot's answer about it. `key` names the cause
 * (the update that asked for it) so the same request is one job and one answer; 5xx and network
 * failures are retried with back-off, a lost grant keeps the event for after the user reconnects.
 */
export const calendarWrite = defineJob({
  queue: 'calendar',
  name: 'calendar-write',
  schema: z
    .object({
      eventId: z.uuid(),
      action: z.enum(CALENDAR_WRITE_ACTIONS),
      key: z.string().regex(/^[a-z0-9-]{1,80}$/),
      /** For 'move' (and a pending event's answered question): the new range. */
      change: z.object({ start: instant, end: instant }).strict().optional(),
      /** For 'restore': which move to undo, by its place in the event's moves (core/domain/calendar/move-history.ts). */
      move: z.number().int().min(0).max(9999).optional(),
      /** For 'rename': the new title. */
      title: z.string().min(1).max(256).optional(),
      /** For 'place': the new place. */
      location: z.string().min(1).max(512).optional(),
      /** For 'move' and 'delete' of a series: only the occurrence the series starts at this instant. */
      occurrence: instant.optional(),
      /** For 'move' and 'insert-group': the user said to go ahead over the overlaps. */
      force: z.boolean().optional(),
    })
    .strict(),
  jobId: (p) => `calendar-write-${p.eventId}-${p.action}-${p.key}`,
  options: { attempts: 6, backoff: { type: 'exponential', delay: 2000 } },
});
