import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { onboardingWorkflowId, onboardingWorkflowType, type OnboardingInput } from './definitions.ts';

/** Starts the user's onboarding once: a second start (a retried sign-in job) finds the first. */
export async function startOnboarding(temporal: TemporalHandle, userId: string): Promise<void> {
  const input: OnboardingInput = { userId };
  try {
    await temporal.client.workflow.start(onboardingWorkflowType, {
      taskQueue: temporal.taskQueue,
      workflowId: onboardingWorkflowId(userId),
      args: [input],
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
