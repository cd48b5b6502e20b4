// Every workflow the temporal-worker registers; the worker bundles this file.
export { onboardingWorkflow } from './onboarding/workflow.ts';
