import type { Queue } from 'bullmq';
import type { QueueRow } from '../../../contracts/operations.ts';

export type JobCounts = QueueRow['counts'];

/**
 * A queue's counts by the console's states. BullMQ 6 has no 'paused' list any more (a paused
 * queue's jobs wait where they are): they count as paused while the queue is.
 */
export async function queueCounts(queue: Queue, paused?: boolean): Promise<JobCounts> {
  const [c, isPaused] = await Promise.all([queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'), paused ?? queue.isPaused()]);
  const waiting = (c.waiting ?? 0) + (c.prioritized ?? 0);
  return { waiting, active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0, completed: c.completed ?? 0, paused: isPaused ? waiting : 0 };
}

/** Every queue of the platform with its counts by state, in the order queues.ts lists them. */
export async function listQueues(queues: readonly Queue[]): Promise<QueueRow[]> {
  return Promise.all(
    queues.map(async (q) => {
      const paused = await q.isPaused();
      return { id: q.name, paused, counts: await queueCounts(q, paused) };
    }),
  );
}
