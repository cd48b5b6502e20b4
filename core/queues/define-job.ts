import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';

/**
 * A job's definition lives apart from its handler: the API enqueues with the definition
 * only, the worker validates the payload again with the same schema before handling it.
 */
export interface JobDefinition<S extends z.ZodType> {
  readonly queue: QueueName;
  readonly name: string;
  readonly schema: S;
  /** A stable id from the payload: BullMQ drops a second job with the same id. */
  readonly jobId: (payload: z.infer<S>) => string;
  readonly options?: JobsOptions;
}

export const queueNames = ['auth-events', 'outbox'] as const;
export type QueueName = (typeof queueNames)[number];

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Retries with back-off, and bounded history so Redis does not grow without end. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000, age: 30 * 24 * 3600 },
};
