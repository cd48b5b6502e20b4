import { daysFrom, dayOf } from '../analytics-days.ts';
import type { DailyPoint, MetricUnit } from '../../domain/analytics/metric-source.ts';
import type { ChartAnswer } from './schemas.ts';

export type RevenueCatMetric = 'revenue' | 'mrr' | 'actives' | 'trials' | 'churn';

/**
 * The charts we read and the measure of each that is the metric: multi-measure charts put
 * supporting columns first (churn answers Actives, Churned Actives, then Churn Rate).
 * Chart names are RevenueCat's (its 400 lists them: actives, churn, mrr, revenue, trials, ...).
 */
export const REVENUECAT_CHARTS: Record<RevenueCatMetric, { chart: string; label: string; unit: MetricUnit; measure: RegExp }> = {
  revenue: { chart: 'revenue', label: 'Revenue', unit: 'money', measure: /^revenue$/i },
  mrr: { chart: 'mrr', label: 'MRR', unit: 'money', measure: /^mrr$/i },
  actives: { chart: 'actives', label: 'Active subscriptions', unit: 'count', measure: /^(actives|active subscriptions)$/i },
  trials: { chart: 'trials', label: 'Active trials', unit: 'count', measure: /trials?$/i },
  churn: { chart: 'churn', label: 'Churn rate', unit: 'percent', measure: /churn rate/i },
};

export const REVENUECAT_METRICS = Object.keys(REVENUECAT_CHARTS) as RevenueCatMetric[];

/** The measure named like the metric, else the first chartable one, else the first. */
function measureIndex(answer: ChartAnswer, name: RegExp): number {
  const named = answer.measures.findIndex((m) => name.test(m.display_name));
  if (named >= 0) return named;
  return Math.max(0, answer.measures.findIndex((m) => m.chartable !== false));
}

/** A cohort is Unix seconds; rows have been seen in ms. */
const cohortDay = (cohort: number) => dayOf(new Date(cohort > 1e11 ? cohort : cohort * 1000));

/** The chart's daily points from `from` to `to`, null on a day the chart has no bucket for. */
export function chartPoints(answer: ChartAnswer, metric: RevenueCatMetric, from: string, to: string): DailyPoint[] {
  const measure = measureIndex(answer, REVENUECAT_CHARTS[metric].measure);
  const total = Math.max(0, answer.segments?.findIndex((s) => s.is_total) ?? 0);
  const byDay = new Map<string, number | null>();
  for (const point of answer.values) {
    if (Array.isArray(point)) {
      const [cohort, ...columns] = point;
      if (cohort !== null && cohort !== undefined) byDay.set(cohortDay(cohort), columns[measure] ?? null);
      continue;
    }
    if ((point.measure ?? 0) !== measure || (point.segment ?? total) !== total) continue;
    byDay.set(cohortDay(point.cohort), point.value);
  }
  return daysFrom(from, to).map((date) => ({ date, value: byDay.get(date) ?? null }));
}
