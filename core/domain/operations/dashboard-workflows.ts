import type { Client } from '@temporalio/client';
import type { Dashboard } from '../../../contracts/operations.ts';
import { HOUR, floorTo, lastUnits } from './dashboard-time.ts';

/** Closed runs that count as failures on the dashboard. */
const FAILED = ['Failed', 'TimedOut', 'Terminated'];
/** Runs read to find the types there are (visibility cannot list distinct types) and failures read per day. */
const RECENT_FOR_TYPES = 500;
const MAX_FAILURES_READ = 5000;

async function take<T>(items: AsyncIterable<T>, max: number, each: (item: T) => void): Promise<void> {
  let n = 0;
  for await (const item of items) {
    each(item);
    if (++n >= max) break;
  }
}

/**
 * Workflows by type from Temporal's visibility: running now, completed and failed in the last
 * 24 hours, and failures per hour. Types come from the recent runs and the failures (a type
 * with neither has nothing to show); then two counts per type.
 */
export async function workflowFigures(client: Client, now: Date): Promise<Pick<Dashboard, 'workflows' | 'workflowFailuresHourly'>> {
  const since = new Date(now.getTime() - 24 * HOUR).toISOString();
  const hours = lastUnits(now, 24, HOUR);
  const failuresByHour = new Map<string, Record<string, number>>(hours.map((h) => [h, {}]));
  const failed24h = new Map<string, number>();
  const types = new Set<string>();

  const failedQuery = `CloseTime >= '${since}' AND (${FAILED.map((s) => `ExecutionStatus = '${s}'`).join(' OR ')})`;
  await Promise.all([
    take(client.workflow.list({ query: failedQuery, pageSize: 1000 }), MAX_FAILURES_READ, (info) => {
      types.add(info.type);
      failed24h.set(info.type, (failed24h.get(info.type) ?? 0) + 1);
      const slot = info.closeTime ? failuresByHour.get(new Date(floorTo(info.closeTime.getTime(), HOUR)).toISOString()) : undefined;
      if (slot) slot[info.type] = (slot[info.type] ?? 0) + 1;
    }),
    take(client.workflow.list({ pageSize: RECENT_FOR_TYPES }), RECENT_FOR_TYPES, (info) => types.add(info.type)),
  ]);

  const workflows = await Promise.all(
    [...types].sort().map(async (type) => {
      const [running, completed] = await Promise.all([
        client.workflow.count(`WorkflowType = '${type.replace(/'/g, '')}' AND ExecutionStatus = 'Running'`),
        client.workflow.count(`WorkflowType = '${type.replace(/'/g, '')}' AND ExecutionStatus = 'Completed' AND CloseTime >= '${since}'`),
      ]);
      return { type, running: running.count, failed24h: failed24h.get(type) ?? 0, completed24h: completed.count };
    }),
  );
  return { workflows, workflowFailuresHourly: hours.map((hour) => ({ hour, byType: failuresByHour.get(hour)! })) };
}
