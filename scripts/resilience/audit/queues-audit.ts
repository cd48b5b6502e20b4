import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { queueNames } from '../../../core/queues/queues.ts';
import { drain } from '../load/http.ts';

export interface QueuesAudit {
  /** Jobs still waiting, active or delayed (not a housekeeping schedule's next run) after the drain, per queue. */
  left: Record<string, number>;
  /** Jobs that ended failed, with their reason: each is an effect that never happened. */
  failed: string[];
  /** Jobs completed over the run, per queue (BullMQ's own counts). */
  completed: Record<string, number>;
}

const isSchedule = (id: string | undefined) => id?.startsWith('repeat:') ?? false;

/** No job left waiting or lost: waits up to `drainMs` for every queue to empty, then counts. */
export async function auditQueues(redisUrl: string, prefix: string, drainMs: number): Promise<QueuesAudit> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queues = queueNames.map((name) => new Queue(name, { connection, prefix }));
  try {
    const leftNow = async () => {
      const left: Record<string, number> = {};
      for (const queue of queues) {
        const jobs = await queue.getJobs(['wait', 'active', 'delayed', 'prioritized', 'waiting-children']);
        const count = jobs.filter((job) => !isSchedule(job.id)).length;
        if (count > 0) left[queue.name] = count;
      }
      return left;
    };
    await drain(async () => Object.keys(await leftNow()).length === 0, drainMs);
    const left = await leftNow();
    const failed: string[] = [];
    const completed: Record<string, number> = {};
    for (const queue of queues) {
      for (const job of await queue.getFailed(0, 1000)) failed.push(`${queue.name}/${job.name} ${job.id}: ${job.failedReason} (${job.attemptsMade} attempts)`);
      completed[queue.name] = await queue.getCompletedCount();
    }
    return { left, failed, completed };
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    connection.disconnect();
  }
}
