import { AnalyticsRun, AnalyticsSettings } from '../../../../db/index.ts';
import type { MonitorRunInput } from './run-input.ts';

export type BeginOutcome = { runId: string; status: 'running' } | { runId: string | null; status: 'skipped' | 'already' };

/**
 * The run's row, made once by its key (a run started again after a crash finds it). A
 * scheduled run of a user who turned monitoring off, or removed every key, since the slot
 * fired is recorded as skipped and does nothing.
 */
export async function beginMonitorRun(input: MonitorRunInput): Promise<BeginOutcome> {
  const settings = await AnalyticsSettings.query().findById(input.userId);
  if (!settings) return { runId: null, status: 'skipped' };
  await AnalyticsRun.query().insert({ userId: input.userId, runKey: input.runKey, kind: input.kind, scheduledFor: new Date(input.scheduledFor), status: 'running', progress: 0, message: 'Starting' }).onConflict('run_key').ignore();
  const run = (await AnalyticsRun.query().findOne({ run_key: input.runKey }))!;
  if (run.status !== 'running') return { runId: run.id, status: 'already' };
  if (input.kind === 'scheduled' && (!settings.dailyMonitoringEnabled || settings.slot === null)) {
    await AnalyticsRun.query().findById(run.id).patch({ status: 'completed', progress: 100, message: 'Monitoring is off', finishedAt: new Date() });
    return { runId: run.id, status: 'skipped' };
  }
  return { runId: run.id, status: 'running' };
}

/** The run ends: its figures and when. A run already finished is left as it is. */
export async function finishMonitorRun(runId: string, outcome: { status: 'completed' | 'failed'; message: string; error?: string }): Promise<void> {
  await AnalyticsRun.query()
    .findById(runId)
    .where('status', 'running')
    .patch({ status: outcome.status, progress: 100, message: outcome.message, error: outcome.error ?? null, finishedAt: new Date() });
}
