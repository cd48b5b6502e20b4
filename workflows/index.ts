// Every workflow the temporal-worker registers; the worker bundles this file.
export { onboardingWorkflow } from './onboarding/workflow.ts';
export { subscriptionWorkflow } from './subscription/workflow.ts';
export { paymentRefundWorkflow } from './payment-refund/workflow.ts';
export { replyBatchWorkflow } from './reply-batch/workflow.ts';
export { digestSlotWorkflow } from './digest-slot/workflow.ts';
export { digestRunWorkflow } from './digest-run/workflow.ts';
export { homeworkRegradeWorkflow } from './homework-regrade/workflow.ts';
export { analyticsSlotWorkflow } from './analytics-slot/workflow.ts';
export { analyticsMonitorWorkflow } from './analytics-monitor/workflow.ts';
