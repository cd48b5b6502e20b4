import type { AnalyticsService } from '../../../contracts/analytics.ts';

/**
 * The boundary between the analytics clients (core/clients/revenuecat, core/clients/amplitude)
 * and the rules: daily series by calendar day, whatever the upstream's shape. A day is
 * 'YYYY-MM-DD' in the upstream project's own day (RevenueCat's and Amplitude's charts are
 * bucketed that way); a value is null where the upstream had no bucket.
 */
export interface DailyPoint {
  date: string;
  value: number | null;
}

export type MetricUnit = 'count' | 'money' | 'percent';

/**
 * Metric ids: 'revenuecat.revenue', 'revenuecat.mrr', 'revenuecat.actives', 'revenuecat.trials',
 * 'revenuecat.churn', 'amplitude.active_users', 'amplitude.new_users', and
 * 'amplitude.event:<event type>' for a key event the user watches.
 */
export type MetricId = string;

export interface DailySeries {
  metric: MetricId;
  service: AnalyticsService;
  label: string;
  unit: MetricUnit;
  currency: string | null;
  points: DailyPoint[];
  /** The upstream request as an operator could repeat it, without keys ('GET /v2/projects/p1/charts/revenue?…'). */
  request: string;
}

/** One value of a property (platform = Android) of an event, as a daily series. */
export interface SegmentSeries {
  eventType: string;
  property: string;
  segment: string;
  points: DailyPoint[];
  request: string;
}

export interface RevenueCatReader {
  /** The project the key reads (a v2 secret key belongs to one project) and the charts it can read. */
  project(): Promise<{ id: string; name: string; metrics: MetricId[] }>;
  series(metric: 'revenue' | 'mrr' | 'actives' | 'trials' | 'churn', from: string, to: string): Promise<DailySeries>;
}

export interface AmplitudeReader {
  /** What the keys can read: the project's event types (the API does not name the project). */
  project(): Promise<{ name: string | null; events: string[]; metrics: MetricId[] }>;
  users(kind: 'active' | 'new', from: string, to: string): Promise<DailySeries>;
  event(eventType: string, from: string, to: string): Promise<DailySeries>;
  /** The event's daily totals split by one property's values (the top ones the API returns). */
  eventBySegment(eventType: string, property: string, from: string, to: string): Promise<SegmentSeries[]>;
}

export interface AnalyticsReaders {
  revenuecat: RevenueCatReader | null;
  amplitude: AmplitudeReader | null;
}

export type UpstreamFailure = 'unauthorized' | 'rate_limited' | 'unavailable' | 'bad_response';

/**
 * What an analytics upstream refused or failed, in words a user can act on. `key` names the
 * key refused on a 401/403 ('RevenueCat secret key', 'Amplitude API key or secret key');
 * `retryAfterMs` is what a 429 told us to wait.
 */
export class AnalyticsUpstreamError extends Error {
  readonly service: AnalyticsService;
  readonly failure: UpstreamFailure;
  readonly options: { status?: number; key?: string; retryAfterMs?: number };

  constructor(service: AnalyticsService, failure: UpstreamFailure, message: string, options: { status?: number; key?: string; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'AnalyticsUpstreamError';
    this.service = service;
    this.failure = failure;
    this.options = options;
  }
}
