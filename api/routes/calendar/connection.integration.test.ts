import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarConnection, UserSecret } from '../../../db/index.ts';
import { CALENDAR_TOKEN_SECRET } from '../../../core/domain/calendar/connection.ts';
import { answerCalendarConsent } from '../../../sandbox/google-calendar/consent-driver.ts';
import { startSandboxGoogleCalendar, type RunningSandboxGoogleCalendar } from '../../../sandbox/google-calendar/start.ts';
import { oauthBrowser } from '../../testing/oauth-browser.ts';
import { giveActiveSubscription, newSubscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Connecting Google Calendar is bound to the browser that asked: the consent URL's state names
 * the user, and only the browser holding the nonce cookie set with it may bring it back. Google
 * is the sandbox's fake on a port of its own, reached by the real googleapis client.
 */
const CLIENT = { clientId: 'calendar-connect-test.apps.googleusercontent.com', clientSecret: 'calendar-connect-secret' };
let google: RunningSandboxGoogleCalendar;
let app: TestApp;

beforeAll(async () => {
  google = await startSandboxGoogleCalendar({ ...CLIENT, publicUrl: process.env.PUBLIC_URL! });
  app = await startTestApp({
    SANDBOX: '0',
    SUBSCRIPTION_CACHE_SECONDS: '0',
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_BASE_URL: `${google.origin}/sandbox/google-calendar`,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_URL: google.apiRootUrl,
  });
});
afterAll(async () => {
  await app?.close();
  await google?.close();
});

async function subscriber() {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  return user;
}

const stored = async (userId: string) => ({
  secret: await UserSecret.query().findById([userId, CALENDAR_TOKEN_SECRET]),
  connection: await CalendarConnection.query().findById(userId),
});

describe('GET /api/calendar/connect and the callback', () => {
  it('sets the nonce cookie for the callback only: httpOnly, SameSite=Lax, 10 minutes', async () => {
    const user = await subscriber();
    const res = await fetch(`${app.baseUrl}/api/calendar/connect`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('calendar_oauth='))!;
    expect(cookie).toMatch(/^calendar_oauth=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; path=\/api\/calendar\/callback(;|$)/);
    // Ten minutes from the answer (Koa writes Expires; a second apart at most on a slow run).
    const lifetime = Date.parse(/; expires=([^;]+)/.exec(cookie)![1]!) - Date.parse(res.headers.get('date')!);
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
    expect(cookie).toMatch(/; samesite=lax(;|$)/);
    expect(cookie).toMatch(/; httponly(;|$)/);
  });

  it('the browser that asked comes back with its cookie: connected, and the cookie is dropped', async () => {
    const user = await subscriber();
    const browser = oauthBrowser(app);
    const back = await answerCalendarConsent((await browser.consentUrl(user, '/api/calendar/connect')).toString(), { account: 'anna@sandbox.test' });
    const res = await browser.callback(`${back.pathname}${back.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/telegram-calendar\?calendar=connected$/);
    expect(res.headers.getSetCookie().find((line) => line.startsWith('calendar_oauth='))).toMatch(/^calendar_oauth=;.*expires=Thu, 01 Jan 1970/);
    expect(browser.jar.get('calendar_oauth')).toBeUndefined();
    const { secret, connection } = await stored(user.userId);
    expect(secret).toBeDefined();
    expect(connection).toMatchObject({ account: 'anna@sandbox.test', state: 'connected' });
  });

  it("a link made by someone else, opened without the asker's cookie or with another browser's, stores nothing and shows the error", async () => {
    // The attacker asks for a consent URL (their state) and sends the link to the victim.
    const attacker = await subscriber();
    const asker = oauthBrowser(app);
    const authUrl = (await asker.consentUrl(attacker, '/api/calendar/connect')).toString();
    // The victim's browser holds a nonce of its own: it once began connecting its own calendar.
    const victim = await subscriber();
    const victimBrowser = oauthBrowser(app);
    await victimBrowser.consentUrl(victim, '/api/calendar/connect');
    for (const browser of [oauthBrowser(app), victimBrowser]) {
      const back = await answerCalendarConsent(authUrl, { account: 'mikhail@sandbox.test' });
      const res = await browser.callback(`${back.pathname}${back.search}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/\/telegram-calendar\?calendarError=authorization_failed$/);
    }
    expect(await stored(attacker.userId)).toEqual({ secret: undefined, connection: undefined });
    expect(await stored(victim.userId)).toEqual({ secret: undefined, connection: undefined });
  });
});
