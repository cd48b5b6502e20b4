import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/** Recorded in the audit log by the worker; a first sign-in starts the user's onboarding. */
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
