import type { AnalyticsService, ServiceStatus } from '../../../../contracts/analytics.ts';
import { AnalyticsSettings } from '../../../../db/index.ts';
import { builtInMetrics, defaultWatchedEvents, eventMetricId, eventOfMetric, REVENUECAT_METRICS, type RevenueCatMetric } from '../catalogue.ts';
import { AnalyticsUpstreamError, type AnalyticsReaders, type DailySeries } from '../metric-source.ts';
import { recordServiceCheck } from '../settings.ts';
import { outcomeOfFailure } from '../upstream-outcome.ts';

export interface SeriesRead {
  series: DailySeries[];
  services: Partial<Record<AnalyticsService, { state: ServiceStatus['state']; detail: string | null }>>;
}

/**
 * Rate limits and outages are retried by the caller (the activity waits as the upstream told);
 * a refused key is not: it is recorded for the settings page and that service is left out of
 * this run, while the other service is still read.
 */
const final = (error: unknown) => error instanceof AnalyticsUpstreamError && (error.failure === 'unauthorized' || error.failure === 'bad_response');

/** The metrics a user's run reads: every built-in metric of each connected service and the watched events. */
async function metricsOf(readers: AnalyticsReaders, settings: AnalyticsSettings): Promise<string[]> {
  const metrics: string[] = [];
  if (readers.revenuecat) metrics.push(...builtInMetrics('revenuecat').map((m) => m.id));
  if (readers.amplitude) {
    metrics.push(...builtInMetrics('amplitude').map((m) => m.id));
    let watched = settings.watchedEvents;
    if (watched.length === 0) {
      watched = defaultWatchedEvents((await readers.amplitude.project()).events);
      if (watched.length > 0) await AnalyticsSettings.query().findById(settings.userId).patch({ watchedEvents: watched });
    }
    metrics.push(...watched.map(eventMetricId));
  }
  return metrics;
}

function readOne(readers: AnalyticsReaders, metric: string, from: string, to: string): Promise<DailySeries> {
  const [service, name] = metric.split('.') as [AnalyticsService, string];
  if (service === 'revenuecat') {
    if (!(REVENUECAT_METRICS as readonly string[]).includes(name)) throw new Error(`Unknown RevenueCat metric ${metric}`);
    return readers.revenuecat!.series(name as RevenueCatMetric, from, to);
  }
  const event = eventOfMetric(metric);
  if (event !== null) return readers.amplitude!.event(event, from, to);
  return readers.amplitude!.users(name === 'new_users' ? 'new' : 'active', from, to);
}

export async function readRunSeries(readers: AnalyticsReaders, settings: AnalyticsSettings, window: { from: string; to: string }, at: Date, onRead: (done: number, total: number) => Promise<void>): Promise<SeriesRead> {
  const read: SeriesRead = { series: [], services: {} };
  const failed = new Set<AnalyticsService>();
  const fail = async (service: AnalyticsService, error: unknown) => {
    if (!final(error)) throw error;
    const outcome = outcomeOfFailure(service, error);
    read.services[service] = outcome;
    failed.add(service);
    await recordServiceCheck(settings.userId, service, outcome, at);
  };
  let metrics: string[];
  try {
    metrics = await metricsOf(readers, settings);
  } catch (error) {
    await fail('amplitude', error);
    metrics = readers.revenuecat ? builtInMetrics('revenuecat').map((m) => m.id) : [];
  }
  for (const [index, metric] of metrics.entries()) {
    const service = metric.split('.')[0] as AnalyticsService;
    if (failed.has(service)) continue;
    try {
      read.series.push(await readOne(readers, metric, window.from, window.to));
    } catch (error) {
      await fail(service, error);
    }
    await onRead(index + 1, metrics.length);
  }
  for (const service of ['revenuecat', 'amplitude'] as const) {
    if (readers[service] && !failed.has(service)) {
      read.services[service] = { state: 'ok', detail: null };
      await recordServiceCheck(settings.userId, service, { state: 'ok', detail: null }, at);
    }
  }
  return read;
}
