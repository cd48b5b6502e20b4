import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { AppError } from '../../../errors.ts';
import { actOnWorkflow, type WorkflowActionDeps, type WorkflowActionRequest } from './act-on-workflow.ts';
import { WORKFLOW_SIGNALS } from './workflow-signals.ts';

/** Sends one of the signals the run's type defines, with arguments of the shape it expects. */
export function signalWorkflow(deps: WorkflowActionDeps, request: WorkflowActionRequest & { signal?: string | undefined; args?: unknown[] | undefined }): Promise<AdminWorkflow> {
  return actOnWorkflow(deps, 'signal', request, async (run) => {
    const known = WORKFLOW_SIGNALS[run.type] ?? {};
    const schema = request.signal ? known[request.signal] : undefined;
    if (!request.signal || !schema) {
      throw new AppError('bad_request', `${run.type} accepts the signals ${Object.keys(known).join(', ')}; name one of them in \`signal\``);
    }
    const parsed = schema.safeParse(request.args ?? []);
    if (!parsed.success) {
      throw new AppError('bad_request', `Arguments of ${request.signal}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'args'} ${i.message}`).join('; ')}`);
    }
    await deps.temporal.client.workflow.getHandle(run.workflowId, run.runId).signal(request.signal, ...parsed.data);
    return { runId: run.runId, details: { signal: request.signal, args: parsed.data } };
  });
}
