import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * A voice message replying to one of the calendar bot's messages: transcribed (as a voice
 * message to the bot is), then handled as the same words typed in a reply would be. The
 * transcript is kept on the job once made, so a retry does not transcribe again; one job per
 * update, so a redelivered update is the same job.
 */
export const calendarReply = defineJob({
  queue: 'calendar',
  name: 'calendar-reply',
  schema: z
    .object({
      userId: z.uuid(),
      chatId: z.number().int(),
      updateId: z.number().int().min(0),
      /** The voice note (or audio file) at Telegram. */
      fileId: z.string().min(1).max(512),
      /** What the replied-to message is about: one event, or a list (by its first event). */
      target: z.enum(['event', 'list']),
      targetId: z.uuid(),
      /** Set by the job once transcribed. */
      transcript: z.string().max(10_000).optional(),
    })
    .strict(),
  jobId: (p) => `calendar-reply-u${p.updateId}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
});
