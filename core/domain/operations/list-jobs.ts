import type { Job, JobType, Queue } from 'bullmq';
import type { AdminJob } from '../../../contracts/operations.ts';
import type { jobStates } from '../../../contracts/operations.ts';
import { AppError } from '../../errors.ts';
import { findQueue, parseJobRef } from './job-ref.ts';
import { toAdminJob } from './to-admin-job.ts';

export type JobState = (typeof jobStates)[number];

export interface JobFilter {
  queue?: string | undefined;
  /** Default: failed. */
  state?: JobState | undefined;
  name?: string | undefined;
  /** When the job finished (failed, completed) or was created (other states). */
  from?: string | Date | undefined;
  to?: string | Date | undefined;
  id?: string[] | undefined;
}

export interface JobListQuery {
  range: [number, number];
  sort: ['createdAt' | 'finishedAt', 'ASC' | 'DESC'];
  filter?: JobFilter | undefined;
}

/** Jobs read from Redis at a time while scanning, and at most per queue for one filtered list. */
const CHUNK = 1000;
export const MAX_SCANNED_PER_QUEUE = 50_000;

const finishedStates = new Set<JobState>(['failed', 'completed']);

/** BullMQ's lists for one of the console's states (BullMQ 6 keeps paused jobs in 'waiting'). */
const bullTypes = (state: JobState): JobType[] => (state === 'waiting' || state === 'paused' ? ['waiting', 'prioritized'] : [state]);

/** The time a filter's range applies to: when it finished for finished jobs, else when it was created. */
const jobTime = (job: Job, state: JobState): number => (finishedStates.has(state) ? (job.finishedOn ?? job.timestamp) : job.timestamp);

function queuesOf(queues: readonly Queue[], name: string | undefined): Queue[] {
  if (!name) return [...queues];
  const queue = findQueue(queues, name);
  if (!queue) throw new AppError('validation_error', `There is no queue "${name}" (queues: ${queues.map((q) => q.name).join(', ')})`);
  return [queue];
}

export interface FoundJob {
  job: Job;
  state: JobState;
}

/**
 * Every job of the filter's queues (all when none) in one state that matches its name and time
 * range, newest first, reading Redis in chunks; at most MAX_SCANNED_PER_QUEUE jobs are looked at
 * per queue (BullMQ keeps 5,000 failed jobs per queue here, so that is all of them).
 */
export async function findJobs(queues: readonly Queue[], filter: JobFilter, limit = Number.POSITIVE_INFINITY): Promise<FoundJob[]> {
  const state = filter.state ?? 'failed';
  const from = filter.from ? new Date(filter.from).getTime() : null;
  const to = filter.to ? new Date(filter.to).getTime() : null;
  const found: FoundJob[] = [];
  for (const queue of queuesOf(queues, filter.queue)) {
    for (let start = 0; start < MAX_SCANNED_PER_QUEUE && found.length < limit; start += CHUNK) {
      const jobs = (await queue.getJobs(bullTypes(state), start, start + CHUNK - 1, false)) as Job[];
      let older = false;
      for (const job of jobs) {
        if (!job) continue; // removed between the range read and the hash read
        const t = jobTime(job, state);
        if (from !== null && t < from) {
          older = true;
          continue;
        }
        if (to !== null && t > to) continue;
        if (filter.name && job.name !== filter.name) continue;
        found.push({ job, state });
      }
      // Failed and completed jobs are kept in order of finishing: past `from`, the rest is older.
      if (jobs.length < CHUNK || (older && finishedStates.has(state))) break;
    }
  }
  return found;
}

async function jobsById(queues: readonly Queue[], ids: readonly string[]): Promise<AdminJob[]> {
  const rows = await Promise.all(
    ids.map(async (id) => {
      const ref = parseJobRef(id);
      const queue = findQueue(queues, ref.queue);
      const job = queue ? ((await queue.getJob(ref.jobId)) as Job | undefined) : undefined;
      return job ? toAdminJob(job, await job.getState()) : null;
    }),
  );
  return rows.filter((r): r is AdminJob => r !== null);
}

const sortKey = (job: AdminJob, field: JobListQuery['sort'][0]): string => (field === 'finishedAt' ? (job.finishedAt ?? job.createdAt) : job.createdAt);

/**
 * One page of jobs for the console. A queue and state alone page in Redis (its own order, newest
 * first for DESC); a name or time range filter scans the queue (see findJobs) and pages the matches.
 */
export async function listJobs(queues: readonly Queue[], { range, sort, filter = {} }: JobListQuery): Promise<{ rows: AdminJob[]; total: number }> {
  if (filter.id) {
    const rows = await jobsById(queues, filter.id);
    return { rows, total: rows.length };
  }
  const state = filter.state ?? 'failed';
  const [start, end] = range;
  const [field, dir] = sort;
  const sign = dir === 'ASC' ? 1 : -1;
  const bySort = (a: AdminJob, b: AdminJob) => sign * sortKey(a, field).localeCompare(sortKey(b, field));

  const selected = queuesOf(queues, filter.queue);
  if (selected.length === 1 && !filter.name && !filter.from && !filter.to) {
    const queue = selected[0]!;
    const [total, jobs] = await Promise.all([queue.getJobCountByTypes(...bullTypes(state)), queue.getJobs(bullTypes(state), start, end, dir === 'ASC') as Promise<Job[]>]);
    return { rows: jobs.filter(Boolean).map((j) => toAdminJob(j, state)).sort(bySort), total };
  }
  const matches = (await findJobs(selected, { ...filter, state })).map(({ job }) => toAdminJob(job, state)).sort(bySort);
  return { rows: matches.slice(start, end + 1), total: matches.length };
}
