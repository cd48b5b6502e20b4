export const analyticsMonitorWorkflowType = 'analyticsMonitorWorkflow';
/**
 * Monitoring runs have a task queue of their own, polled with bounded concurrency
 * (workflows/create-worker.ts): the 09:00 UTC wave of most users runs at a steady pace while the
 * slot is still starting it, and never delays a payment's workflow.
 */
export const analyticsRunTaskQueue = (platformQueue: string) => `${platformQueue}-analytics-runs`;

export type { MonitorRunInput } from '../../core/domain/analytics/monitor/run-input.ts';
export { manualRunKey, monitorRunKey } from '../../core/domain/analytics/monitor/run-input.ts';

export type MonitorRunResult = { status: 'completed'; insights: number; alerts: number } | { status: 'skipped' | 'already' | 'failed'; detail?: string };
