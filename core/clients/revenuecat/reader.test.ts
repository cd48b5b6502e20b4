import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsUpstreamError } from '../../domain/analytics/metric-source.ts';
import { unlimitedAnalytics } from '../analytics-limiter.ts';
import { createRevenueCatReader, REVENUECAT_API_URL } from './reader.ts';

/*
 * Answers in RevenueCat API v2's shapes (https://www.revenuecat.com/docs/api-v2): the project
 * list, a chart's `values` of `{ cohort (Unix s), measure, value, incomplete }`, its error bodies.
 */
const KEY = 'sk_live_abc123';
const reader = () => createRevenueCatReader({ baseUrl: REVENUECAT_API_URL, secretKey: KEY, limiter: unlimitedAnalytics, userId: 'u1' });
const api = () => nock(REVENUECAT_API_URL, { reqheaders: { authorization: `Bearer ${KEY}` } });
const projects = { object: 'list', items: [{ object: 'project', id: 'proj1a2b3c4d', name: 'Dark Noise', created_at: 1658399423658 }], next_page: null, url: '/v2/projects' };
const at = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const revenueChart = {
  object: 'chart_data',
  category: 'revenue',
  display_name: 'Revenue',
  resolution: 'day',
  measures: [
    { display_name: 'Revenue', unit: '$', chartable: true, decimal_precision: 2 },
    { display_name: 'Transactions', unit: '#', chartable: true, decimal_precision: 0 },
  ],
  segments: null,
  values: [
    { cohort: at('2026-03-01'), measure: 0, value: 410.5, incomplete: false },
    { cohort: at('2026-03-01'), measure: 1, value: 41, incomplete: false },
    // No bucket for 03-02.
    { cohort: at('2026-03-03'), measure: 0, value: 120.25, incomplete: true },
    { cohort: at('2026-03-03'), measure: 1, value: 12, incomplete: true },
  ],
  summary: { total: { Revenue: 530.75 } },
  yaxis: '$',
  yaxis_currency: 'USD',
};

const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected an AnalyticsUpstreamError'), (err: unknown) => err as AnalyticsUpstreamError);

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('the project', () => {
  it("is the first one listed (a v2 secret key belongs to one), with the charts we read", async () => {
    const scope = api().get('/v2/projects').reply(200, projects);
    expect(await reader().project()).toEqual({
      id: 'proj1a2b3c4d',
      name: 'Dark Noise',
      metrics: ['revenuecat.revenue', 'revenuecat.mrr', 'revenuecat.actives', 'revenuecat.trials', 'revenuecat.churn'],
    });
    scope.done();
  });
});

describe('a chart as a daily series', () => {
  it('reads the metric measure day by day, null where RevenueCat had no bucket, and says the request without the key', async () => {
    const scope = api()
      .get('/v2/projects').reply(200, projects)
      .get('/v2/projects/proj1a2b3c4d/charts/revenue').query({ start_date: '2026-03-01', end_date: '2026-03-03', resolution: 'day' }).reply(200, revenueChart);
    const series = await reader().series('revenue', '2026-03-01', '2026-03-03');
    scope.done();
    expect(series).toEqual({
      metric: 'revenuecat.revenue',
      service: 'revenuecat',
      label: 'Revenue',
      unit: 'money',
      currency: 'USD',
      points: [
        { date: '2026-03-01', value: 410.5 },
        { date: '2026-03-02', value: null },
        { date: '2026-03-03', value: 120.25 },
      ],
      request: 'GET https://api.revenuecat.com/v2/projects/proj1a2b3c4d/charts/revenue?start_date=2026-03-01&end_date=2026-03-03&resolution=day',
    });
    expect(series.request).not.toContain(KEY);
  });

  it('asks for the project once per reader', async () => {
    const scope = api()
      .get('/v2/projects').once().reply(200, projects)
      .get(/\/v2\/projects\/proj1a2b3c4d\/charts\/(mrr|actives)/).twice().reply(200, { ...revenueChart, measures: [{ display_name: 'MRR', unit: '$' }] });
    const rc = reader();
    await rc.series('mrr', '2026-03-01', '2026-03-01');
    await rc.series('actives', '2026-03-01', '2026-03-01');
    scope.done();
  });

  it('asks again after a failed read of the project', async () => {
    api().get('/v2/projects').reply(503, { type: 'server_error', message: 'down' }).get('/v2/projects').reply(200, projects);
    const rc = reader();
    await expect(rc.project()).rejects.toMatchObject({ failure: 'unavailable' });
    expect((await rc.project()).id).toBe('proj1a2b3c4d');
  });

  it("takes churn's rate, not the actives and churned actives before it, as a percent", async () => {
    api()
      .get('/v2/projects').reply(200, projects)
      .get('/v2/projects/proj1a2b3c4d/charts/churn').query(true)
      .reply(200, {
        measures: [{ display_name: 'Actives', unit: '#' }, { display_name: 'Churned Actives', unit: '#' }, { display_name: 'Churn Rate', unit: '%' }],
        values: [
          { cohort: at('2026-03-01'), measure: 0, value: 2500 },
          { cohort: at('2026-03-01'), measure: 1, value: 60 },
          { cohort: at('2026-03-01'), measure: 2, value: 2.4 },
        ],
        yaxis_currency: 'USD',
      });
    const series = await reader().series('churn', '2026-03-01', '2026-03-01');
    expect(series).toMatchObject({ unit: 'percent', currency: null, label: 'Churn rate', points: [{ date: '2026-03-01', value: 2.4 }] });
  });

  it('reads points given as rows [cohort, measure 0, measure 1, ...] too', async () => {
    api()
      .get('/v2/projects').reply(200, projects)
      .get('/v2/projects/proj1a2b3c4d/charts/trials').query(true)
      .reply(200, { measures: [{ display_name: 'Active Trials', unit: '#' }], values: [[at('2026-03-02') * 1000, 77]] });
    const series = await reader().series('trials', '2026-03-01', '2026-03-02');
    expect(series.points).toEqual([{ date: '2026-03-01', value: null }, { date: '2026-03-02', value: 77 }]);
  });
});

describe('what RevenueCat refuses', () => {
  it('a refused key names the RevenueCat secret key', async () => {
    api().get('/v2/projects').reply(401, { type: 'authentication_error', message: 'Authentication is not valid for the given API key.', retryable: false, doc_url: 'https://errors.rev.cat/authentication-error' });
    const err = await failure(reader().project());
    expect(err).toBeInstanceOf(AnalyticsUpstreamError);
    expect(err).toMatchObject({ service: 'revenuecat', failure: 'unauthorized', message: 'The RevenueCat secret key was refused (401).', options: { status: 401, key: 'RevenueCat secret key' } });
  });

  it('a key without the charts permission is refused the same way (403)', async () => {
    api().get('/v2/projects').reply(200, projects).get(/charts/).reply(403, { type: 'authorization_error', message: 'Missing permission charts_metrics:charts:read' });
    const err = await failure(reader().series('mrr', '2026-03-01', '2026-03-02'));
    expect(err).toMatchObject({ failure: 'unauthorized', message: 'The RevenueCat secret key was refused (403).' });
  });

  it('a 429 is tried again after its backoff_ms, and goes up with that wait when it keeps coming', async () => {
    const limited = { type: 'rate_limit_error', message: 'Rate limit exceeded', retryable: true, doc_url: 'https://errors.rev.cat/rate-limit-error', backoff_ms: 1500 };
    api().get('/v2/projects').reply(429, limited, { 'Retry-After': '1500' }).get('/v2/projects').reply(200, projects);
    expect((await reader().project()).id).toBe('proj1a2b3c4d');

    api().get('/v2/projects').times(3).reply(429, limited, { 'Retry-After': '1500' });
    const err = await failure(reader().project());
    expect(err).toMatchObject({ failure: 'rate_limited', options: { status: 429, retryAfterMs: 1500 } });
  });

  it('a 429 with only the Retry-After header waits its milliseconds (RevenueCat documents ms)', async () => {
    api().get('/v2/projects').times(3).reply(429, 'Too Many Requests', { 'Retry-After': '800' });
    expect(await failure(reader().project())).toMatchObject({ failure: 'rate_limited', options: { retryAfterMs: 800 } });
  });

  it('a server error or no answer is unavailable; an answer in another shape is a bad response', async () => {
    api().get('/v2/projects').reply(503, { type: 'server_error', message: 'oops', backoff_ms: 1000 });
    expect(await failure(reader().project())).toMatchObject({ failure: 'unavailable', message: 'RevenueCat is unavailable (503).' });

    api().get('/v2/projects').replyWithError('socket hang up');
    expect(await failure(reader().project())).toMatchObject({ failure: 'unavailable' });

    api().get('/v2/projects').reply(200, projects).get(/charts/).reply(200, { values: [{ cohort: 'yesterday', value: 1 }] });
    expect(await failure(reader().series('revenue', '2026-03-01', '2026-03-02'))).toMatchObject({ failure: 'bad_response' });

    api().get('/v2/projects').reply(200, '<html>maintenance</html>');
    expect(await failure(reader().project())).toMatchObject({ failure: 'bad_response' });
  });
});
