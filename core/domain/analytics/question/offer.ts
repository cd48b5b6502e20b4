import type { AnalyticsService, QueryLanguage } from '../../../../contracts/analytics.ts';
import { eventMetricId, metricInfo } from '../catalogue.ts';
import type { AnalyticsReaders, MetricUnit } from '../metric-source.ts';

/** A metric the user's connected services can read, as the plan may name it. */
export interface OfferedMetric {
  id: string;
  service: AnalyticsService;
  label: string;
  unit: MetricUnit;
}

/** What a user's services offer a question: their metrics and Amplitude's event types. */
export interface Offer {
  metrics: OfferedMetric[];
  events: string[];
  /** A service that could not tell what it offers (its key refused, down): its error. */
  failures: Array<{ service: AnalyticsService; error: unknown }>;
}

/** Events listed to the model at most: a project with thousands of event types would drown the question. */
const EVENTS_LISTED = 200;

/** The catalogue's entry of a metric, or null for one it does not know (a newer upstream's). */
function offered(id: string, language: QueryLanguage): OfferedMetric[] {
  try {
    const info = metricInfo(id);
    return [{ id, service: info.service, label: info.label[language], unit: info.unit }];
  } catch {
    return [];
  }
}

/** What each connected service says it can read (its project()): the metrics of the catalogue the plan may use. */
export async function offerOf(readers: AnalyticsReaders, language: QueryLanguage): Promise<Offer> {
  const offer: Offer = { metrics: [], events: [], failures: [] };
  const [revenuecat, amplitude] = await Promise.allSettled([readers.revenuecat?.project() ?? Promise.resolve(null), readers.amplitude?.project() ?? Promise.resolve(null)]);
  if (revenuecat.status === 'rejected') offer.failures.push({ service: 'revenuecat', error: revenuecat.reason });
  else if (revenuecat.value) offer.metrics.push(...revenuecat.value.metrics.filter((id) => id.startsWith('revenuecat.')).flatMap((id) => offered(id, language)));
  if (amplitude.status === 'rejected') offer.failures.push({ service: 'amplitude', error: amplitude.reason });
  else if (amplitude.value) {
    offer.metrics.push(...amplitude.value.metrics.filter((id) => id === 'amplitude.active_users' || id === 'amplitude.new_users').flatMap((id) => offered(id, language)));
    offer.events = amplitude.value.events.slice(0, EVENTS_LISTED);
    offer.metrics.push(...offer.events.flatMap((event) => offered(eventMetricId(event), language)));
  }
  return offer;
}
