import type { ApiClient } from '../../../api/client';
import { analyticsApi, type AnalyticsStatus, type Insight, type InsightStats, type MetricChart } from '../shared/analytics-api';
import { useLoaded } from '../shared/use-loaded';

export interface Overview {
  status: AnalyticsStatus;
  stats: InsightStats;
  insights: Insight[];
  metrics: MetricChart[];
}

const readOverview = async (api: ApiClient): Promise<Overview> => {
  const [status, stats, insights, metrics] = await Promise.all([analyticsApi.status(api), analyticsApi.stats(api), analyticsApi.insights(api), analyticsApi.metrics(api)]);
  return { status, stats, insights, metrics };
};

/** Everything /analytics shows, read at once: any failure is spec 8's 'Failed to load analytics data'. */
export const useOverview = () => useLoaded(readOverview);
