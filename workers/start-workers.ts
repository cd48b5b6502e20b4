import { hostname } from 'node:os';
import { DelayedError, MetricsTime, RateLimitError, UnrecoverableError, WaitingChildrenError, WaitingError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { unavailableDependency } from '../core/dependency-unavailable.ts';
import type { JobDefinition } from '../core/queues/define-job.ts';
import { observeJob, type JobOutcome } from '../core/metrics/job-metrics.ts';
import { jobs, type JobKey } from '../core/queues/jobs/index.ts';
import { queues, type QueueName, type QueueSettings } from '../core/queues/queues.ts';
import { jobRequestIdOf, runWithRequestId, withoutRequestId } from '../core/request-id.ts';
import type { ProcessorModule, WorkerDeps } from './job-handler.ts';
import { processors } from './processors/index.ts';

export interface StartOptions {
  connection: Redis;
  prefix: string;
  deps: WorkerDeps;
  log: Logger;
  /** Each queue's concurrency, limiter and history; core/queues/queues.ts unless a test says otherwise. */
  settings?: Readonly<Record<QueueName, QueueSettings>>;
  /** Count and time every attempt (bullmq_job_*); METRICS_ENABLED. */
  metrics?: boolean;
  /** How a job waits out an outage of Postgres or Temporal; OUTAGE_WAIT unless a test says otherwise. */
  outageWait?: OutageWait;
}

export interface OutageWait {
  /** Pause before the job runs again. */
  delayMs: number;
  /** Pauses one job may take without spending an attempt; after them its failures count again. */
  maxWaits: number;
}

/**
 * A job that fails because a dependency cannot be reached (Postgres or Temporal restarting, a
 * connection refused: core/dependency-unavailable.ts) runs again after a pause without spending
 * one of its attempts (a restart would otherwise use up a job's few attempts and fail it for
 * good), up to 3 minutes of pauses; past them its failures count as any error's do.
 */
export const OUTAGE_WAIT: OutageWait = { delayMs: 5000, maxWaits: 36 };

type Run = (job: Job) => Promise<void>;

/** How an attempt ended, for bullmq_job_attempts_total. */
function outcomeOf(job: Job, err: unknown): JobOutcome {
  // Moved back on purpose (Telegram's pacing, a rate limit, waiting for children): not an attempt.
  if (err instanceof DelayedError || err instanceof RateLimitError || err instanceof WaitingChildrenError || err instanceof WaitingError) return 'delayed';
  if (err instanceof UnrecoverableError) return 'failed';
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1) ? 'failed' : 'retried';
}

/**
 * Runs one attempt inside the request id that started the job (its logs and the jobs and
 * workflows it starts carry it), or `job:<queue>:<id>` for jobs nobody's request started
 * (schedulers, scripts), and counts it.
 */
async function attempt(queue: QueueName, job: Job, run: Run, { log, metrics }: { log: Logger; metrics: boolean }): Promise<void> {
  const started = performance.now();
  await runWithRequestId(jobRequestId(queue, job), async () => {
    try {
      await run(job);
    } catch (err) {
      if (metrics) observeJob(queue, job.name, outcomeOf(job, err), (performance.now() - started) / 1000);
      throw err;
    }
    const ms = performance.now() - started;
    if (metrics) observeJob(queue, job.name, 'completed', ms / 1000);
    // Debug: one line a job is too many for a busy worker's info log; an operator following a request turns it on.
    log.debug({ queue, job: job.name, jobId: job.id, ms: Math.round(ms * 10) / 10 }, 'job completed');
  });
}

const jobRequestId = (queue: QueueName, job: Job): string => jobRequestIdOf(job.data) ?? `job:${queue}:${job.id ?? ''}`;

/**
 * `run`, but a failure that says a dependency is unreachable moves the job back to delayed
 * (BullMQ's manual delay: DelayedError, no attempt spent; attempt() counts it as 'delayed').
 * Each start of the job counts in attemptsStarted, each spent attempt in attemptsMade: the
 * difference is the pauses taken so far. With Redis itself away the move fails, and the
 * original error goes on to BullMQ (which retries the job once Redis is back).
 */
function waitingOutOutages(run: Run, wait: OutageWait, token: string | undefined, log: Logger, queue: QueueName): Run {
  return async (job) => {
    try {
      await run(job);
    } catch (err) {
      const unavailable = unavailableDependency(err);
      const waits = job.attemptsStarted - 1 - job.attemptsMade;
      if (!unavailable || token === undefined || waits >= wait.maxWaits) throw err;
      try {
        await job.moveToDelayed(Date.now() + wait.delayMs, token);
      } catch {
        throw err;
      }
      log.warn({ queue, job: job.name, jobId: job.id, wait: waits + 1, ...unavailable }, 'job waits for a dependency to come back');
      throw new DelayedError();
    }
  };
}

/**
 * The payload is parsed with the job's schema before its handler is loaded or called. One
 * that fails will fail again: it is failed without retries and kept among the failed jobs
 * (the queue's removeOnFail) for operators to read.
 */
function runner(definition: JobDefinition, load: ProcessorModule<JobDefinition>, deps: WorkerDeps): Run {
  return async (job) => {
    const parsed = definition.schema.safeParse(withoutRequestId(job.data));
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
const workerName = `${hostname()}:${process.pid}`;

export function startWorkers({ connection, prefix, deps, log, settings = queues, metrics = true, outageWait = OUTAGE_WAIT }: StartOptions): Worker[] {
  return [...runnersByQueue(deps)].map(([queue, runners]) => {
    const { concurrency, limiter, removeOnComplete, removeOnFail } = settings[queue];
    const worker = new Worker(
      queue,
      async (job, token) => {
        const run = runners.get(job.name);
        if (!run) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queue}"`);
        await attempt(queue, job, waitingOutOutages(run, outageWait, token, log, queue), { log, metrics });
      },
      // removeOn* bound the history of jobs added without them too (by a script, by hand).
      // BullMQ's own per-minute completed/failed counts, a week of them: the operators' dashboard reads them (queue.getMetrics).
      // Named after the process, so Bull Board and the jobs page say which replica ran a job.
      { name: workerName, connection, prefix, concurrency, limiter, removeOnComplete, removeOnFail, metrics: { maxDataPoints: MetricsTime.ONE_WEEK } },
    );
    // Emitted outside the job's context: the line names the job's request id itself.
    worker.on('failed', (job, err) => log.warn({ reqId: job ? jobRequestId(queue, job) : undefined, queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed'));
    // Redis away (a restart): the worker reconnects by itself; a warning per event, not an error.
    worker.on('error', (err) => {
      const unavailable = unavailableDependency(err);
      if (unavailable) log.warn({ queue, ...unavailable }, 'worker connection lost: reconnecting');
      else log.error({ queue, err: err.message }, 'worker error');
    });
    return worker;
  });
}
