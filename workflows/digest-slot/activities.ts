import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { DigestPreference } from '../../db/index.ts';
import { digestRunKey, digestRunTaskQueue, digestRunWorkflowType, type DigestRunInput } from '../digest-run/definitions.ts';
import type { SlotStartResult } from './definitions.ts';

/** Starts in flight at once: the measured single-client rate (about 100 a second) needs about this many. */
const IN_FLIGHT = 50;
const PAGE = 1000;

/** The digests' runs go to the runs' queue beside the task queue of the worker running this activity. */
export function createDigestSlotActivities() {
  return {
    /**
     * Starts the run of every enabled digest of the slot, by digest id order, a page at a time.
     * The heartbeat carries the last id done, so a retry after a crash goes on from there; a run
     * already started (the same key) is not started again.
     */
    async startSlotDigests(input: { slot: string; scheduledFor: string }): Promise<SlotStartResult> {
      const ctx = Context.current();
      const resumed = ctx.info.heartbeatDetails as (SlotStartResult & { after: string }) | undefined;
      const result: SlotStartResult = { due: resumed?.due ?? 0, started: resumed?.started ?? 0, alreadyStarted: resumed?.alreadyStarted ?? 0 };
      let after = resumed?.after ?? '';
      for (;;) {
        const page = await DigestPreference.query().where({ slot: input.slot, enabled: true }).where('id', '>', after || '00000000-0000-0000-0000-000000000000').orderBy('id').limit(PAGE).select('id');
        if (page.length === 0) return result;
        let next = 0;
        const lane = async () => {
          while (next < page.length) {
            const digestId = page[next++]!.id;
            const args: DigestRunInput = { digestId, runKey: digestRunKey(digestId, input.scheduledFor), kind: 'scheduled', scheduledFor: input.scheduledFor };
            try {
              await ctx.client.workflow.start(digestRunWorkflowType, { workflowId: args.runKey, taskQueue: digestRunTaskQueue(ctx.info.taskQueue), args: [args], workflowIdReusePolicy: 'REJECT_DUPLICATE' });
              result.started += 1;
            } catch (err) {
              if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
              result.alreadyStarted += 1;
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, page.length) }, lane));
        result.due += page.length;
        after = page.at(-1)!.id;
        ctx.heartbeat({ ...result, after });
      }
    },
  };
}
