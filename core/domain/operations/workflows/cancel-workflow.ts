import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { actOnWorkflow, type WorkflowActionDeps, type WorkflowActionRequest } from './act-on-workflow.ts';

/** Asks a running run to cancel: its code decides how it ends (it may clean up first). */
export function cancelWorkflow(deps: WorkflowActionDeps, request: WorkflowActionRequest): Promise<AdminWorkflow> {
  return actOnWorkflow(deps, 'cancel', request, async (run) => {
    await deps.temporal.client.workflow.getHandle(run.workflowId, run.runId).cancel();
    return { runId: run.runId };
  });
}
