import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { createAnalyticsMonitorActivities } from './activities.ts';
import type { MonitorRunInput, MonitorRunResult } from './definitions.ts';

type Activities = ReturnType<typeof createAnalyticsMonitorActivities>;

const { judgeAnalyticsRun } = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '30 seconds',
  // A 429 names its own wait (nextRetryDelay); an outage backs off to five minutes, for about half an hour.
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
});
const { explainAnalyticsInsights } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', maximumInterval: '1 minute', maximumAttempts: 4 },
});
const { beginAnalyticsRun, sendAnalyticsAlerts, finishAnalyticsRun } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 20 },
});

const messageOf = (error: unknown): string => {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure || cause instanceof Error ? cause.message : 'The check could not finish.';
};

/**
 * One user's monitoring run: judge the metrics (insights written once by key), let the model
 * word them (optional: a failure leaves the code's wording), alert through the bot (once per
 * insight), then record the outcome. Every step is idempotent, so a worker killed anywhere
 * repeats a step without doubling an insight or an alert.
 */
export async function analyticsMonitorWorkflow(input: MonitorRunInput): Promise<MonitorRunResult> {
  const begin = await beginAnalyticsRun(input);
  if (begin.status !== 'running') return { status: begin.status };
  const runId = begin.runId;
  let insights: number;
  try {
    insights = (await judgeAnalyticsRun(runId)).insights;
  } catch (error) {
    const detail = messageOf(error);
    await finishAnalyticsRun(runId, { status: 'failed', message: 'The check failed', error: detail });
    return { status: 'failed', detail };
  }
  try {
    await explainAnalyticsInsights(runId);
  } catch {
    // The insights keep the wording code gave them.
  }
  const alerts = await sendAnalyticsAlerts(runId);
  await finishAnalyticsRun(runId, { status: 'completed', message: insights === 0 ? 'Nothing unusual' : `${insights} new insight${insights === 1 ? '' : 's'}` });
  return { status: 'completed', insights, alerts };
}
