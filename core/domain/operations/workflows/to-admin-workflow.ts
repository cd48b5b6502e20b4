import type { WorkflowExecutionInfo } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { workflowUiUrl, type TemporalUiBase } from './temporal-ui-link.ts';
import { signalsOf } from './workflow-signals.ts';
import { actionsFor, statusOf } from './workflow-status.ts';

/** One execution as the operator API shows it; the request id is the memo the client interceptor writes on start. */
export function toAdminWorkflow(info: Pick<WorkflowExecutionInfo, 'workflowId' | 'runId' | 'type' | 'status' | 'taskQueue' | 'startTime' | 'closeTime' | 'memo'>, ui: TemporalUiBase): AdminWorkflow {
  const status = statusOf(info.status.name);
  const requestId = info.memo?.requestId;
  return {
    id: `${info.workflowId}:${info.runId}`,
    workflowId: info.workflowId,
    runId: info.runId,
    type: info.type,
    status,
    taskQueue: info.taskQueue,
    startTime: info.startTime.toISOString(),
    closeTime: info.closeTime ? info.closeTime.toISOString() : null,
    requestId: typeof requestId === 'string' ? requestId : null,
    temporalUiUrl: workflowUiUrl(ui, info.workflowId, info.runId),
    actions: actionsFor(status, info.type),
    signals: signalsOf(info.type),
  };
}
