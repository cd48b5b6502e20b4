import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedAnalytics } from '../../clients/analytics-limiter.ts';
import { createAnalyticsReaders } from './readers.ts';

const deps = { endpoints: { revenuecat: 'https://api.revenuecat.com', amplitude: 'https://amplitude.com' }, limiter: unlimitedAnalytics, userId: 'u1' };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe("a user's analytics readers", () => {
  it('are null for a service without keys', () => {
    expect(createAnalyticsReaders(deps, { revenuecat: null, amplitude: null })).toEqual({ revenuecat: null, amplitude: null });
  });

  it("read each service with that user's keys at the configured origins", async () => {
    const readers = createAnalyticsReaders(deps, { revenuecat: { secretKey: 'sk_1' }, amplitude: { apiKey: 'a', secretKey: 's' } });
    nock('https://api.revenuecat.com', { reqheaders: { authorization: 'Bearer sk_1' } }).get('/v2/projects').reply(200, { items: [{ id: 'p1', name: 'App' }] });
    nock('https://amplitude.com', { reqheaders: { authorization: `Basic ${Buffer.from('a:s').toString('base64')}` } }).get('/api/2/events/list').reply(200, { data: [] });
    expect(await readers.revenuecat?.project()).toMatchObject({ id: 'p1', name: 'App' });
    expect(await readers.amplitude?.project()).toMatchObject({ events: [] });
  });
});
