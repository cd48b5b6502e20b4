import { google } from 'googleapis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { CALENDAR_SCOPES, calendarEndpoints } from '../../core/clients/google-calendar/endpoints.ts';
import { answerCalendarConsent } from './consent-driver.ts';

/** The fake as the web process mounts it with SANDBOX=1, reached through the product's own endpoint config. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1', SANDBOX_CALENDAR_DELAY_MS: '200' });
});
afterAll(() => app?.close());

describe('sandbox Google Calendar in the web process', () => {
  it('connects the platform client through consent on PUBLIC_URL and calls the API on loopback, after the configured delay', async () => {
    const ends = calendarEndpoints(app.deps.config);
    const auth = new google.auth.OAuth2({
      clientId: ends.clientId,
      clientSecret: ends.clientSecret,
      redirectUri: ends.redirectUri,
      endpoints: { oauth2AuthBaseUrl: ends.authUrl, oauth2TokenUrl: ends.tokenUrl, oauth2RevokeUrl: ends.revokeUrl },
    });
    const authUrl = auth.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [...CALENDAR_SCOPES], state: 'web' });
    expect(authUrl.startsWith(`${app.deps.config.PUBLIC_URL.replace(/\/$/, '')}/sandbox/google-calendar/`)).toBe(true);
    // The browser would open PUBLIC_URL; the test reaches the same app on its own port.
    const back = await answerCalendarConsent(authUrl, { account: 'anna@sandbox.test', origin: app.baseUrl });
    expect(back.toString().startsWith(ends.redirectUri)).toBe(true);
    const { tokens } = await auth.getToken(back.searchParams.get('code')!);
    auth.setCredentials(tokens);
    const calendar = google.calendar({ version: 'v3', auth, rootUrl: ends.apiRootUrl });
    const started = performance.now();
    const { data } = await calendar.calendarList.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(data.items?.map((c) => c.summary)).toEqual(['anna@sandbox.test', 'Work', 'Family']);
    const page = await fetch(`${app.baseUrl}/sandbox/google-calendar/calendar?account=anna@sandbox.test`);
    expect(page.status).toBe(200);
    expect(await auth.revokeToken(tokens.refresh_token!)).toMatchObject({ status: 200 });
  });
});
