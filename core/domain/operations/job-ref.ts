import type { Queue } from 'bullmq';
import { AppError } from '../../errors.ts';

/** One job across queues: `<queue>:<jobId>` (job ids may hold ':' themselves; queue names never do). */
export interface JobRef {
  queue: string;
  jobId: string;
}

export const jobRefId = (queue: string, jobId: string): string => `${queue}:${jobId}`;

export function parseJobRef(id: string): JobRef {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) throw new AppError('validation_error', `"${id}" is not a job id: expected <queue>:<jobId>`);
  return { queue: id.slice(0, at), jobId: id.slice(at + 1) };
}

/** The queue of that name among the web process's queues, or null. */
export const findQueue = (queues: readonly Queue[], name: string): Queue | null => queues.find((q) => q.name === name) ?? null;
