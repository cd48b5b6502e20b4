import { z } from 'zod';
import { defineJob } from './define-job.ts';

export const userSignedIn = defineJob({
  queue: 'auth-events',
  name: 'user-signed-in',
  schema: z.object({
    userId: z.uuid(),
    sessionId: z.uuid(),
    firstSignIn: z.boolean(),
    ip: z.string().max(64).nullable(),
    userAgent: z.string().max(400).nullable(),
    occurredAt: z.iso.datetime(),
  }),
  jobId: (p) => `sign-in-${p.sessionId}`,
});

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

export const allJobs = [userSignedIn, deliverNotification] as const;
