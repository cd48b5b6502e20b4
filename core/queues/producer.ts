import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../dependency-unavailable.ts';
import { AppError } from '../errors.ts';
import { currentRequestId, JOB_REQUEST_ID_KEY } from '../request-id.ts';
import type { JobDefinition } from './define-job.ts';
import { defaultJobOptions, queueNames, type QueueName } from './queues.ts';

export interface JobProducer {
  /** `delay`: ms before the job may run (Telegram's pacing). */
  enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.infer<S>, options?: { delay?: number }): Promise<string>;
  /**
   * Keeps a scheduler for each definition that has a `schedule` (BullMQ job schedulers: one per
   * definition name, so every worker upserting it at start leaves one schedule, not several).
   */
  schedule(definitions: readonly JobDefinition[]): Promise<void>;
  /** Whether the job with this id is over: completed, failed for good, or no longer there. */
  isSettled(definition: JobDefinition, jobId: string): Promise<boolean>;
  queues(): Queue[];
  close(): Promise<void>;
}

/**
 * BullMQ waits for a connection that has never been ready instead of failing (measured: a
 * Redis refusing connections at start-up left add() pending for good), so an enqueue gives up
 * after this long and the caller answers 503. An add that lands after all is the same job when
 * the caller tries again (ids are stable).
 */
const ENQUEUE_TIMEOUT_MS = 3000;

export function createJobProducer(connection: Redis, prefix: string): JobProducer {
  const queues = new Map<QueueName, Queue>(
    queueNames.map((name): [QueueName, Queue] => {
      const queue = new Queue(name, { connection, prefix, defaultJobOptions: defaultJobOptions(name) });
      // A Queue re-emits its connection's errors; with no listener BullMQ prints each to stderr.
      // The connection's owner logs them already (its own 'error' listener, core/clients/redis.ts).
      queue.on('error', () => undefined);
      return [name, queue] as const;
    }),
  );
  return {
    async enqueue(definition, payload, options = {}) {
      const data = definition.schema.parse(payload);
      const queue = queues.get(definition.queue);
      if (!queue) throw new Error(`Unknown queue ${definition.queue}`);
      const jobId = definition.jobId(data);
      // The worker runs the job inside this id (workers/start-workers.ts) and takes it out again
      // before the payload's schema reads it.
      const requestId = currentRequestId();
      const stored: unknown = requestId === undefined ? data : { ...(data as object), [JOB_REQUEST_ID_KEY]: requestId };
      try {
        const added = queue.add(definition.name, stored, { ...definition.options, ...options, jobId });
        // A plain timer, not an aborted timers/promises sleep: that one builds an AbortError
        // (a DOMException with its stack) on every enqueue, about 6% of the webhook's CPU.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
        });
        try {
          await Promise.race([added, timeout]);
        } finally {
          clearTimeout(timer);
          // The add may still settle after the race: its outcome is the retry's business.
          added.catch(() => undefined);
        }
      } catch (err) {
        throw new AppError('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE, { cause: err });
      }
      return jobId;
    },
    async schedule(definitions) {
      for (const definition of definitions) {
        if (!definition.schedule) continue;
        const queue = queues.get(definition.queue);
        if (!queue) throw new Error(`Unknown queue ${definition.queue}`);
        const data: unknown = definition.schema.parse(definition.schedule.payload);
        await queue.upsertJobScheduler(definition.name, { pattern: definition.schedule.pattern, tz: 'UTC' }, { name: definition.name, data, opts: definition.options ?? {} });
      }
    },
    async isSettled(definition, jobId) {
      const queue = queues.get(definition.queue);
      if (!queue) throw new Error(`Unknown queue ${definition.queue}`);
      const state = await queue.getJobState(jobId);
      return state === 'completed' || state === 'failed' || state === 'unknown';
    },
    queues: () => [...queues.values()],
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
