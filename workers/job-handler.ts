import type { Job } from 'bullmq';
import type { TelegramRuntime } from '../core/clients/telegram/runtime.ts';
import type { TemporalHandle } from '../core/clients/temporal.ts';
import type { QuestionJobDeps } from '../core/domain/analytics/question/deps.ts';
import type { CalendarDeps } from '../core/domain/calendar/deps.ts';
import type { GradingDeps } from '../core/domain/homework/deps.ts';
import type { UsageLimits } from '../core/limits/usage-limits.ts';
import type { JobProducer } from '../core/queues/producer.ts';
import type { JobDefinition, JobPayload } from '../core/queues/define-job.ts';

/** What handlers may use, built once per worker process (workers/index.ts). */
export interface WorkerDeps {
  temporal: TemporalHandle;
  /** The bots' clients, Telegram's pacing and the one sending queue. */
  telegram: TelegramRuntime;
  /** Jobs the handlers start (the calendar bot's reads and writes). */
  jobs: JobProducer;
  /** The calendar tool: Google, OpenAI and their settings. */
  calendar: CalendarDeps;
  /** Homework grading: the model, the files, the shared limit. */
  homework: GradingDeps;
  /** Analytics questions: the users' readers, the model, the askers' cancel marks. */
  analyticsQuestions: QuestionJobDeps;
  /** The per-user limits of costly calls (core/limits/numbers.ts), counted with the API's. */
  limits: UsageLimits;
}

/**
 * A job's handler, exported as `handle` by workers/processors/<job>.ts. It gets the payload
 * already parsed by the definition's schema; the BullMQ job is there for progress or
 * `moveToDelayed` (`job.token`). Jobs are delivered at least once: keep handlers idempotent.
 */
export type JobHandler<D extends JobDefinition> = (payload: JobPayload<D>, deps: WorkerDeps, job: Job) => Promise<void>;

/** A processor module, imported on the first job it handles. */
export type ProcessorModule<D extends JobDefinition> = () => Promise<{ handle: JobHandler<D> }>;
