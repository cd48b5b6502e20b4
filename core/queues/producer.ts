import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { JobDefinition } from './define-job.ts';
import { defaultJobOptions, queueNames, type QueueName } from './queues.ts';

export interface JobProducer {
  enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.infer<S>): Promise<string>;
  queues(): Queue[];
  close(): Promise<void>;
}

export function createJobProducer(connection: Redis, prefix: string): JobProducer {
  const queues = new Map<QueueName, Queue>(
    queueNames.map((name) => [name, new Queue(name, { connection, prefix, defaultJobOptions: defaultJobOptions(name) })]),
  );
  return {
    async enqueue(definition, payload) {
      const data = definition.schema.parse(payload);
      const queue = queues.get(definition.queue);
      if (!queue) throw new Error(`Unknown queue ${definition.queue}`);
      const jobId = definition.jobId(data);
      try {
        await queue.add(definition.name, data, { ...definition.options, jobId });
      } catch (err) {
        throw new AppError('service_unavailable', 'The job queue is unavailable, try again shortly', { cause: err });
      }
      return jobId;
    },
    queues: () => [...queues.values()],
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
