import { Context } from '@temporalio/activity';
import { DigestPreference } from '../../db/index.ts';
import { digestRunKey, digestRunTaskQueue, digestRunWorkflowType, type DigestRunInput } from '../digest-run/definitions.ts';
import type { SlotStartResult } from '../slot-definitions.ts';
import { startRunsByPage } from '../start-runs.ts';

const PAGE = 1000;

/** The digests' runs go to the runs' queue beside the task queue of the worker running this activity. */
export function createDigestSlotActivities() {
  return {
    /** Starts the run of every enabled digest of the slot (a run already started is not started again). */
    async startSlotDigests(input: { slot: string; scheduledFor: string }): Promise<SlotStartResult> {
      const taskQueue = digestRunTaskQueue(Context.current().info.taskQueue);
      return startRunsByPage(
        async (after) => (await DigestPreference.query().where({ slot: input.slot, enabled: true }).where('id', '>', after).orderBy('id').limit(PAGE).select('id')).map((row) => row.id),
        (digestId) => {
          const args: DigestRunInput = { digestId, runKey: digestRunKey(digestId, input.scheduledFor), kind: 'scheduled', scheduledFor: input.scheduledFor };
          return { workflowType: digestRunWorkflowType, workflowId: args.runKey, taskQueue, args: [args] };
        },
      );
    },
  };
}
