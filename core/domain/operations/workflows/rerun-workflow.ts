import { arrayFromPayloads, defaultPayloadConverter } from '@temporalio/common';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { AppError } from '../../../errors.ts';
import { actOnWorkflow, type WorkflowActionDeps, type WorkflowActionRequest } from './act-on-workflow.ts';

// temporal.api.enums.v1.EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED
const WORKFLOW_EXECUTION_STARTED = 1;

/**
 * Starts a fresh run of a run that failed, timed out, was terminated or canceled: the same
 * workflow id (so whatever looks the workflow up by id finds the new run), type, task queue and
 * input, read from the old run's first history event. Not through the workflows' own client.ts:
 * those start with REJECT_DUPLICATE, which refuses exactly this. A workflow id that already has
 * a running run is refused by Temporal (409).
 */
export function rerunWorkflow(deps: WorkflowActionDeps, request: WorkflowActionRequest): Promise<AdminWorkflow> {
  return actOnWorkflow(deps, 'rerun', request, async (run) => {
    const history = await deps.temporal.client.workflow.getHandle(run.workflowId, run.runId).fetchHistory();
    const first = history.events?.[0];
    const started = Number(first?.eventType) === WORKFLOW_EXECUTION_STARTED ? first?.workflowExecutionStartedEventAttributes : undefined;
    if (!started?.workflowType?.name || !started.taskQueue?.name) throw new AppError('conflict', 'The run has no start event to copy');
    const args = arrayFromPayloads(defaultPayloadConverter, started.input?.payloads);
    const handle = await deps.temporal.client.workflow.start(started.workflowType.name, {
      workflowId: run.workflowId,
      taskQueue: started.taskQueue.name,
      args,
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    });
    return { runId: handle.firstExecutionRunId, details: { newRunId: handle.firstExecutionRunId } };
  });
}
