import type Router from '@koa/router';
import type { Context } from 'koa';
import { dayStartMs, isDay } from '../../core/clients/analytics-days.ts';
import { SANDBOX_REVENUECAT_PATH } from '../../core/clients/analytics-endpoints.ts';
import { seededHash } from '../telegram-user/seeded-hash.ts';
import { analyticsFakeRouter, keyHooks, type AnalyticsFakeOptions } from '../analytics-data/fake-router.ts';
import { FakeAnalyticsData, type FakeDay } from '../analytics-data/series.ts';

export interface SandboxRevenueCatOptions extends AnalyticsFakeOptions {
  /** What a 'ratelimited' key's first 429 says to wait (backoff_ms and Retry-After, in ms as RevenueCat documents). */
  backoffMs?: number;
}

/** RevenueCat's chart names (its 400 lists them); the fake draws the five the product reads. */
const CHART_NAMES = [
  'actives', 'actives_movement', 'actives_new', 'arr', 'churn', 'cohort_explorer', 'conversion_to_paying', 'customers_new', 'ltv_per_customer', 'ltv_per_paying_customer', 'mrr',
  'mrr_movement', 'refund_rate', 'revenue', 'subscription_retention', 'subscription_status', 'trials', 'trials_movement', 'trials_new', 'customers_active', 'trial_conversion_rate',
];

interface Measure {
  display_name: string;
  unit: '$' | '#' | '%';
  value: (day: FakeDay) => number;
}

const CHARTS: Record<string, { display_name: string; category: string; measures: Measure[] }> = {
  revenue: {
    display_name: 'Revenue',
    category: 'revenue',
    measures: [
      { display_name: 'Revenue', unit: '$', value: (d) => d.revenuecat.revenue },
      { display_name: 'Transactions', unit: '#', value: (d) => Object.values(d.events.purchase_completed).reduce((a, b) => a + b, 0) },
    ],
  },
  mrr: { display_name: 'MRR', category: 'revenue', measures: [{ display_name: 'MRR', unit: '$', value: (d) => d.revenuecat.mrr }] },
  actives: { display_name: 'Active Subscriptions', category: 'subscriptions', measures: [{ display_name: 'Actives', unit: '#', value: (d) => d.revenuecat.actives }] },
  trials: { display_name: 'Active Trials', category: 'trials', measures: [{ display_name: 'Active Trials', unit: '#', value: (d) => d.revenuecat.trials }] },
  churn: {
    display_name: 'Churn',
    category: 'subscriptions',
    measures: [
      { display_name: 'Actives', unit: '#', value: (d) => d.revenuecat.actives },
      { display_name: 'Churned Actives', unit: '#', value: (d) => Math.round((d.revenuecat.actives * d.revenuecat.churn) / 100) },
      { display_name: 'Churn Rate', unit: '%', value: (d) => d.revenuecat.churn },
    ],
  },
};

/** RevenueCat's error body: `{ type, message, retryable, doc_url, backoff_ms? }`. */
function rcError(ctx: Context, status: number, type: string, message: string, more: { param?: string; backoffMs?: number } = {}) {
  ctx.status = status;
  ctx.body = {
    object: 'error',
    type,
    message,
    retryable: status === 429 || status >= 500,
    doc_url: `https://errors.rev.cat/${type.replaceAll('_', '-')}`,
    ...(more.param ? { param: more.param } : {}),
    ...(more.backoffMs !== undefined ? { backoff_ms: more.backoffMs } : {}),
  };
}

/** A secret key's one project, named by the key so each key reads its own. */
const projectOf = (key: string) => ({ object: 'project', id: `proj${seededHash('revenuecat', key).toString(16).padStart(8, '0')}`, name: key.includes('empty') ? 'Sandbox App (no data yet)' : 'Sandbox App', created_at: 1_735_689_600_000 });

/**
 * A local stand-in for RevenueCat's API v2 under `prefix` (/v2/projects and
 * /v2/projects/{id}/charts/{chart}), in its shapes, serving the fakes' shared 120 days.
 */
export function sandboxRevenueCatRoutes(options: SandboxRevenueCatOptions = {}, prefix = SANDBOX_REVENUECAT_PATH): Router {
  const router = analyticsFakeRouter(prefix, options);
  const hooks = keyHooks();

  /** The request's secret key, or null after answering the refusal. */
  function keyOf(ctx: Context): string | null {
    const key = /^Bearer\s+(\S+)$/.exec(ctx.get('authorization'))?.[1];
    if (!key || hooks.invalid(key)) {
      rcError(ctx, 401, 'authentication_error', 'Authentication is not valid for the given API key. Double check your API key.');
      return null;
    }
    if (hooks.rateLimitedNow(key)) {
      const backoffMs = options.backoffMs ?? 1000;
      ctx.set('Retry-After', String(backoffMs));
      rcError(ctx, 429, 'rate_limit_error', 'Rate limit exceeded', { backoffMs });
      return null;
    }
    return key;
  }

  router.get('/v2/projects', (ctx) => {
    const key = keyOf(ctx);
    if (key) ctx.body = { object: 'list', items: [projectOf(key)], next_page: null, url: '/v2/projects' };
  });

  router.get('/v2/projects/:projectId/charts/:chart', (ctx) => {
    const key = keyOf(ctx);
    if (!key) return;
    if (ctx.params.projectId !== projectOf(key).id) return rcError(ctx, 403, 'authorization_error', 'The API key does not belong to the project you specified.');
    const name = ctx.params.chart ?? '';
    if (!CHART_NAMES.includes(name)) return rcError(ctx, 400, 'parameter_error', `'${name}' is not one of ${CHART_NAMES.join(', ')}`, { param: 'chart_name' });
    const chart = CHARTS[name];
    if (!chart) return rcError(ctx, 400, 'parameter_error', `The sandbox draws only the ${Object.keys(CHARTS).join(', ')} charts.`, { param: 'chart_name' });
    const { start_date: from, end_date: to, resolution } = ctx.query;
    for (const [param, value] of [['start_date', from], ['end_date', to]] as const) {
      if (typeof value !== 'string' || !isDay(value)) return rcError(ctx, 400, 'parameter_error', `'${String(value ?? '')}' is not a 'date'`, { param });
    }
    if (resolution !== undefined && resolution !== 'day') return rcError(ctx, 400, 'parameter_error', 'The sandbox draws daily charts only (resolution=day).', { param: 'resolution' });
    const data = new FakeAnalyticsData(options);
    const days = hooks.empty(key) ? [] : data.range(from as string, to as string).flatMap(({ data: day }) => (day ? [day] : []));
    const values = days.flatMap((day) =>
      chart.measures.map((measure, index) => ({ cohort: dayStartMs(day.day) / 1000, incomplete: day.partial, measure: index, value: measure.value(day) })),
    );
    ctx.body = {
      object: 'chart_data',
      category: chart.category,
      display_name: chart.display_name,
      display_type: 'line',
      description: `${chart.display_name} (sandbox)`,
      documentation_link: `/charts/${name}`,
      last_computed_at: Date.now(),
      start_date: dayStartMs(from as string) / 1000,
      end_date: dayStartMs(to as string) / 1000,
      yaxis_currency: 'USD',
      filtering_allowed: true,
      segmenting_allowed: true,
      resolution: 'day',
      measures: chart.measures.map(({ display_name, unit }) => ({ display_name, unit, chartable: true, decimal_precision: unit === '#' ? 0 : 2 })),
      segments: null,
      summary: { total: Object.fromEntries(chart.measures.map((m, i) => [m.display_name, values.filter((v) => v.measure === i).reduce((sum, v) => sum + v.value, 0)])) },
      user_selectors: name === 'revenue' ? { revenue_type: 'revenue' } : null,
      values,
      yaxis: chart.measures.at(-1)?.unit ?? '#',
    };
  });

  return router;
}
