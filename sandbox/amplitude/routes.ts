import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { addDays, isDay } from '../../core/clients/analytics-days.ts';
import { SANDBOX_AMPLITUDE_PATH } from '../../core/clients/analytics-endpoints.ts';
import { analyticsFakeRouter, keyHooks, type AnalyticsFakeOptions } from '../analytics-data/fake-router.ts';
import { FAKE_EVENTS, FAKE_PLATFORMS, FakeAnalyticsData, type FakeDay, type FakeEvent } from '../analytics-data/series.ts';

export type SandboxAmplitudeOptions = AnalyticsFakeOptions;

/** The `e` parameter: an event type and at most two group bys (the fake splits by platform only). */
const eventParam = z
  .object({
    event_type: z.string().min(1),
    filters: z.array(z.unknown()).optional(),
    group_by: z.array(z.object({ type: z.enum(['event', 'user']), value: z.string().min(1) })).max(2).optional(),
  })
  .loose();

const fail = (ctx: Context, status: number, error: string) => {
  ctx.status = status;
  ctx.body = { error };
};

/** YYYYMMDD -> YYYY-MM-DD, or null when it is not a day. */
function day(text: unknown): string | null {
  if (typeof text !== 'string' || !/^\d{8}$/.test(text)) return null;
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
  return isDay(iso) ? iso : null;
}

/** start, end (YYYYMMDD, at most 365 days) and i=1, or null after answering 400. */
function dailyRange(ctx: Context): { from: string; to: string } | null {
  const from = day(ctx.query.start);
  const to = day(ctx.query.end);
  if (!from || !to || from > to) return (fail(ctx, 400, 'start and end must be dates formatted YYYYMMDD, start not after end'), null);
  if (addDays(from, 365) <= to) return (fail(ctx, 400, 'Daily series cover at most 365 days'), null);
  if (ctx.query.i !== undefined && ctx.query.i !== '1') return (fail(ctx, 400, 'The sandbox serves daily series only (i=1)'), null);
  return { from, to };
}

/**
 * A local stand-in for Amplitude's Dashboard REST API under `prefix` (/api/2/events/list,
 * /api/2/users, /api/2/events/segmentation), with HTTP Basic auth, in its shapes, serving the
 * fakes' shared 120 days (0 on days outside them, as Amplitude counts).
 */
export function sandboxAmplitudeRoutes(options: SandboxAmplitudeOptions = {}, prefix = SANDBOX_AMPLITUDE_PATH): Router {
  const router = analyticsFakeRouter(prefix, options);
  const hooks = keyHooks();

  /** The request's key pair as one text (hooks read either key), or null after answering the refusal. */
  function keysOf(ctx: Context): string | null {
    const basic = /^Basic\s+(\S+)$/.exec(ctx.get('authorization'))?.[1];
    const pair = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
    const [apiKey, secretKey] = pair.split(':');
    if (!apiKey || !secretKey || hooks.invalid(pair)) return (fail(ctx, 401, 'Invalid API key or secret key'), null);
    if (hooks.rateLimitedNow(pair)) return (fail(ctx, 429, 'Exceeded the concurrent limit: at most 5 concurrent requests per project'), null);
    return pair;
  }

  /** One value a day from `from` to `to`, 0 outside the data (and in an empty project). */
  const daily = (keys: string, from: string, to: string, value: (data: FakeDay) => number) =>
    new FakeAnalyticsData(options).range(from, to).map(({ data }) => (data && !hooks.empty(keys) ? value(data) : 0));

  router.get('/api/2/events/list', (ctx) => {
    const keys = keysOf(ctx);
    if (!keys) return;
    const data = new FakeAnalyticsData(options);
    const week = data.range(addDays(data.calendar.today, -6), data.calendar.today);
    ctx.body = {
      data: hooks.empty(keys)
        ? []
        : FAKE_EVENTS.map((event) => ({
            non_active: false,
            value: event,
            totals: week.reduce((sum, { data: d }) => sum + (d ? Object.values(d.events[event]).reduce((a, b) => a + b, 0) : 0), 0),
            deleted: false,
            flow_hidden: false,
            hidden: false,
            display: event,
          })),
    };
  });

  router.get('/api/2/users', (ctx) => {
    const keys = keysOf(ctx);
    const range = keys && dailyRange(ctx);
    if (!keys || !range) return;
    const m = ctx.query.m ?? 'active';
    if (m !== 'active' && m !== 'new') return fail(ctx, 400, "m must be 'active' or 'new'");
    const xValues = new FakeAnalyticsData(options).range(range.from, range.to).map(({ day: d }) => d);
    ctx.body = {
      data: hooks.empty(keys)
        ? { series: [], seriesMeta: [], seriesLabels: [], xValues }
        : { series: [daily(keys, range.from, range.to, (d) => (m === 'active' ? d.activeUsers : d.newUsers))], seriesMeta: [{ segmentIndex: 0 }], seriesLabels: [0], xValues },
    };
  });

  router.get('/api/2/events/segmentation', (ctx) => {
    const keys = keysOf(ctx);
    const range = keys && dailyRange(ctx);
    if (!keys || !range) return;
    let event: z.infer<typeof eventParam>;
    try {
      event = eventParam.parse(JSON.parse(String(ctx.query.e ?? '')));
    } catch {
      return fail(ctx, 400, 'e must be an event as JSON: {"event_type": ..., "group_by": [...]}');
    }
    const m = ctx.query.m ?? 'uniques';
    if (m !== 'totals' && m !== 'uniques') return fail(ctx, 400, "The sandbox serves m=totals and m=uniques only");
    const xValues = new FakeAnalyticsData(options).range(range.from, range.to).map(({ day: d }) => d);
    const type = event.event_type as FakeEvent;
    if (!FAKE_EVENTS.includes(type) || hooks.empty(keys)) return (ctx.body = { data: { series: [], seriesLabels: [], seriesCollapsed: [], xValues } });
    // Uniques: about the people behind the totals.
    const measure = (count: number) => (m === 'uniques' ? Math.round(count * 0.85) : count);
    const byPlatform = event.group_by?.some((g) => g.value === 'platform');
    const groups = byPlatform
      ? FAKE_PLATFORMS.map((platform) => ({ label: [0, platform] as [number, string], values: daily(keys, range.from, range.to, (d) => measure(d.events[type][platform])) }))
      : [
          {
            label: event.group_by?.length ? ([0, '(none)'] as [number, string]) : 0,
            values: daily(keys, range.from, range.to, (d) => measure(Object.values(d.events[type]).reduce((a, b) => a + b, 0))),
          },
        ];
    ctx.body = {
      data: {
        series: groups.map((g) => g.values),
        seriesLabels: groups.map((g) => g.label),
        seriesCollapsed: groups.map((g) => [{ setId: '', value: g.values.reduce((a, b) => a + b, 0) }]),
        xValues,
      },
    };
  });

  return router;
}
