import type { Job, Queue } from 'bullmq';
import type { JobActionResult } from '../../../contracts/operations.ts';
import { findQueue, parseJobRef } from './job-ref.ts';
import { auditIds, recordOperatorAction } from './record-operator-action.ts';

/** Who acts and how the audit entry is keyed; `dryRun` reads and judges but changes nothing. */
export interface JobActionContext {
  actorId: string;
  eventKey: string;
  reason?: string | null;
  via: 'console' | 'cli';
  ip?: string | null;
  userAgent?: string | null;
  dryRun?: boolean;
  /** Called after each id is judged (the CLI's progress bar). */
  onProgress?: (handled: number) => void;
}

/** Jobs acted on at once: Redis round trips overlap, Redis itself stays unhurried. */
const IN_FLIGHT = 32;

/**
 * The shared shape of retry and remove: each id is found (missing when it is not), judged by
 * `act` (a message refuses it), and the whole call is audited once with what became of each.
 */
export async function actOnJobs(
  queues: readonly Queue[],
  ids: readonly string[],
  action: string,
  act: (job: Job, state: string, dryRun: boolean) => Promise<string | null>,
  ctx: JobActionContext,
): Promise<JobActionResult> {
  const result: JobActionResult = { done: [], missing: [], refused: [] };
  const unique = [...new Set(ids)];
  let next = 0;
  let handled = 0;
  const workerLoop = async () => {
    while (next < unique.length) {
      const id = unique[next++]!;
      const ref = parseJobRef(id);
      const queue = findQueue(queues, ref.queue);
      const job = queue ? ((await queue.getJob(ref.jobId)) as Job | undefined) : undefined;
      if (!job) result.missing.push(id);
      else {
        let refusal: string | null;
        try {
          refusal = await act(job, await job.getState(), ctx.dryRun === true);
        } catch (err) {
          // BullMQ refuses when the job moved meanwhile (a worker took it, someone else retried it).
          refusal = `It changed meanwhile: ${(err as Error).message}`;
        }
        if (refusal) result.refused.push({ id, message: refusal });
        else result.done.push(id);
      }
      ctx.onProgress?.(++handled);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, unique.length) }, workerLoop));
  if (!ctx.dryRun && (result.done.length > 0 || result.refused.length > 0 || result.missing.length > 0)) {
    await recordOperatorAction({
      eventKey: ctx.eventKey,
      action,
      actorId: ctx.actorId,
      reason: ctx.reason ?? null,
      ip: ctx.ip ?? null,
      userAgent: ctx.userAgent ?? null,
      details: {
        via: ctx.via,
        requested: unique.length,
        done: result.done.length,
        missing: result.missing.length,
        refused: result.refused.length,
        ids: auditIds(result.done),
        missingIds: auditIds(result.missing),
        refusedIds: auditIds(result.refused.map((r) => r.id)),
      },
    });
  }
  return result;
}
