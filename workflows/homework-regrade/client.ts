import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { homeworkRegradeWorkflowId, homeworkRegradeWorkflowType, type HomeworkRegradeInput } from './definitions.ts';

/** Starts a recorded run's workflow on the platform's task queue. */
export async function startHomeworkRegrade(temporal: TemporalHandle, runId: string, concurrency: number): Promise<void> {
  const input: HomeworkRegradeInput = { runId, concurrency };
  await temporal.client.workflow.start(homeworkRegradeWorkflowType, { workflowId: homeworkRegradeWorkflowId(runId), taskQueue: temporal.taskQueue, args: [input] });
}
