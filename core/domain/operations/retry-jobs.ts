import type { Queue } from 'bullmq';
import type { JobActionResult } from '../../../contracts/operations.ts';
import { actOnJobs, type JobActionContext } from './act-on-jobs.ts';

/**
 * Puts failed jobs back to run again (BullMQ's job.retry: the same id, payload and options).
 * Only failed jobs: a waiting, active or completed one is refused and left as it is; an id that
 * is gone is reported missing. Audited once as 'jobs.retry'.
 */
export function retryJobs(queues: readonly Queue[], ids: readonly string[], ctx: JobActionContext): Promise<JobActionResult> {
  return actOnJobs(
    queues,
    ids,
    'jobs.retry',
    async (job, state, dryRun) => {
      if (state !== 'failed') return `Only a failed job can be retried: this one is ${state}`;
      if (!dryRun) await job.retry('failed');
      return null;
    },
    ctx,
  );
}
