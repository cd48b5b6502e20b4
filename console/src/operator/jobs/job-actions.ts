import type { JobActionResult } from '../../../../contracts/operations.ts';
import type { ApiClient } from '../../api/client';

export type JobAction = 'retry' | 'remove';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * POST /api/admin/jobs/retry|remove {ids}. The server answers 404 when none of the ids exists
 * any more: that is a result too (all missing), not a failure to report as an error.
 */
export async function runJobAction(api: ApiClient, action: JobAction, ids: readonly string[]): Promise<JobActionResult> {
  try {
    return await api.post<JobActionResult>(`/admin/jobs/${action}`, { ids });
  } catch (error) {
    if (statusOf(error) === 404) return { done: [], missing: [...ids], refused: [] };
    throw error;
  }
}
