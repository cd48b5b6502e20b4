import type { Queue } from 'bullmq';
import type { JobActionResult } from '../../../contracts/operations.ts';
import { actOnJobs, type JobActionContext } from './act-on-jobs.ts';

/**
 * Deletes jobs for good (a poisoned payload that will never succeed). A running job is refused:
 * its worker holds the lock and would write it back. Audited once as 'jobs.remove'.
 */
export function removeJobs(queues: readonly Queue[], ids: readonly string[], ctx: JobActionContext): Promise<JobActionResult> {
  return actOnJobs(
    queues,
    ids,
    'jobs.remove',
    async (job, state, dryRun) => {
      if (state === 'active') return 'A running job cannot be removed: wait until it finishes or fails';
      if (!dryRun) await job.remove();
      return null;
    },
    ctx,
  );
}
