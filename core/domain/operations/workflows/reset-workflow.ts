import type { WorkflowExecutionDescription } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import type { TemporalClient } from './temporal-client.ts';
import { AppError } from '../../../errors.ts';
import { actOnWorkflow, type WorkflowActionDeps, type WorkflowActionRequest } from './act-on-workflow.ts';

// temporal.api.enums.v1: EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, ResetReapplyType.RESET_REAPPLY_TYPE_SIGNAL.
const WORKFLOW_TASK_COMPLETED = 7;
const REAPPLY_SIGNALS = 1;

export type ResetPoint = 'last' | 'first';

/** The id of the run's last (or first) completed workflow task: where a reset starts again. */
async function resetEventId(temporal: TemporalClient, run: WorkflowExecutionDescription, point: ResetPoint): Promise<number> {
  const history = await temporal.client.workflow.getHandle(run.workflowId, run.runId).fetchHistory();
  const completed = (history.events ?? []).filter((event) => Number(event.eventType) === WORKFLOW_TASK_COMPLETED);
  const event = point === 'first' ? completed[0] : completed.at(-1);
  if (!event?.eventId) throw new AppError('conflict', 'This run never completed a workflow task (no worker ran it): there is nothing to reset to');
  return Number(event.eventId);
}

/**
 * Resets a run to its last completed workflow task (or its first): Temporal ends the run (if
 * still running) and starts a new one that replays the history up to there, then runs the
 * workflow code on, with the signals received after that point sent again. The request key is
 * Temporal's request id, so a retried call makes one reset.
 */
export function resetWorkflow(deps: WorkflowActionDeps, request: WorkflowActionRequest & { to?: ResetPoint | undefined }): Promise<AdminWorkflow> {
  return actOnWorkflow(deps, 'reset', request, async (run, requestKey) => {
    const eventId = await resetEventId(deps.temporal, run, request.to ?? 'last');
    const reset = {
      namespace: deps.temporal.client.options.namespace,
      workflowExecution: { workflowId: run.workflowId, runId: run.runId },
      reason: request.reason,
      workflowTaskFinishEventId: eventId,
      requestId: requestKey,
      resetReapplyType: REAPPLY_SIGNALS,
    };
    // The typings want a Long for the int64 event id; protobufjs takes a number as well.
    const response: { runId?: string | null } = await deps.temporal.client.workflowService.resetWorkflowExecution(reset as unknown as Parameters<typeof deps.temporal.client.workflowService.resetWorkflowExecution>[0]);
    const runId = response.runId;
    if (!runId) throw new Error('Temporal answered the reset without a new run id');
    return { runId, details: { to: request.to ?? 'last', eventId, newRunId: runId } };
  });
}
