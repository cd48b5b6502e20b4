import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { analyticsMonitorWorkflowType, analyticsRunTaskQueue, type MonitorRunInput } from './definitions.ts';

/** 'Run check now': the same workflow as a scheduled run, started at once; the console follows its row. */
export async function startManualCheck(temporal: TemporalHandle, input: MonitorRunInput): Promise<void> {
  await temporal.client.workflow.start(analyticsMonitorWorkflowType, { workflowId: input.runKey, taskQueue: analyticsRunTaskQueue(temporal.taskQueue), args: [input], workflowIdReusePolicy: 'REJECT_DUPLICATE' });
}
