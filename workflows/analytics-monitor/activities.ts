import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { sendRunAlerts } from '../../core/domain/analytics/monitor/alerts.ts';
import { beginMonitorRun, finishMonitorRun } from '../../core/domain/analytics/monitor/begin-run.ts';
import { explainRunInsights } from '../../core/domain/analytics/monitor/explain.ts';
import { judgeMonitorRun } from '../../core/domain/analytics/monitor/judge-run.ts';
import type { MonitorDeps } from '../../core/domain/analytics/monitor/monitor-deps.ts';
import type { MonitorRunInput } from '../../core/domain/analytics/monitor/run-input.ts';
import { AnalyticsUpstreamError } from '../../core/domain/analytics/metric-source.ts';
import { withHeartbeat } from '../with-heartbeat.ts';

/**
 * An upstream that asked us to wait (429) or is down is retried after the wait it told, by
 * Temporal (the failure carries nextRetryDelay); the run's row says what it is waiting for.
 */
function retriedAsTold(error: unknown): never {
  if (error instanceof AnalyticsUpstreamError && (error.failure === 'rate_limited' || error.failure === 'unavailable')) {
    throw ApplicationFailure.create({ message: error.message, type: 'AnalyticsUpstreamBusy', nextRetryDelay: error.options.retryAfterMs ?? undefined });
  }
  throw error;
}

export function createAnalyticsMonitorActivities(deps: { analyticsMonitor: MonitorDeps }) {
  const monitor = deps.analyticsMonitor;
  const heartbeat = () => Context.current().heartbeat();
  return {
    beginAnalyticsRun: (input: MonitorRunInput) => beginMonitorRun(input),
    judgeAnalyticsRun: (runId: string) => withHeartbeat(() => judgeMonitorRun(monitor, runId, heartbeat)).catch(retriedAsTold),
    explainAnalyticsInsights: (runId: string) => withHeartbeat(() => explainRunInsights(monitor, runId, heartbeat)),
    sendAnalyticsAlerts: (runId: string) => sendRunAlerts(monitor, runId),
    finishAnalyticsRun: (runId: string, outcome: { status: 'completed' | 'failed'; message: string; error?: string }) => finishMonitorRun(runId, outcome),
  };
}
