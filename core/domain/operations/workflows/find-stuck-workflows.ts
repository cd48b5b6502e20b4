import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import type { TemporalClient } from './temporal-client.ts';
import { describeWorkflow } from './get-workflow.ts';
import { walkWorkflows } from './list-workflows.ts';
import type { TemporalUiBase } from './temporal-ui-link.ts';
import { toAdminWorkflow } from './to-admin-workflow.ts';
import type { WorkflowFilter } from './visibility-query.ts';

export interface StuckRule {
  /** A pending activity or workflow task on this attempt or later is failing over and over (default 3). */
  minAttempts: number;
  /** Runs described at most (each is one call to Temporal); default 500. */
  limit: number;
}

export const DEFAULT_STUCK_RULE: StuckRule = { minAttempts: 3, limit: 500 };

export interface StuckWorkflow extends AdminWorkflow {
  /** Why it counts as stuck: the failing activity or workflow task, its attempt and last error. */
  why: string;
}

/**
 * Running runs that are not getting anywhere: a pending activity, or the workflow task, has been
 * retried at least `minAttempts` times (its last failure is shown). Kept to what describe tells,
 * so the rule is the same on the dev server and in production; a run merely waiting on a timer or
 * a signal is never stuck. `filter.startedBefore` keeps the runs running for longer than a while.
 */
export async function findStuckWorkflows(temporal: TemporalClient, ui: TemporalUiBase, filter: Omit<WorkflowFilter, 'status'>, rule: StuckRule = DEFAULT_STUCK_RULE): Promise<StuckWorkflow[]> {
  const stuck: StuckWorkflow[] = [];
  let described = 0;
  for await (const info of walkWorkflows(temporal, { ...filter, status: 'Running' })) {
    if (described++ >= rule.limit) break;
    const { raw } = await describeWorkflow(temporal, info.workflowId, info.runId).catch(() => ({ raw: null }));
    if (!raw) continue; // closed or gone meanwhile
    const activity = (raw.pendingActivities ?? []).find((a) => (a.attempt ?? 0) >= rule.minAttempts);
    const task = raw.pendingWorkflowTask && (raw.pendingWorkflowTask.attempt ?? 0) >= rule.minAttempts ? raw.pendingWorkflowTask : null;
    if (activity) {
      stuck.push({ ...toAdminWorkflow(info, ui), why: `activity ${activity.activityType?.name ?? '?'} on attempt ${activity.attempt}: ${activity.lastFailure?.message ?? 'no error recorded'}` });
    } else if (task) {
      stuck.push({ ...toAdminWorkflow(info, ui), why: `workflow task on attempt ${task.attempt}` });
    }
  }
  return stuck;
}
