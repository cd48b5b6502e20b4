import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Every minute: a sign-in whose event could not be queued (Redis away at that moment) kept it on
 * its session row; the sweep queues it (core/domain/auth/sign-in-outbox.ts), so its audit entry
 * and, for a first sign-in, the onboarding are never dropped.
 */
export const signInSweep = defineJob({
  queue: 'auth-events',
  name: 'sign-in-sweep',
  schema: z.object({}).strict(),
  jobId: () => 'sign-in-sweep',
  options: { attempts: 3 },
  schedule: { pattern: '* * * * *', payload: {} },
});
