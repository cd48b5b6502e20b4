import type { Client } from '@temporalio/client';
import type { AdminWorkflow } from '../../../contracts/operations.ts';
import { AnalyticsRun, DigestRun, HomeworkRegradeRun, Subscription } from '../../../db/index.ts';
import type { TemporalUiBase } from './workflows/temporal-ui-link.ts';
import { toAdminWorkflow } from './workflows/to-admin-workflow.ts';

const LIMIT = 20;
const safe = (id: string) => /^[\w.:@/+=-]+$/.test(id);

/**
 * The workflow ids that belong to a user, from the rows that started them (workflows carry no
 * user search attribute): subscriptions, digest and analytics runs, regrades they asked for, and
 * the ids built from the user id (workflows/<process>/client.ts: onboarding-<user>, reply-batch-<user>-*).
 */
async function userWorkflowIds(userId: string): Promise<{ ids: string[]; prefixes: string[] }> {
  const [subs, digests, analytics, regrades] = await Promise.all([
    Subscription.query().select('workflow_id').where('user_id', userId).orderBy('created_at', 'desc').limit(10),
    DigestRun.query().select('run_key').where('user_id', userId).orderBy('started_at', 'desc').limit(10),
    AnalyticsRun.query().select('run_key').where('user_id', userId).orderBy('started_at', 'desc').limit(10),
    HomeworkRegradeRun.query().select('id').where('requested_by', userId).orderBy('id', 'desc').limit(10),
  ]);
  const ids = [
    `onboarding-${userId}`,
    ...subs.map((s) => s.workflowId),
    ...digests.map((d) => d.runKey),
    ...analytics.map((a) => a.runKey),
    ...regrades.map((r) => `homework-regrade-${r.id}`),
  ].filter(safe);
  return { ids, prefixes: [`reply-batch-${userId}-`] };
}

async function listQuery(client: Client, query: string, ui: TemporalUiBase): Promise<AdminWorkflow[]> {
  const rows: AdminWorkflow[] = [];
  for await (const info of client.workflow.list({ query, pageSize: LIMIT })) {
    rows.push(toAdminWorkflow(info, ui));
    if (rows.length >= LIMIT) break;
  }
  return rows;
}

/** A user's most recent workflow runs (Temporal visibility), newest first. */
export async function userRecentWorkflows(client: Client, ui: TemporalUiBase, userId: string): Promise<AdminWorkflow[]> {
  const { ids, prefixes } = await userWorkflowIds(userId);
  const [exact, prefixed] = await Promise.all([
    listQuery(client, ids.map((id) => `WorkflowId = '${id}'`).join(' OR '), ui),
    // STARTS_WITH needs a recent visibility store; without it the batches are left out, not the page.
    Promise.all(prefixes.map((p) => listQuery(client, `WorkflowId STARTS_WITH '${p}'`, ui))).catch(() => []),
  ]);
  return [...exact, ...prefixed.flat()].sort((a, b) => b.startTime.localeCompare(a.startTime)).slice(0, LIMIT);
}
