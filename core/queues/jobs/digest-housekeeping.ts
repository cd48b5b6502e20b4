import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Every ten minutes: brings the slots' Temporal Schedules back in line with the digests and the
 * analytics monitoring (an edit made while Temporal was down), and forgets posts read more than
 * two weeks ago.
 */
export const digestHousekeeping = defineJob({
  queue: 'telegram-updates',
  name: 'digest-housekeeping',
  schema: z.object({}).strict(),
  jobId: () => 'digest-housekeeping',
  options: { attempts: 3 },
  schedule: { pattern: '*/10 * * * *', payload: {} },
});
