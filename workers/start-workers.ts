import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { createRegistry, type WorkerDeps } from './registry.ts';

export interface StartOptions {
  connection: Redis;
  prefix: string;
  deps: WorkerDeps;
  log: Logger;
  concurrency?: number;
}

/** One BullMQ worker per queue, dispatching by job name to the registered handler. */
export function startWorkers({ connection, prefix, deps, log, concurrency = 5 }: StartOptions): Worker[] {
  const registry = createRegistry(deps);
  return [...registry.entries()].map(([queue, handlers]) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const registration = handlers.get(job.name);
        if (!registration) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queue}"`);
        try {
          await registration.handle(job.data);
        } catch (err) {
          // A payload that fails its schema will fail again: do not retry it.
          if (err instanceof ZodError) throw new UnrecoverableError(`Invalid payload: ${err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
          throw err;
        }
      },
      { connection, prefix, concurrency },
    );
    worker.on('failed', (job, err) => log.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed'));
    worker.on('error', (err) => log.error({ queue, err: err.message }, 'worker error'));
    return worker;
  });
}
