import { AnalyticsRun } from '../../../../db/index.ts';

/** Progress a person waiting on 'Run check now' sees (the console polls the run). */
export async function reportProgress(runId: string, progress: number, message: string): Promise<void> {
  await AnalyticsRun.query().findById(runId).where('status', 'running').patch({ progress: Math.round(progress), message });
}

export async function loadRunningRun(runId: string): Promise<AnalyticsRun | null> {
  const run = await AnalyticsRun.query().findById(runId);
  return run && run.status === 'running' ? run : null;
}
