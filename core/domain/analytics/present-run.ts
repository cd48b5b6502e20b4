import type { MonitoringRun } from '../../../contracts/analytics.ts';
import type { AnalyticsRun } from '../../../db/index.ts';

export const presentRun = (run: AnalyticsRun): MonitoringRun => ({
  id: run.id,
  kind: run.kind,
  status: run.status,
  progress: run.progress,
  message: run.message,
  insightsCreated: run.insightsCreated,
  alertsSent: run.alertsSent,
  services: run.services as MonitoringRun['services'],
  skipped: run.skipped,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
});
