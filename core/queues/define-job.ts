import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { QueueName } from './queues.ts';

/**
 * A job's definition lives apart from its handler: the API enqueues with the definition
 * only, the worker validates the payload again with the same schema before handling it.
 * The queue, name and id are stored with each job: keep them when reshaping, or jobs
 * enqueued by an older process are never handled.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly queue: QueueName;
  readonly name: string;
  readonly schema: S;
  /** A stable id from the payload: BullMQ drops a second job with the same id. */
  jobId(payload: z.infer<S>): string;
  /** Over the queue's defaults (core/queues/queues.ts). */
  readonly options?: Omit<JobsOptions, 'jobId'>;
  /** A housekeeping job the worker keeps scheduled (a cron pattern, UTC) with this payload. */
  readonly schedule?: { pattern: string; payload: z.infer<S> };
}

export type JobPayload<D extends JobDefinition> = z.infer<D['schema']>;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
