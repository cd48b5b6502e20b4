import type { Job, JobType, Queue } from 'bullmq';
import type { AdminJob } from '../../../contracts/operations.ts';
import { toAdminJob } from './to-admin-job.ts';

/** Jobs read per queue and state when looking for one user's: a bounded scan of the newest. */
const SCAN_PER_STATE = 100;
const STATES: JobType[] = ['failed', 'active', 'waiting', 'delayed', 'completed'];

/**
 * A user's recent jobs: BullMQ has no index by user, so the newest jobs of each queue are read
 * and those whose payload names the user (data.userId) kept, newest first.
 */
export async function userRecentJobs(queues: readonly Queue[], userId: string, limit = 20): Promise<AdminJob[]> {
  const perQueue = await Promise.all(
    queues.map(async (queue) =>
      (
        await Promise.all(
          STATES.map(async (state) => {
            const jobs = (await queue.getJobs([state], 0, SCAN_PER_STATE - 1, false)) as Job[];
            return jobs.filter((j) => j && (j.data as { userId?: unknown } | null)?.userId === userId).map((j) => toAdminJob(j, state));
          }),
        )
      ).flat(),
    ),
  );
  return perQueue
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}
