import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { analyticsEndpointsFromConfig } from '../../core/clients/analytics-endpoints.ts';
import { unlimitedAnalytics } from '../../core/clients/analytics-limiter.ts';
import { createAnalyticsReaders } from '../../core/domain/analytics/readers.ts';

/** The analytics fakes as the web process mounts them with SANDBOX=1, reached through the product's own endpoint config. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1' });
});
afterAll(() => app?.close());

describe('sandbox RevenueCat and Amplitude in the web process', () => {
  it("answer the readers at the endpoints sandbox config gives, with today's series", async () => {
    const endpoints = analyticsEndpointsFromConfig(app.deps.config);
    expect(endpoints.revenuecat).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/revenuecat$/);
    const readers = createAnalyticsReaders({ endpoints, limiter: unlimitedAnalytics, userId: 'u1' }, { revenuecat: { secretKey: 'sk_demo' }, amplitude: { apiKey: 'api', secretKey: 'secret' } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await readers.revenuecat!.series('revenue', today, today)).points[0]?.value).toEqual(expect.any(Number));
    expect((await readers.amplitude!.project()).events).toContain('purchase_completed');
  });
});
