import { Client, Connection } from '@temporalio/client';
import { drain } from '../load/http.ts';

/** Workflows that live as long as what they stand for (a subscription): running is their normal state. */
const LONG_LIVED = new Set(['subscriptionWorkflow']);

export interface WorkflowsAudit {
  /** Runs by type and status over the whole run. */
  byType: Record<string, Record<string, number>>;
  /** Short-lived runs still running after the drain, and long-lived ones retrying an activity: each with why. */
  stuck: string[];
  /** Runs that ended failed, timed out or terminated. */
  failed: string[];
}

/** No workflow stuck or failed: waits up to `drainMs` for the short-lived runs to close, then reads each open one. */
export async function auditWorkflows(address: string, drainMs: number): Promise<WorkflowsAudit> {
  const connection = await Connection.connect({ address });
  const client = new Client({ connection, namespace: 'default' });
  try {
    const list = async (query: string) => {
      const runs = [];
      for await (const run of client.workflow.list({ query })) runs.push(run);
      return runs;
    };
    const openShortLived = async () => (await list('ExecutionStatus="Running"')).filter((run) => !LONG_LIVED.has(run.type));
    await drain(async () => (await openShortLived()).length === 0, drainMs);
    const byType: Record<string, Record<string, number>> = {};
    const failed: string[] = [];
    const stuck: string[] = [];
    for (const run of await list('')) {
      const statusName = run.status.name;
      (byType[run.type] ??= {})[statusName] = (byType[run.type]![statusName] ?? 0) + 1;
      if (['FAILED', 'TIMED_OUT', 'TERMINATED'].includes(statusName)) failed.push(`${run.type} ${run.workflowId}: ${statusName}`);
      if (statusName !== 'RUNNING') continue;
      if (!LONG_LIVED.has(run.type)) {
        stuck.push(`${run.type} ${run.workflowId}: still running ${Math.round((Date.now() - run.startTime.getTime()) / 1000)} s after it started`);
        continue;
      }
      const described = await client.workflow.getHandle(run.workflowId, run.runId).describe();
      for (const activity of described.raw.pendingActivities ?? []) {
        if ((activity.attempt ?? 1) > 1) stuck.push(`${run.type} ${run.workflowId}: activity ${activity.activityType?.name ?? '?'} on attempt ${activity.attempt}: ${activity.lastFailure?.message ?? ''}`);
      }
    }
    return { byType, stuck, failed };
  } finally {
    await connection.close();
  }
}
