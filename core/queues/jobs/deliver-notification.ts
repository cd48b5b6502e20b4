import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/** The outbox: every message to a user, deduplicated by its key. */
export const deliverNotification = defineJob({
  queue: 'outbox',
  name: 'deliver-notification',
  schema: z.object({
    userId: z.uuid(),
    dedupeKey: z.string().min(1).max(200),
    kind: z.string().min(1).max(40),
    title: z.string().min(1).max(200),
    body: z.string().min(1).max(5000),
  }),
  jobId: (p) => `notify-${p.userId}-${p.dedupeKey}`,
});
