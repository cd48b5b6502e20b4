import type { Job } from 'bullmq';
import type { AdminJob } from '../../../contracts/operations.ts';
import { jobRefId } from './job-ref.ts';
import { redactPayload } from './redact-payload.ts';

const iso = (ms: number | undefined | null): string | null => (ms ? new Date(ms).toISOString() : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** A BullMQ job as operators see it: payload redacted, request and user picked out. */
export function toAdminJob(job: Job, state: string): AdminJob {
  const data = job.data && typeof job.data === 'object' && !Array.isArray(job.data) ? (job.data as Record<string, unknown>) : { value: job.data as unknown };
  return {
    id: jobRefId(job.queueName, String(job.id)),
    queue: job.queueName,
    jobId: String(job.id),
    name: job.name,
    state,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    failedReason: text(job.failedReason),
    stacktrace: (job.stacktrace ?? []).filter((s): s is string => typeof s === 'string').slice(-3),
    data: redactPayload(data) as Record<string, unknown>,
    requestId: text(data._requestId),
    userId: text(data.userId),
    createdAt: new Date(job.timestamp).toISOString(),
    processedAt: iso(job.processedOn),
    finishedAt: iso(job.finishedOn),
  };
}
