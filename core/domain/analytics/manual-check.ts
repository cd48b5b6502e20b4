import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES, type MonitoringRun } from '../../../contracts/analytics.ts';
import { AnalyticsRun } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AnalyticsDeps } from './deps.ts';
import { readAnalyticsKeys } from './keys.ts';
import { manualRunKey, type MonitorRunInput } from './monitor/run-input.ts';
import { presentRun } from './present-run.ts';

/**
 * 'Run check now' (spec 7 POST /analytics/anomalies, body not shown): a monitoring run of the
 * last two weeks, now. A run of the user's still going is answered instead of starting another;
 * the same Idempotency-Key answers the same run. Temporal down: 503 and no run row left behind.
 */
export async function startManualCheck(deps: Pick<AnalyticsDeps, 'secrets' | 'now'>, userId: string, requestKey: string | null, start: (input: MonitorRunInput) => Promise<void>): Promise<MonitoringRun> {
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  if (!keys.revenuecat && !keys.amplitude) throw new AppError('validation_error', ANALYTICS_MESSAGES.atLeastOne);
  const runKey = manualRunKey(userId, requestKey ?? randomUUID());
  const same = await AnalyticsRun.query().findOne({ run_key: runKey, user_id: userId });
  if (same) return presentRun(same);
  const running = await AnalyticsRun.query().where({ user_id: userId, kind: 'manual', status: 'running' }).where('started_at', '>', new Date(deps.now().getTime() - 30 * 60_000)).first();
  if (running) return presentRun(running);
  const scheduledFor = deps.now();
  const run = await AnalyticsRun.query().insertAndFetch({ userId, runKey, kind: 'manual', status: 'running', progress: 0, message: 'Starting', scheduledFor });
  try {
    await start({ userId, runKey, kind: 'manual', scheduledFor: scheduledFor.toISOString() });
  } catch (error) {
    await AnalyticsRun.query().deleteById(run.id);
    throw new AppError('service_unavailable', 'The check could not be started. Please try again in a minute.', { cause: error });
  }
  return presentRun(run);
}

export async function findRun(userId: string, id: string): Promise<MonitoringRun> {
  const run = await AnalyticsRun.query().findOne({ id, user_id: userId });
  if (!run) throw notFound('Run');
  return presentRun(run);
}
