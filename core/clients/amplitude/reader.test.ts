import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsUpstreamError } from '../../domain/analytics/metric-source.ts';
import { unlimitedAnalytics, type AnalyticsLimiter, type LimitTicket } from '../analytics-limiter.ts';
import { AMPLITUDE_API_URL, createAmplitudeReader } from './reader.ts';

/*
 * Answers in the Dashboard REST API's shapes (https://amplitude.com/docs/apis/analytics/dashboard-rest):
 * events/list's `data`, users' and segmentation's `series`/`seriesLabels`/`xValues`.
 */
const API_KEY = 'a1b2c3';
const SECRET = 'z9y8x7';
const BASIC = `Basic ${Buffer.from(`${API_KEY}:${SECRET}`).toString('base64')}`;
const reader = (limiter: AnalyticsLimiter = unlimitedAnalytics) => createAmplitudeReader({ baseUrl: AMPLITUDE_API_URL, apiKey: API_KEY, secretKey: SECRET, limiter, userId: 'u1' });
const api = () => nock(AMPLITUDE_API_URL, { reqheaders: { authorization: BASIC } });
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected an AnalyticsUpstreamError'), (err: unknown) => err as AnalyticsUpstreamError);

/** A limiter that lets everything through and keeps the tickets it saw. */
function recording(): AnalyticsLimiter & { tickets: LimitTicket[] } {
  const tickets: LimitTicket[] = [];
  return { tickets, acquire: (ticket) => (tickets.push(ticket), unlimitedAnalytics.acquire(ticket)), hold: (ticket, ms) => unlimitedAnalytics.hold(ticket, ms) };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('the project', () => {
  it('is what the keys can read: the event types in use (the API does not name the project)', async () => {
    const limiter = recording();
    api()
      .get('/api/2/events/list')
      .reply(200, {
        data: [
          { non_active: false, value: 'purchase_completed', totals: 1505, deleted: false, flow_hidden: false, hidden: false, display: 'purchase_completed' },
          { non_active: false, value: 'old_event', totals: 0, deleted: true, flow_hidden: false, hidden: false, display: 'old_event' },
          { non_active: false, value: 'app_open', totals: 193167, deleted: false, flow_hidden: false, hidden: false, display: 'App Open' },
        ],
      });
    expect(await reader(limiter).project()).toEqual({
      name: null,
      events: ['purchase_completed', 'app_open'],
      metrics: ['amplitude.active_users', 'amplitude.new_users', 'amplitude.event:purchase_completed', 'amplitude.event:app_open'],
    });
    expect(limiter.tickets).toEqual([{ service: 'amplitude', userId: 'u1', bucket: 'dashboard', cost: 1 }]);
  });
});

describe('series', () => {
  it('active users: YYYYMMDD on the wire, YYYY-MM-DD in the series, null where no value, the request without keys', async () => {
    const limiter = recording();
    const scope = api()
      .get('/api/2/users')
      .query({ m: 'active', start: '20260301', end: '20260303', i: '1' })
      .reply(200, { data: { series: [[4610, 4754]], seriesMeta: [{ segmentIndex: 0 }], seriesLabels: [0], xValues: ['2026-03-01', '2026-03-02'] } });
    const series = await reader(limiter).users('active', '2026-03-01', '2026-03-03');
    scope.done();
    expect(series).toEqual({
      metric: 'amplitude.active_users',
      service: 'amplitude',
      label: 'Active users',
      unit: 'count',
      currency: null,
      points: [
        { date: '2026-03-01', value: 4610 },
        { date: '2026-03-02', value: 4754 },
        { date: '2026-03-03', value: null },
      ],
      request: 'GET https://amplitude.com/api/2/users?m=active&start=20260301&end=20260303&i=1',
    });
    expect(series.request).not.toContain(API_KEY);
    // Not listed among Amplitude's endpoint costs: 1 a day.
    expect(limiter.tickets[0]?.cost).toBe(3);
  });

  it("an event's daily totals", async () => {
    const scope = api()
      .get('/api/2/events/segmentation')
      .query({ e: '{"event_type":"purchase_completed"}', m: 'totals', start: '20260301', end: '20260302', i: '1' })
      .reply(200, { data: { series: [[120, 131]], seriesLabels: [0], seriesCollapsed: [[{ setId: '', value: 251 }]], xValues: ['2026-03-01', '2026-03-02'] } });
    const series = await reader().event('purchase_completed', '2026-03-01', '2026-03-02');
    scope.done();
    expect(series).toMatchObject({ metric: 'amplitude.event:purchase_completed', label: 'purchase_completed', points: [{ value: 120 }, { value: 131 }] });
    expect(series.request).toBe(
      'GET https://amplitude.com/api/2/events/segmentation?e=%7B%22event_type%22%3A%22purchase_completed%22%7D&m=totals&start=20260301&end=20260302&i=1',
    );
  });

  it('an event split by platform (a built-in user property): one series per value, at the cost of a group by', async () => {
    const limiter = recording();
    const scope = api()
      .get('/api/2/events/segmentation')
      .query({ e: '{"event_type":"purchase_completed","group_by":[{"type":"user","value":"platform"}]}', m: 'totals', start: '20260301', end: '20260302', i: '1' })
      .reply(200, {
        data: {
          series: [[60, 62], [50, 10], [{ setId: '', value: 9 }, null]],
          seriesLabels: [[0, 'iOS'], [0, 'Android'], 'Web'],
          xValues: ['2026-03-01', '2026-03-02'],
        },
      });
    const segments = await reader(limiter).eventBySegment('purchase_completed', 'platform', '2026-03-01', '2026-03-02');
    scope.done();
    expect(segments.map((s) => [s.segment, s.points.map((p) => p.value)])).toEqual([
      ['iOS', [60, 62]],
      ['Android', [50, 10]],
      ['Web', [9, null]],
    ]);
    expect(segments[0]).toMatchObject({ eventType: 'purchase_completed', property: 'platform' });
    // 2 days x (1 segment + 4 for the group by) x (1 event + 4 for its group by).
    expect(limiter.tickets[0]?.cost).toBe(50);
  });

  it('a property of the event itself is grouped by as an event property', async () => {
    api().get('/api/2/events/segmentation').query((q) => String(q.e).includes('{"type":"event","value":"payment_method"}')).reply(200, { data: { series: [], seriesLabels: [], xValues: [] } });
    expect(await reader().eventBySegment('purchase_completed', 'payment_method', '2026-03-01', '2026-03-02')).toEqual([]);
  });

  it('a project with no data (an empty series) gives null days, not zeros', async () => {
    api().get('/api/2/users').query(true).reply(200, { data: { series: [], seriesMeta: [], xValues: ['2026-03-01', '2026-03-02'] } });
    expect((await reader().users('new', '2026-03-01', '2026-03-02')).points).toEqual([
      { date: '2026-03-01', value: null },
      { date: '2026-03-02', value: null },
    ]);
  });
});

describe('what Amplitude refuses', () => {
  it('a refused key names the API key or secret key', async () => {
    api().get('/api/2/events/list').reply(401, 'Invalid API key or secret key');
    const err = await failure(reader().project());
    expect(err).toBeInstanceOf(AnalyticsUpstreamError);
    expect(err).toMatchObject({ service: 'amplitude', failure: 'unauthorized', message: 'The Amplitude API key or secret key was refused (401).', options: { key: 'Amplitude API key or secret key' } });
  });

  it('a 429 waits its Retry-After (seconds), or a second for the concurrency limit, or a minute for the hourly budget', async () => {
    api().get('/api/2/events/list').times(3).reply(429, { error: 'Too many requests' }, { 'Retry-After': '2' });
    expect(await failure(reader().project())).toMatchObject({ failure: 'rate_limited', options: { status: 429, retryAfterMs: 2000 } });

    api().get('/api/2/events/list').reply(429, { error: 'Exceeded the concurrent limit of 5 queries' }).get('/api/2/events/list').reply(200, { data: [] });
    expect(await reader().project()).toMatchObject({ events: [] });

    api().get('/api/2/events/list').times(3).reply(429, { error: 'Exceeded the rate limit (cost per hour)' });
    expect(await failure(reader().project())).toMatchObject({ options: { retryAfterMs: 60_000 } });
  });

  it('a server error is unavailable; another shape is a bad response', async () => {
    api().get('/api/2/users').query(true).reply(500, 'Internal Server Error');
    expect(await failure(reader().users('active', '2026-03-01', '2026-03-02'))).toMatchObject({ failure: 'unavailable', message: 'Amplitude is unavailable (500).' });
    api().get('/api/2/users').query(true).reply(200, { data: { series: [[1, 2]] } });
    expect(await failure(reader().users('active', '2026-03-01', '2026-03-02'))).toMatchObject({ failure: 'bad_response' });
  });
});
