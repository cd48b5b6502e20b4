import { addDays, daysFrom } from '../../../clients/analytics-days.ts';
import { metricInfo } from '../catalogue.ts';
import type { AnalyticsReaders, DailyPoint, DailySeries, SegmentSeries } from '../metric-source.ts';

/**
 * In-memory readers for tests of the question pipeline (no HTTP): each series is a function of
 * the day, and every read is recorded. The default data: revenue of 1,000 a day that drops to
 * 800 a day from `dropFrom`, and purchase_completed by platform where Android falls from 40 to
 * 20 a day the same days while iOS stays at 60.
 */
export interface FakeData {
  revenue?: (day: string) => number | null;
  mrr?: (day: string) => number | null;
  activeUsers?: (day: string) => number | null;
  segments?: Record<string, (day: string) => number | null>;
  events?: string[];
}

export function fakeReaders(data: FakeData, services: { revenuecat?: boolean; amplitude?: boolean } = { revenuecat: true, amplitude: true }) {
  const reads: string[] = [];
  const points = (from: string, to: string, value: ((day: string) => number | null) | undefined): DailyPoint[] => daysFrom(from, to).map((date) => ({ date, value: value ? value(date) : null }));
  const series = (metric: string, from: string, to: string, value: ((day: string) => number | null) | undefined, request: string): DailySeries => {
    reads.push(`${metric} ${from}..${to}`);
    const info = metricInfo(metric);
    return { metric, service: info.service, label: info.label.en, unit: info.unit, currency: info.unit === 'money' ? 'USD' : null, points: points(from, to, value), request };
  };
  const readers: AnalyticsReaders = {
    revenuecat: services.revenuecat
      ? {
          project: () => Promise.resolve({ id: 'proj1', name: 'Demo app', metrics: ['revenuecat.revenue', 'revenuecat.mrr', 'revenuecat.actives', 'revenuecat.trials', 'revenuecat.churn'] }),
          series: (metric, from, to) => Promise.resolve(series(`revenuecat.${metric}`, from, to, metric === 'revenue' ? data.revenue : metric === 'mrr' ? data.mrr : undefined, `GET /v2/projects/proj1/charts/${metric}?start_date=${from}&end_date=${to}`)),
        }
      : null,
    amplitude: services.amplitude
      ? {
          project: () => Promise.resolve({ name: null, events: data.events ?? ['app_open', 'paywall_view', 'purchase_completed'], metrics: ['amplitude.active_users', 'amplitude.new_users'] }),
          users: (kind, from, to) => Promise.resolve(series(`amplitude.${kind}_users`, from, to, kind === 'active' ? data.activeUsers : undefined, `GET /api/2/users?m=${kind}&start=${from}&end=${to}`)),
          event: (eventType, from, to) => Promise.resolve(series(`amplitude.event:${eventType}`, from, to, undefined, `GET /api/2/events/segmentation?e=${eventType}&start=${from}&end=${to}`)),
          eventBySegment: (eventType, property, from, to): Promise<SegmentSeries[]> => {
            reads.push(`${eventType} by ${property} ${from}..${to}`);
            return Promise.resolve(Object.entries(data.segments ?? {}).map(([segment, value]) => ({ eventType, property, segment, points: points(from, to, value), request: `GET /api/2/events/segmentation?e=${eventType}&g=${property}&start=${from}&end=${to}` })));
          },
        }
      : null,
  };
  return { readers, reads };
}

/** The default data: the drop starts on `dropFrom` (a Monday, the week asked about). */
export function plantedDrop(dropFrom: string): FakeData {
  const dropped = (day: string) => day >= dropFrom && day <= addDays(dropFrom, 6);
  return {
    revenue: (day) => (dropped(day) ? 800 : 1000),
    segments: { iOS: () => 60, Android: (day) => (dropped(day) ? 20 : 40) },
  };
}
