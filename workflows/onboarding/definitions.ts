/** Names shared by the workflow and the code that starts it. */
export const onboardingWorkflowType = 'onboardingWorkflow';

/** One onboarding per user: Temporal refuses a second start with the same id. */
export const onboardingWorkflowId = (userId: string) => `onboarding-${userId}`;

export interface OnboardingInput {
  userId: string;
}
