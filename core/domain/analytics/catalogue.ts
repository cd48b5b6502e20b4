import type { MetricUnit } from './metric-source.ts';

/**
 * The metrics the monitoring watches, how each is judged and named. `flow` metrics are counts
 * or sums per day (revenue, new users); `level` metrics are a stock read each day (MRR, active
 * subscriptions), whose day-to-day moves are small, so their threshold is applied to the level.
 * `minVolume` is the baseline level below which a metric is too small to judge.
 */
export interface MetricInfo {
  id: string;
  service: 'revenuecat' | 'amplitude';
  label: { en: string; ru: string };
  unit: MetricUnit;
  kind: 'flow' | 'level';
  minVolume: number;
  /** Revenue-side metrics: when one moves, the monitoring looks in Amplitude for the segment that moved with it. */
  revenue: boolean;
}

export const REVENUECAT_METRICS = ['revenue', 'mrr', 'actives', 'trials', 'churn'] as const;
export type RevenueCatMetric = (typeof REVENUECAT_METRICS)[number];

const BUILT_IN: MetricInfo[] = [
  { id: 'revenuecat.revenue', service: 'revenuecat', label: { en: 'Revenue', ru: 'Выручка' }, unit: 'money', kind: 'flow', minVolume: 50, revenue: true },
  { id: 'revenuecat.mrr', service: 'revenuecat', label: { en: 'MRR', ru: 'MRR' }, unit: 'money', kind: 'level', minVolume: 100, revenue: true },
  { id: 'revenuecat.actives', service: 'revenuecat', label: { en: 'Active subscriptions', ru: 'Активные подписки' }, unit: 'count', kind: 'level', minVolume: 20, revenue: true },
  { id: 'revenuecat.trials', service: 'revenuecat', label: { en: 'Active trials', ru: 'Активные пробные периоды' }, unit: 'count', kind: 'level', minVolume: 10, revenue: true },
  { id: 'revenuecat.churn', service: 'revenuecat', label: { en: 'Churn rate', ru: 'Отток' }, unit: 'percent', kind: 'level', minVolume: 0.5, revenue: false },
  { id: 'amplitude.active_users', service: 'amplitude', label: { en: 'Active users', ru: 'Активные пользователи' }, unit: 'count', kind: 'flow', minVolume: 30, revenue: false },
  { id: 'amplitude.new_users', service: 'amplitude', label: { en: 'New users', ru: 'Новые пользователи' }, unit: 'count', kind: 'flow', minVolume: 20, revenue: false },
];

const EVENT_PREFIX = 'amplitude.event:';
export const eventMetricId = (eventType: string) => `${EVENT_PREFIX}${eventType}`;
export const eventOfMetric = (metric: string) => (metric.startsWith(EVENT_PREFIX) ? metric.slice(EVENT_PREFIX.length) : null);

export function metricInfo(id: string): MetricInfo {
  const known = BUILT_IN.find((metric) => metric.id === id);
  if (known) return known;
  const event = eventOfMetric(id);
  if (event !== null) return { id, service: 'amplitude', label: { en: `Event “${event}”`, ru: `Событие «${event}»` }, unit: 'count', kind: 'flow', minVolume: 20, revenue: false };
  throw new Error(`Unknown analytics metric: ${id}`);
}

export const builtInMetrics = (service: 'revenuecat' | 'amplitude') => BUILT_IN.filter((metric) => metric.service === service);

/**
 * The Amplitude events watched when the user has chosen none: the ones on the way to money
 * (checkout, purchase, subscription, trial), at most three, so a daily check stays within
 * Amplitude's query budget.
 */
const KEY_EVENT = /purchase|checkout|subscri|trial|paywall|payment|order/i;
export function defaultWatchedEvents(events: readonly string[], limit = 3): string[] {
  return events.filter((event) => KEY_EVENT.test(event)).slice(0, limit);
}
