import { z } from 'zod';
import {
  analyticsPaths,
  analyticsStatusSchema,
  connectionTestSchema,
  insightSchema,
  insightStatsSchema,
  metricChartSchema,
  monitoringPreferencesSchema,
  monitoringRunSchema,
  ANALYTICS_LIMITS,
  type AnalyticsCredentialsBody,
  type AnalyticsService,
  type AnalyticsStatus,
  type ConnectionTest,
  type Insight,
  type InsightStats,
  type MetricChart,
  type MonitoringPreferences,
  type MonitoringRun,
  type monitoringPreferencesPatchSchema,
} from '../../../../../contracts/analytics.ts';
import { linkCodeSchema, linkStatusSchema, telegramLinkPaths, type LinkCodeBody, type LinkStatusBody } from '../../../../../contracts/telegram.ts';
import type { ApiClient } from '../../../api/client';

export type { AnalyticsCredentialsBody, AnalyticsService, AnalyticsStatus, ConnectionTest, Insight, InsightStats, LinkCodeBody, LinkStatusBody, MetricChart, MonitoringPreferences, MonitoringRun };
export type PreferencesPatch = z.input<typeof monitoringPreferencesPatchSchema>;

const insightsAnswer = z.object({ insights: z.array(insightSchema) });
const resolvedAnswer = z.object({ insight: insightSchema });
const metricsAnswer = z.object({ metrics: z.array(metricChartSchema) });
const runAnswer = z.object({ run: monitoringRunSchema });
const preferencesAnswer = z.object({ monitoringPreferences: monitoringPreferencesSchema });

/** An answer checked against its contract; a mismatch fails like any other call. */
const read = async <T>(schema: z.ZodType<T>, answer: Promise<unknown>): Promise<T> => schema.parse(await answer);

/**
 * Spec 7 'Analytics': this area's calls at contracts/analytics.ts's paths, answers parsed with its
 * schemas. The question stream is not here: it is read line by line (ask/query-stream.ts).
 */
export const analyticsApi = {
  status: (api: ApiClient): Promise<AnalyticsStatus> => read(analyticsStatusSchema, api.get(analyticsPaths.credentials)),
  /** Answers `{ success, ...status }`: the status as it is after the change. */
  saveCredentials: (api: ApiClient, body: AnalyticsCredentialsBody): Promise<AnalyticsStatus> => read(analyticsStatusSchema, api.post(analyticsPaths.credentials, body)),
  removeCredentials: (api: ApiClient, service: AnalyticsService | 'all'): Promise<AnalyticsStatus> =>
    read(analyticsStatusSchema, api.delete(analyticsPaths.credentials, { body: JSON.stringify({ service }) })),
  testConnection: (api: ApiClient, service: AnalyticsService): Promise<ConnectionTest> => read(connectionTestSchema, api.post(analyticsPaths.test, { service })),
  savePreferences: async (api: ApiClient, patch: PreferencesPatch): Promise<MonitoringPreferences> =>
    (await read(preferencesAnswer, api.patch(analyticsPaths.preferences, patch))).monitoringPreferences,

  /** Spec 7: the screen lists 20 and counts the last 30 days. */
  insights: async (api: ApiClient): Promise<Insight[]> => (await read(insightsAnswer, api.get(analyticsPaths.insights({ limit: ANALYTICS_LIMITS.insightsOnScreen })))).insights,
  stats: (api: ApiClient): Promise<InsightStats> => read(insightStatsSchema, api.get(analyticsPaths.stats(ANALYTICS_LIMITS.statsDays))),
  resolve: async (api: ApiClient, id: string): Promise<Insight> => (await read(resolvedAnswer, api.patch(analyticsPaths.resolve(id)))).insight,
  metrics: async (api: ApiClient): Promise<MetricChart[]> => (await read(metricsAnswer, api.get(analyticsPaths.metrics))).metrics,

  /** A monitoring run now; the key makes a repeated press (a lost answer retried) the same run. */
  startRun: async (api: ApiClient, idempotencyKey: string): Promise<MonitoringRun> =>
    (await read(runAnswer, api.post(analyticsPaths.anomalies, {}, { headers: { 'Idempotency-Key': idempotencyKey } }))).run,
  run: async (api: ApiClient, id: string): Promise<MonitoringRun> => (await read(runAnswer, api.get(analyticsPaths.run(id)))).run,

  /** The analytics bot's link (contracts/telegram.ts, bot 'analytics'): the server issues the code. */
  botLink: (api: ApiClient): Promise<LinkStatusBody> => read(linkStatusSchema, api.get(telegramLinkPaths.status('analytics'))),
  botCode: (api: ApiClient): Promise<LinkCodeBody> => read(linkCodeSchema, api.post(telegramLinkPaths.code('analytics'), {})),
  unlinkBot: async (api: ApiClient): Promise<void> => {
    await api.delete(telegramLinkPaths.unlink('analytics'));
  },
};
