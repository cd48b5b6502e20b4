import type { MetricChart } from '../../../contracts/analytics.ts';
import { AnalyticsMetricSnapshot } from '../../../db/index.ts';

/** Each watched metric as the last run saw it, with its baseline band and anomalies: the console's charts. */
export async function metricCharts(userId: string): Promise<MetricChart[]> {
  const rows = await AnalyticsMetricSnapshot.query().where('user_id', userId).orderBy('source').orderBy('metric');
  return rows.map((row) => ({
    metric: row.metric,
    label: row.label,
    source: row.source,
    unit: row.unit,
    currency: row.currency,
    judgedThrough: row.judgedThrough,
    points: row.points,
    computedAt: row.computedAt.toISOString(),
  }));
}
