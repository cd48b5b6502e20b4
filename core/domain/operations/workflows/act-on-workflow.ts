import { randomUUID } from 'node:crypto';
import type { WorkflowExecutionDescription } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { AuditEvent } from '../../../../db/index.ts';
import type { TemporalClient } from './temporal-client.ts';
import { AppError } from '../../../errors.ts';
import { recordAuditEvent } from '../../audit/record-audit-event.ts';
import { describeWorkflow } from './get-workflow.ts';
import type { TemporalUiBase } from './temporal-ui-link.ts';
import { withTemporalErrors } from './temporal-errors.ts';
import { toAdminWorkflow } from './to-admin-workflow.ts';

export type WorkflowAction = AdminWorkflow['actions'][number] | 'rerun';

/** Who acts on which run, and why: what every operator action on a workflow takes. */
export interface WorkflowActionRequest {
  workflowId: string;
  runId: string;
  reason: string;
  actorId: string;
  /** Where the operator was (the API's request; null from the CLI). */
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** Unique per request: the audit event's key, and Temporal's request id where it takes one. */
  requestKey?: string | undefined;
}

export interface WorkflowActionDeps {
  temporal: TemporalClient;
  ui: TemporalUiBase;
}

const ENDED_ALLOWING_RESET = ['Failed', 'TimedOut', 'Terminated', 'Canceled'];

function refusal(action: WorkflowAction, run: AdminWorkflow): AppError {
  if (action === 'reset') return new AppError('conflict', `A ${run.status} run cannot be reset: only a running one or one that failed, timed out, was terminated or canceled can (start a new run instead)`);
  if (action === 'signal' && run.status === 'Running') return new AppError('conflict', `${run.type} takes no signals`);
  return new AppError('conflict', `This run has already ended (${run.status}): there is nothing to ${action}`);
}

/**
 * One operator action on one run: the run must exist (404) and the action make sense for its
 * state now (409, nothing done). The audit event is written in a transaction around the
 * Temporal call, so an action Temporal refuses leaves no event and an event is never missing
 * for an action done. `act` answers the run to show afterwards (a reset's new run).
 */
export async function actOnWorkflow(
  deps: WorkflowActionDeps,
  action: WorkflowAction,
  request: WorkflowActionRequest,
  act: (run: WorkflowExecutionDescription, requestKey: string) => Promise<{ runId: string; details?: Record<string, unknown> }>,
): Promise<AdminWorkflow> {
  const described = await describeWorkflow(deps.temporal, request.workflowId, request.runId);
  const run = toAdminWorkflow(described, deps.ui);
  const allowed = action === 'rerun' ? ENDED_ALLOWING_RESET.includes(run.status) : run.actions.includes(action);
  if (!allowed) throw refusal(action, run);
  const requestKey = request.requestKey ?? randomUUID();
  const done = await AuditEvent.transaction(async (trx) => {
    const outcome = await withTemporalErrors('Workflow run', () => act(described, requestKey));
    await recordAuditEvent(
      {
        eventKey: `workflow.${action}:${request.workflowId}:${request.runId}:${requestKey}`,
        action: `workflow.${action}`,
        actorId: request.actorId,
        userId: null,
        reason: request.reason,
        details: { workflowId: request.workflowId, runId: request.runId, type: run.type, statusBefore: run.status, ...outcome.details },
        ip: request.ip ?? null,
        userAgent: request.userAgent ?? null,
        occurredAt: new Date(),
      },
      trx,
    );
    return outcome;
  });
  return toAdminWorkflow(await describeWorkflow(deps.temporal, request.workflowId, done.runId), deps.ui);
}
