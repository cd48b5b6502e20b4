import type { WorkflowExecutionInfo } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import type { TemporalClient } from './temporal-client.ts';
import type { TemporalUiBase } from './temporal-ui-link.ts';
import { withTemporalErrors } from './temporal-errors.ts';
import { toAdminWorkflow } from './to-admin-workflow.ts';
import { visibilityQuery, type WorkflowFilter } from './visibility-query.ts';

/**
 * Visibility has no offsets: a page is found by walking the list from the start, so the console
 * may page through the first 1,000 runs of a filter and no further (narrow the filter instead).
 */
export const MAX_WALK = 1000;

/** Every run the filter matches, in visibility's order (running first, then the most recently closed). */
export async function* walkWorkflows(temporal: TemporalClient, filter: WorkflowFilter, pageSize = 200): AsyncGenerator<WorkflowExecutionInfo> {
  const query = visibilityQuery(filter);
  yield* temporal.client.workflow.list({ query: query || undefined, pageSize });
}

/** A page (`range` inclusive, as ra-data-simple-rest sends it) and the count of the whole filter, capped at MAX_WALK. */
export async function listWorkflows(
  temporal: TemporalClient,
  ui: TemporalUiBase,
  filter: WorkflowFilter,
  range: readonly [number, number],
): Promise<{ rows: AdminWorkflow[]; total: number }> {
  const [start, end] = [Math.min(range[0], MAX_WALK), Math.min(range[1], MAX_WALK - 1)];
  return withTemporalErrors('Workflows', async () => {
    const query = visibilityQuery(filter);
    const rows: AdminWorkflow[] = [];
    let index = 0;
    if (start <= end) {
      for await (const info of walkWorkflows(temporal, filter, Math.min(end + 1, MAX_WALK))) {
        if (index >= start) rows.push(toAdminWorkflow(info, ui));
        index += 1;
        if (index > end) break;
      }
    }
    const { count } = await temporal.client.workflow.count(query || undefined);
    return { rows, total: Math.min(count, MAX_WALK) };
  });
}
