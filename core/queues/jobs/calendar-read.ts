import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Reads one message to the calendar bot: transcribes a voice message or reads a photo, asks the
 * model what events it names, resolves their times and either writes the event or asks the user.
 * Each step keeps its result on the event's row, so a retry resumes where the last attempt stopped.
 */
export const calendarRead = defineJob({
  queue: 'calendar',
  name: 'calendar-read',
  /** `round`: a read resumed later (after the user reconnected) is a new job, not the finished one. */
  schema: z.object({ eventId: z.uuid(), round: z.number().int().min(1).optional() }).strict(),
  jobId: (p) => `calendar-read-${p.eventId}${p.round ? `-r${p.round}` : ''}`,
  /**
   * Behind the writes (BullMQ runs jobs without a priority first): a burst of messages queues
   * its reads at once, and a write waiting behind all of them held every answer back until the
   * reads were done, then sent them in one lump at Telegram's pace (bench/README.md: 1.64 × the
   * bound, 1.13 × with this).
   */
  options: { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, priority: 10 },
});
