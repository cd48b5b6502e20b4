import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobDefinition } from '../core/queues/define-job.ts';
import { jobs, type JobKey } from '../core/queues/jobs/index.ts';
import { queues, type QueueName, type QueueSettings } from '../core/queues/queues.ts';
import type { ProcessorModule, WorkerDeps } from './job-handler.ts';
import { processors } from './processors/index.ts';

export interface StartOptions {
  connection: Redis;
  prefix: string;
  deps: WorkerDeps;
  log: Logger;
  /** Each queue's concurrency, limiter and history; core/queues/queues.ts unless a test says otherwise. */
  settings?: Readonly<Record<QueueName, QueueSettings>>;
}

type Run = (job: Job) => Promise<void>;

/**
 * The payload is parsed with the job's schema before its handler is loaded or called. One
 * that fails will fail again: it is failed without retries and kept among the failed jobs
 * (the queue's removeOnFail) for operators to read.
 */
function runner(definition: JobDefinition, load: ProcessorModule<JobDefinition>, deps: WorkerDeps): Run {
  return async (job) => {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      throw new UnrecoverableError(`Invalid payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const { handle } = await load();
    await handle(parsed.data, deps, job);
  };
}

/** Every job's runner by queue and job name, from the two registries. */
function runnersByQueue(deps: WorkerDeps): Map<QueueName, Map<string, Run>> {
  const byQueue = new Map<QueueName, Map<string, Run>>();
  for (const key of Object.keys(jobs) as JobKey[]) {
    const definition: JobDefinition = jobs[key];
    const byName = byQueue.get(definition.queue) ?? new Map<string, Run>();
    if (byName.has(definition.name)) throw new Error(`Two jobs are named "${definition.name}" on queue "${definition.queue}"`);
    byName.set(definition.name, runner(definition, processors[key], deps));
    byQueue.set(definition.queue, byName);
  }
  return byQueue;
}

/** One BullMQ worker per queue that has jobs, dispatching by job name to the job's handler. */
export function startWorkers({ connection, prefix, deps, log, settings = queues }: StartOptions): Worker[] {
  return [...runnersByQueue(deps)].map(([queue, runners]) => {
    const { concurrency, limiter, removeOnComplete, removeOnFail } = settings[queue];
    const worker = new Worker(
      queue,
      async (job) => {
        const run = runners.get(job.name);
        if (!run) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queue}"`);
        await run(job);
      },
      // removeOn* bound the history of jobs added without them too (by a script, by hand).
      { connection, prefix, concurrency, limiter, removeOnComplete, removeOnFail },
    );
    worker.on('failed', (job, err) => log.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed'));
    worker.on('error', (err) => log.error({ queue, err: err.message }, 'worker error'));
    return worker;
  });
}
