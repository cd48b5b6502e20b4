import { Counter, Histogram } from 'prom-client';

const workflowOutcomes = new Counter({
  name: 'temporal_workflow_outcomes_total',
  help: 'Workflow runs by type and how they ended, as the temporal-worker saw them (completed, failed, cancelled, continued_as_new, task_failed); terminations are not seen by the workflow',
  labelNames: ['workflow_type', 'outcome'] as const,
});

const activityOutcomes = new Counter({
  name: 'temporal_activity_attempts_total',
  help: 'Activity attempts by type and outcome (completed, failed, cancelled)',
  labelNames: ['activity_type', 'outcome'] as const,
});

const activityDuration = new Histogram({
  name: 'temporal_activity_duration_seconds',
  help: 'Time one activity attempt ran in this worker, by activity type',
  labelNames: ['activity_type'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
});

export function countWorkflowOutcome(workflowType: string, outcome: string): void {
  workflowOutcomes.inc({ workflow_type: workflowType, outcome });
}

export function observeActivity(activityType: string, outcome: 'completed' | 'failed' | 'cancelled', seconds: number): void {
  activityOutcomes.inc({ activity_type: activityType, outcome });
  activityDuration.observe({ activity_type: activityType }, seconds);
}
