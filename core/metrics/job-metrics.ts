import { Counter, Histogram } from 'prom-client';

const jobDuration = new Histogram({
  name: 'bullmq_job_duration_seconds',
  help: 'Time one attempt of a job ran in this worker, by queue and job name',
  labelNames: ['queue', 'name'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
});

const jobOutcomes = new Counter({
  name: 'bullmq_job_attempts_total',
  help: 'Attempts of jobs by outcome: completed, retried (failed, attempts left), failed (no attempts left or unrecoverable), delayed (moved back on purpose: pacing, rate limits)',
  labelNames: ['queue', 'name', 'outcome'] as const,
});

export type JobOutcome = 'completed' | 'retried' | 'failed' | 'delayed';

export function observeJob(queue: string, name: string, outcome: JobOutcome, seconds: number): void {
  jobDuration.observe({ queue, name }, seconds);
  jobOutcomes.inc({ queue, name, outcome });
}
