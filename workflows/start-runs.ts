import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { SlotStartResult } from './slot-definitions.ts';

/** Starts in flight at once: the measured single-client rate (about 100 a second) needs about this many. */
const IN_FLIGHT = 50;
/** Starts between heartbeats inside a page. */
const HEARTBEAT_EVERY = 50;

export type { SlotStartResult };

export interface RunStart {
  workflowType: string;
  workflowId: string;
  taskQueue: string;
  args: unknown[];
}

/**
 * Starts one run per id, a page at a time in id order, from inside a slot's activity. The
 * heartbeat carries the last id done, so a retry after a crash goes on from there; a run already
 * started (the same workflow id, REJECT_DUPLICATE) is counted, not started again.
 */
export async function startRunsByPage(page: (after: string) => Promise<string[]>, runOf: (id: string) => RunStart): Promise<SlotStartResult> {
  const ctx = Context.current();
  const resumed = ctx.info.heartbeatDetails as (SlotStartResult & { after: string }) | undefined;
  const result: SlotStartResult = { due: resumed?.due ?? 0, started: resumed?.started ?? 0, alreadyStarted: resumed?.alreadyStarted ?? 0 };
  let after = resumed?.after ?? '';
  for (;;) {
    const ids = await page(after || '00000000-0000-0000-0000-000000000000');
    if (ids.length === 0) return result;
    let next = 0;
    const lane = async () => {
      while (next < ids.length) {
        const run = runOf(ids[next++]!);
        try {
          await ctx.client.workflow.start(run.workflowType, { workflowId: run.workflowId, taskQueue: run.taskQueue, args: run.args, workflowIdReusePolicy: 'REJECT_DUPLICATE' });
          result.started += 1;
        } catch (err) {
          if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
          result.alreadyStarted += 1;
        }
        // A page takes seconds; a slow Temporal could take longer than the heartbeat timeout. The
        // details keep the last page finished, so a retry redoes this page (its starts are refused as duplicates).
        if ((result.started + result.alreadyStarted) % HEARTBEAT_EVERY === 0) ctx.heartbeat({ ...result, after });
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, ids.length) }, lane));
    result.due += ids.length;
    after = ids.at(-1)!;
    ctx.heartbeat({ ...result, after });
  }
}
