import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { actOnWorkflow, type WorkflowActionDeps, type WorkflowActionRequest } from './act-on-workflow.ts';

/** Ends a running run at once, without its code running again; the reason is kept in its history. */
export function terminateWorkflow(deps: WorkflowActionDeps, request: WorkflowActionRequest): Promise<AdminWorkflow> {
  return actOnWorkflow(deps, 'terminate', request, async (run) => {
    await deps.temporal.client.workflow.getHandle(run.workflowId, run.runId).terminate(request.reason);
    return { runId: run.runId };
  });
}
