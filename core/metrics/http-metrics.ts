import { register, type Metric } from 'prom-client';

const NAME = 'http_request_duration_seconds';
const HELP = 'Time from a request reaching the web process to its answer, by method, route template and status class';
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LE = [...BUCKETS.map(String), '+Inf'];

/** Any other method is one label value: a client must not grow the series by inventing verbs. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx', 'other'];

interface Series {
  labels: { method: string; route: string; status_class: string };
  /** Observations per bucket, not cumulative (the last one past every bound); cumulated when scraped. */
  counts: Float64Array;
  sum: number;
}

/** method → route → status class index → series: found with no string or object built per request. */
const series = new Map<string, Map<string, Series[]>>();

/**
 * One observation. `route` is the matched route's template (`/api/users/:id`), never the path:
 * a path per user would be a series per user. Requests no route matched (the console's files,
 * 404s) share 'unmatched'. prom-client's Histogram.observe builds a label object, a hash string
 * and a closure per call; this is on every request, so the histogram keeps its own counts and
 * prom-client reads them when scraped (a Prometheus histogram all the same).
 */
export function observeHttpRequest(method: string, route: string | undefined, status: number, seconds: number): void {
  const m = knownMethods.has(method) ? method : 'OTHER';
  const r = route ?? 'unmatched';
  const klass = status >= 100 && status < 600 ? Math.floor(status / 100) - 1 : 5;
  let byRoute = series.get(m);
  if (!byRoute) series.set(m, (byRoute = new Map<string, Series[]>()));
  let byClass = byRoute.get(r);
  if (!byClass) byRoute.set(r, (byClass = []));
  const s = (byClass[klass] ??= { labels: { method: m, route: r, status_class: statusClasses[klass]! }, counts: new Float64Array(BUCKETS.length + 1), sum: 0 });
  let i = 0;
  while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
  s.counts[i]! += 1;
  s.sum += seconds;
}

interface Sample {
  metricName: string;
  labels: Record<string, string>;
  value: number;
}

/** What prom-client's registry reads from a metric when scraped (the shape its own histograms answer). */
const httpDuration = {
  name: NAME,
  help: HELP,
  type: 'histogram',
  aggregator: 'sum',
  get() {
    const values: Sample[] = [];
    for (const byRoute of series.values()) {
      for (const byClass of byRoute.values()) {
        for (const s of byClass) {
          if (!s) continue;
          let cumulative = 0;
          s.counts.forEach((n, i) => {
            cumulative += n;
            values.push({ metricName: `${NAME}_bucket`, labels: { le: LE[i]!, ...s.labels }, value: cumulative });
          });
          values.push({ metricName: `${NAME}_sum`, labels: s.labels, value: s.sum }, { metricName: `${NAME}_count`, labels: s.labels, value: cumulative });
        }
      }
    }
    return { name: NAME, help: HELP, type: 'histogram', values, aggregator: 'sum' };
  },
  reset() {
    series.clear();
  },
};
// The registry takes any object of this shape; its type names only its own metric classes.
register.registerMetric(httpDuration as unknown as Metric);
