import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, DEFAULT_MONITORING } from '../../../contracts/analytics.ts';
import { config } from '../../../core/config.ts';
import { AnalyticsInsight, AnalyticsQuery, AnalyticsSettings } from '../../../db/index.ts';
import { startSandboxAmplitude, type RunningSandboxAmplitude } from '../../../sandbox/amplitude/start.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from '../../../sandbox/revenuecat/start.ts';
import { newSubscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The analytics API (issue 16) against the sandbox's fakes of RevenueCat and Amplitude over
 * HTTP: keys kept encrypted, the spec's validation messages, the test of a connection that says
 * what it read or which key was refused, preferences, and insights scoped to their owner.
 */
let app: TestApp;
let revenuecat: RunningSandboxRevenueCat;
let amplitude: RunningSandboxAmplitude;

beforeAll(async () => {
  [revenuecat, amplitude] = await Promise.all([startSandboxRevenueCat(), startSandboxAmplitude()]);
  app = await startTestApp({ REVENUECAT_API_URL: revenuecat.url, AMPLITUDE_API_URL: amplitude.url });
});
afterAll(async () => {
  await app.close();
  await Promise.all([revenuecat.close(), amplitude.close()]);
});

/** A signed-in user calling /api (a session made by core, not the Google sign-in: its nock would break the Temporal client here). */
async function signedInCaller(app: TestApp, _name: string) {
  const user = await newSubscriber(app);
  return { userId: user.userId, call: (method: string, path: string, body?: unknown) => user.call(method, `/api${path}`, body) };
}
type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const userIdOf = (caller: Caller) => Promise.resolve(caller.userId);

describe('analytics credentials', () => {
  it('refuses nothing at all and half an Amplitude pair with the spec\'s messages, storing nothing', async () => {
    const user = await signedInCaller(app, 'Analyst');
    const empty = await user.call('POST', '/analytics/credentials', { revenuecatApiKey: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { message: ANALYTICS_MESSAGES.atLeastOne } });
    const half = await user.call('POST', '/analytics/credentials', { amplitudeApiKey: 'amp-key' });
    expect(half).toMatchObject({ status: 400, body: { message: ANALYTICS_MESSAGES.amplitudePair } });
    const status = await user.call('GET', '/analytics/credentials');
    expect(status.body).toMatchObject({ hasCredentials: false, services: { revenuecat: false, amplitude: false }, monitoringPreferences: DEFAULT_MONITORING });
    expect(await AnalyticsSettings.query().findById(await userIdOf(user))).toBeUndefined();
  });

  it('keeps the keys trimmed and encrypted, and tests each connection against the service', async () => {
    const user = await signedInCaller(app, 'Analyst');
    const secretKey = 'sk_live_analytics_secret_1234567890';
    const saved = await user.call('POST', '/analytics/credentials', { revenuecatApiKey: `  ${secretKey}  `, amplitudeApiKey: ' amp_api_key ', amplitudeSecretKey: ' amp_secret_key ', monitoringPreferences: { notificationHour: 7 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, hasCredentials: true, services: { revenuecat: true, amplitude: true }, monitoringPreferences: { notificationHour: 7, anomalyThreshold: 0.15 } });

    const dump = execFileSync('pg_dump', ['--data-only', '--table=user_secrets', '--table=analytics_settings', config().DATABASE_URL], { encoding: 'utf8', maxBuffer: 256 << 20 });
    expect(dump).not.toContain(secretKey);
    expect(dump).not.toContain('amp_secret_key');
    const row = (await AnalyticsSettings.query().findById(await userIdOf(user)))!;
    expect(row.slot).toBe('0700-UTC');

    const rc = await user.call('POST', '/analytics/credentials/test', { service: 'revenuecat' });
    expect(rc.status).toBe(200);
    expect(rc.body.success).toBe(true);
    expect(rc.body.message).toMatch(/^Connected to RevenueCat/);
    expect(rc.body.metrics).toEqual(expect.arrayContaining(['revenuecat.revenue', 'revenuecat.mrr']));
    // The key went to RevenueCat as the bearer token it is, trimmed.
    expect(revenuecat.requests.length).toBeGreaterThan(0);
    const amp = await user.call('POST', '/analytics/credentials/test', { service: 'amplitude' });
    expect(amp.body).toMatchObject({ success: true });
    expect(amp.body.metrics).toEqual(expect.arrayContaining(['amplitude.active_users', 'amplitude.new_users']));
    const status = await user.call('GET', '/analytics/credentials');
    expect(status.body.serviceStatus).toMatchObject({ revenuecat: { configured: true, state: 'ok' }, amplitude: { configured: true, state: 'ok' } });
  });

  it('a refused key: the test says which key failed and the settings keep it', async () => {
    const user = await signedInCaller(app, 'Analyst');
    await user.call('POST', '/analytics/credentials', { amplitudeApiKey: 'amp_api_key', amplitudeSecretKey: 'amp_secret_invalid' });
    const test = await user.call('POST', '/analytics/credentials/test', { service: 'amplitude' });
    expect(test.body).toMatchObject({ success: false, metrics: [] });
    expect(test.body.message).toMatch(/Amplitude API key or secret key was refused/);
    const status = await user.call('GET', '/analytics/credentials');
    expect(status.body.serviceStatus.amplitude).toMatchObject({ state: 'unauthorized', detail: test.body.message });
    // A test of a service with no key: the spec's message.
    const none = await user.call('POST', '/analytics/credentials/test', { service: 'revenuecat' });
    expect(none).toMatchObject({ status: 400, body: { message: ANALYTICS_MESSAGES.atLeastOne } });
    // New keys forget what was known about the old ones.
    await user.call('POST', '/analytics/credentials', { amplitudeApiKey: 'amp_api_key', amplitudeSecretKey: 'amp_secret_ok' });
    expect((await user.call('GET', '/analytics/credentials')).body.serviceStatus.amplitude.state).toBe('unchecked');
  });

  it('removes one service, then all, and the monitoring slot goes with the last', async () => {
    const user = await signedInCaller(app, 'Analyst');
    await user.call('POST', '/analytics/credentials', { revenuecatApiKey: 'sk_one', amplitudeApiKey: 'a', amplitudeSecretKey: 'b' });
    const one = await user.call('DELETE', '/analytics/credentials', { service: 'amplitude' });
    expect(one.body).toMatchObject({ success: true, services: { revenuecat: true, amplitude: false } });
    const all = await user.call('DELETE', '/analytics/credentials', { service: 'all' });
    expect(all.body).toMatchObject({ success: true, hasCredentials: false });
    expect((await AnalyticsSettings.query().findById(await userIdOf(user)))!.slot).toBeNull();
    expect((await user.call('DELETE', '/analytics/credentials', { service: 'everything' })).status).toBe(400);
  });

  it('monitoring preferences keep the spec\'s ranges and zones', async () => {
    const user = await signedInCaller(app, 'Analyst');
    await user.call('POST', '/analytics/credentials', { revenuecatApiKey: 'sk_prefs' });
    for (const bad of [{ anomalyThreshold: 0.04 }, { anomalyThreshold: 0.51 }, { notificationHour: 24 }, { notificationTimezone: 'Mars/Olympus' }, { criticalOnly: 'yes' }, { unknown: 1 }]) {
      const answer = await user.call('PATCH', '/analytics/monitoring-preferences', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
    const ok = await user.call('PATCH', '/analytics/monitoring-preferences', { anomalyThreshold: 0.27, notificationHour: 18, notificationTimezone: 'Asia/Tokyo', criticalOnly: true });
    expect(ok.body).toMatchObject({ success: true, monitoringPreferences: { anomalyThreshold: 0.27, notificationHour: 18, notificationTimezone: 'Asia/Tokyo', criticalOnly: true, dailyMonitoringEnabled: true } });
    expect((await AnalyticsSettings.query().findById(await userIdOf(user)))!.slot).toBe('1800-Asia/Tokyo');
    await user.call('PATCH', '/analytics/monitoring-preferences', { dailyMonitoringEnabled: false });
    expect((await AnalyticsSettings.query().findById(await userIdOf(user)))!.slot).toBeNull();
  });
});

describe('insights', () => {
  async function seedInsights(userId: string) {
    const base = { userId, title: 'Revenue dropped', description: 'Revenue was low.', confidence: 0.8, metric: 'revenuecat.revenue', details: {}, alertState: 'none' as const };
    const rows = [
      { ...base, insightKey: 'a', type: 'ANOMALY' as const, severity: 'CRITICAL' as const, change: -35.2, observedDate: '2026-11-17' },
      { ...base, insightKey: 'b', type: 'TREND' as const, severity: 'MEDIUM' as const, change: 12, metric: 'revenuecat.mrr' },
      { ...base, insightKey: 'c', type: 'RECOMMENDATION' as const, severity: 'HIGH' as const, change: null },
      { ...base, insightKey: 'old', type: 'ANOMALY' as const, severity: 'LOW' as const, change: 20, createdAt: new Date(Date.now() - 40 * 86_400_000) },
    ];
    return Promise.all(rows.map((row) => AnalyticsInsight.query().insert(row)));
  }

  it('lists with filters, counts by type and severity over days, resolves one way and deletes; another user gets 404', async () => {
    const owner = await signedInCaller(app, 'Owner');
    const other = await signedInCaller(app, 'Other');
    const [critical, trend] = await seedInsights(await userIdOf(owner));
    const list = await owner.call('GET', '/analytics/insights?limit=20');
    expect(list.body.insights).toHaveLength(4);
    expect(list.body.insights[0]).toMatchObject({ type: expect.any(String), isResolved: false, confidence: 0.8 });
    expect((await owner.call('GET', '/analytics/insights?type=ANOMALY&days=30')).body.insights.map((i: { id: string }) => i.id)).toEqual([critical!.id]);
    expect((await owner.call('GET', '/analytics/insights?severity=MEDIUM')).body.insights).toHaveLength(1);
    expect((await owner.call('GET', '/analytics/insights?limit=0')).status).toBe(400);
    expect((await owner.call('GET', '/analytics/insights?type=PANIC')).status).toBe(400);

    const stats = await owner.call('GET', '/analytics/insights/stats?days=30');
    expect(stats.body).toMatchObject({ days: 30, total: 3, critical: 1, byType: { ANOMALY: 1, TREND: 1, RECOMMENDATION: 1 }, bySeverity: { CRITICAL: 1, HIGH: 1, MEDIUM: 1, LOW: 0 } });

    expect((await other.call('PATCH', `/analytics/insights/${critical!.id}/resolve`)).status).toBe(404);
    expect((await other.call('DELETE', `/analytics/insights/${trend!.id}`)).status).toBe(404);
    expect((await other.call('GET', '/analytics/insights')).body.insights).toEqual([]);

    const resolved = await owner.call('PATCH', `/analytics/insights/${critical!.id}/resolve`);
    expect(resolved.body).toMatchObject({ success: true, insight: { id: critical!.id, isResolved: true } });
    expect((await owner.call('PATCH', `/analytics/insights/${critical!.id}/resolve`)).body.insight.isResolved).toBe(true);
    expect((await owner.call('GET', '/analytics/insights/stats')).body.critical).toBe(0);
    expect((await owner.call('GET', '/analytics/insights?resolved=false')).body.insights).toHaveLength(3);

    expect((await owner.call('DELETE', `/analytics/insights/${trend!.id}`)).body).toEqual({ success: true });
    expect((await owner.call('DELETE', `/analytics/insights/${trend!.id}`)).status).toBe(404);
  });
});

describe('health, contexts and a check without keys', () => {
  it('says what is not configured, lists the questions asked, and refuses a check without keys', async () => {
    const user = await signedInCaller(app, 'Analyst');
    const health = await user.call('GET', '/analytics/health');
    expect(health.body).toMatchObject({ status: 'not_configured', monitoring: { enabled: false, nextRunAt: null, lastRun: null }, bot: { connected: false } });
    const check = await user.call('POST', '/analytics/anomalies', {});
    expect(check).toMatchObject({ status: 400, body: { message: ANALYTICS_MESSAGES.atLeastOne } });

    const userId = await userIdOf(user);
    await AnalyticsQuery.query().insert({ userId, question: 'почему упала выручка?', language: 'ru', channel: 'bot', status: 'completed', response: { answer: 'Нет данных.' } });
    await AnalyticsQuery.query().insert({ userId, question: 'why?', language: 'en', channel: 'console', status: 'running' });
    const contexts = await user.call('GET', '/analytics/contexts?limit=10');
    expect(contexts.body.contexts).toHaveLength(2);
    expect((await user.call('GET', '/analytics/contexts?language=ru')).body.contexts).toEqual([expect.objectContaining({ query: 'почему упала выручка?', answer: 'Нет данных.', channel: 'bot' })]);
    expect((await user.call('GET', '/analytics/contexts?channel=fax')).status).toBe(400);

    await user.call('POST', '/analytics/credentials', { revenuecatApiKey: 'sk_health' });
    const configured = await user.call('GET', '/analytics/health');
    expect(configured.body).toMatchObject({ status: 'ok', monitoring: { enabled: true } });
    expect(Date.parse(configured.body.monitoring.nextRunAt)).toBeGreaterThan(Date.now());
    expect((await user.call('GET', '/analytics/runs/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await user.call('GET', '/analytics/metrics')).body).toEqual({ metrics: [] });
  });

  it('every analytics route needs a signed-in user', async () => {
    for (const [method, path] of [['GET', '/analytics/credentials'], ['GET', '/analytics/insights'], ['POST', '/analytics/anomalies'], ['GET', '/analytics/health']] as const) {
      expect((await fetch(`${app.baseUrl}/api${path}`, { method })).status).toBe(401);
    }
  });
});
