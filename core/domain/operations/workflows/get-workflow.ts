import type { WorkflowExecutionDescription } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import type { TemporalClient } from './temporal-client.ts';
import type { TemporalUiBase } from './temporal-ui-link.ts';
import { withTemporalErrors } from './temporal-errors.ts';
import { toAdminWorkflow } from './to-admin-workflow.ts';

/** One run as Temporal describes it (the latest run of the id without `runId`); 404 when unknown. */
export function describeWorkflow(temporal: TemporalClient, workflowId: string, runId?: string): Promise<WorkflowExecutionDescription> {
  return withTemporalErrors('Workflow run', () => temporal.client.workflow.getHandle(workflowId, runId).describe());
}

export async function getWorkflow(temporal: TemporalClient, ui: TemporalUiBase, workflowId: string, runId?: string): Promise<AdminWorkflow> {
  return toAdminWorkflow(await describeWorkflow(temporal, workflowId, runId), ui);
}
