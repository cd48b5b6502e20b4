import type { AnalyticsService } from '../../../../contracts/analytics.ts';
import { eventOfMetric, REVENUECAT_METRICS, type RevenueCatMetric } from '../catalogue.ts';
import { AnalyticsUpstreamError, type AnalyticsReaders, type DailySeries, type SegmentSeries } from '../metric-source.ts';
import type { OfferedMetric } from './offer.ts';
import { readRange, type DayRange } from './periods.ts';
import type { Plan } from './plan-question.ts';

export interface FetchedSeries {
  metric: OfferedMetric;
  series: DailySeries;
}

export interface FetchedSegments {
  event: string;
  property: string;
  segments: SegmentSeries[];
  /** The upstream request (the first segment's; they come from one call). */
  request: string | null;
}

export interface Fetched {
  range: DayRange;
  series: FetchedSeries[];
  segments: FetchedSegments | null;
  /** Reads the upstream refused or failed: left out of the answer, told when nothing else could be read. */
  failures: Array<{ service: AnalyticsService; error: AnalyticsUpstreamError }>;
}

/** One step of the reading, told as progress before it starts. */
export interface FetchStep {
  index: number;
  total: number;
  label: string;
  service: AnalyticsService;
}

function readMetric(readers: AnalyticsReaders, metric: OfferedMetric, range: DayRange): Promise<DailySeries> {
  if (metric.service === 'revenuecat') {
    const name = metric.id.slice('revenuecat.'.length);
    if (!readers.revenuecat || !(REVENUECAT_METRICS as readonly string[]).includes(name)) throw new Error(`RevenueCat cannot read ${metric.id}`);
    return readers.revenuecat.series(name as RevenueCatMetric, range.from, range.to);
  }
  if (!readers.amplitude) throw new Error(`Amplitude cannot read ${metric.id}`);
  const event = eventOfMetric(metric.id);
  if (event !== null) return readers.amplitude.event(event, range.from, range.to);
  return readers.amplitude.users(metric.id === 'amplitude.new_users' ? 'new' : 'active', range.from, range.to);
}

/**
 * Reads each series of the plan over both windows at once (one request a series), then the
 * breakdown, telling each step before it starts and stopping between steps when cancelled.
 * An upstream's refusal leaves that series out; anything else is a fault and is thrown.
 */
export async function fetchSeries(readers: AnalyticsReaders, plan: Plan, breakdownLabel: string, onStep: (step: FetchStep) => Promise<void>, signal?: AbortSignal): Promise<Fetched> {
  const range = readRange(plan.windows);
  const fetched: Fetched = { range, series: [], segments: null, failures: [] };
  const breakdown = plan.breakdown && readers.amplitude ? plan.breakdown : null;
  const total = plan.metrics.length + (breakdown ? 1 : 0);
  const attempt = async <T>(service: AnalyticsService, read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof AnalyticsUpstreamError)) throw error;
      fetched.failures.push({ service, error });
      return null;
    }
  };
  for (const [index, metric] of plan.metrics.entries()) {
    signal?.throwIfAborted();
    await onStep({ index, total, label: metric.label, service: metric.service });
    const series = await attempt(metric.service, () => readMetric(readers, metric, range));
    if (series) fetched.series.push({ metric, series });
  }
  if (breakdown && readers.amplitude) {
    signal?.throwIfAborted();
    const amplitude = readers.amplitude;
    await onStep({ index: plan.metrics.length, total, label: breakdownLabel, service: 'amplitude' });
    const segments = await attempt('amplitude', () => amplitude.eventBySegment(breakdown.event, breakdown.property, range.from, range.to));
    if (segments) fetched.segments = { ...breakdown, segments, request: segments[0]?.request ?? null };
  }
  return fetched;
}
