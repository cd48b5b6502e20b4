import { sweepSignInEvents } from '../../core/domain/auth/sign-in-outbox.ts';
import { logger } from '../../core/logger.ts';
import type { signInSweep } from '../../core/queues/jobs/sign-in-sweep.ts';
import type { JobHandler } from '../job-handler.ts';

const log = logger().child({ job: 'sign-in-sweep' });

/** Queues the sign-in events kept while Redis was away; the same session's job id makes a repeat a no-op. */
export const handle: JobHandler<typeof signInSweep> = async (_payload, { jobs }) => {
  const queued = await sweepSignInEvents(jobs);
  if (queued > 0) log.warn({ queued }, 'queued sign-in events kept while the queue was away');
};
