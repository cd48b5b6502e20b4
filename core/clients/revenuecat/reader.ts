import type { z } from 'zod';
import { AnalyticsUpstreamError, type DailySeries, type RevenueCatReader } from '../../domain/analytics/metric-source.ts';
import { checkRange } from '../analytics-days.ts';
import { limitedGet, requestText, retryAfterHeaderMs, type ReaderOptions } from '../analytics-http.ts';
import { chartPoints, REVENUECAT_CHARTS, REVENUECAT_METRICS, type RevenueCatMetric } from './chart-series.ts';
import { chartSchema, errorBodySchema, projectListSchema } from './schemas.ts';

export const REVENUECAT_API_URL = 'https://api.revenuecat.com';
export const REVENUECAT_KEY_NAME = 'RevenueCat secret key';

/** `baseUrl`: REVENUECAT_API_URL or the sandbox's fake; paths start with /v2. */
export interface RevenueCatReaderOptions extends ReaderOptions {
  /** A v2 secret key (sk_...): it belongs to one project. */
  secretKey: string;
}

/**
 * How long RevenueCat's 429 says to wait: `backoff_ms` in its body, equal to its Retry-After
 * header, which RevenueCat documents in milliseconds. With neither, the rest of a minute.
 */
export function revenueCatRetryAfterMs(headers: Headers, body: unknown): number {
  const parsed = errorBodySchema.safeParse(body);
  return (parsed.success ? parsed.data.backoff_ms : undefined) ?? retryAfterHeaderMs(headers, 1) ?? 60_000;
}

/**
 * RevenueCat's API v2 through plain fetch (there is no server SDK for it): the key's project
 * (the first one listed; a secret key belongs to one) and its charts as daily series.
 */
export function createRevenueCatReader(options: RevenueCatReaderOptions): RevenueCatReader {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = <T extends z.ZodType>(path: string, bucket: 'charts' | 'project', schema: T) =>
    limitedGet(options, { service: 'revenuecat', bucket }, { url: `${base}${path}`, headers: { authorization: `Bearer ${options.secretKey}` }, schema, keyName: REVENUECAT_KEY_NAME, retryAfterMs: revenueCatRetryAfterMs });

  let project: Promise<{ id: string; name: string }> | null = null;
  const readProject = () => {
    if (project) return project;
    const reading = get('/v2/projects', 'project', projectListSchema).then((list) => {
      const first = list.items[0];
      if (!first) throw new AnalyticsUpstreamError('revenuecat', 'bad_response', 'The RevenueCat secret key reads no project.');
      return { id: first.id, name: first.name };
    });
    project = reading;
    // A failed read is tried again next time (the key may be fixed, RevenueCat may be back).
    reading.catch(() => {
      if (project === reading) project = null;
    });
    return reading;
  };

  return {
    async project() {
      const { id, name } = await readProject();
      return { id, name, metrics: REVENUECAT_METRICS.map((metric) => `revenuecat.${metric}`) };
    },

    async series(metric: RevenueCatMetric, from: string, to: string): Promise<DailySeries> {
      checkRange(from, to);
      const chart = REVENUECAT_CHARTS[metric];
      const { id } = await readProject();
      const query = new URLSearchParams({ start_date: from, end_date: to, resolution: 'day' });
      const path = `/v2/projects/${encodeURIComponent(id)}/charts/${chart.chart}?${query.toString()}`;
      const answer = await get(path, 'charts', chartSchema);
      return {
        metric: `revenuecat.${metric}`,
        service: 'revenuecat',
        label: chart.label,
        unit: chart.unit,
        currency: chart.unit === 'money' ? (answer.yaxis_currency ?? null) : null,
        points: chartPoints(answer, metric, from, to),
        request: requestText(`${base}${path}`),
      };
    },
  };
}
