import { WorkflowNotFoundError } from '@temporalio/client';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { homeworkRegradeWorkflowId, homeworkRegradeWorkflowType, type HomeworkRegradeInput } from './definitions.ts';

/** Starts a recorded run's workflow on the platform's task queue. */
export async function startHomeworkRegrade(temporal: TemporalHandle, runId: string, concurrency: number): Promise<void> {
  const input: HomeworkRegradeInput = { runId, concurrency };
  await temporal.client.workflow.start(homeworkRegradeWorkflowType, { workflowId: homeworkRegradeWorkflowId(runId), taskQueue: temporal.taskQueue, args: [input] });
}

/** Whether the run's workflow is still open; a closed or unknown one is not. */
export async function isHomeworkRegradeOpen(temporal: TemporalHandle, runId: string): Promise<boolean> {
  try {
    const description = await temporal.client.workflow.getHandle(homeworkRegradeWorkflowId(runId)).describe();
    return description.status.name === 'RUNNING';
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
}
