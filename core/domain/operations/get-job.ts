import type { Job, Queue } from 'bullmq';
import type { AdminJob } from '../../../contracts/operations.ts';
import { notFound } from '../../errors.ts';
import { findQueue, parseJobRef } from './job-ref.ts';
import { toAdminJob } from './to-admin-job.ts';

/** One job by `<queue>:<jobId>`; 404 when the queue or the job is not there (any more). */
export async function getJob(queues: readonly Queue[], id: string): Promise<AdminJob> {
  const ref = parseJobRef(id);
  const queue = findQueue(queues, ref.queue);
  const job = queue ? ((await queue.getJob(ref.jobId)) as Job | undefined) : undefined;
  if (!job) throw notFound('Job');
  return toAdminJob(job, await job.getState());
}
