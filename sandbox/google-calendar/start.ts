import Router from '@koa/router';
import { CALENDAR_SCOPES, calendarCallbackUrl, SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import { serveFakes } from '../serve.ts';
import { answerCalendarConsent } from './consent-driver.ts';
import { createCalendarFake } from './routes.ts';
import type { SandboxCalendarStore } from './store.ts';

export interface RunningSandboxGoogleCalendar {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** The googleapis rootUrl of the fake Calendar API (origin + '/'). */
  apiRootUrl: string;
  /** OAuth2Client endpoints: oauth2AuthBaseUrl, oauth2TokenUrl, oauth2RevokeUrl. */
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The calendars and events, with the test hooks (events, revokeAccount, failNext). */
  store: SandboxCalendarStore;
  /**
   * Consent given as this demo account to an offline request with the calendar scopes, as the
   * product asks: a code for tokenUrl, redeemed with `redirectUri` (the callback on publicUrl).
   */
  grantFor(email: string): Promise<{ code: string; redirectUri: string }>;
  close: () => Promise<void>;
}

/**
 * The sandbox's fake Google Calendar (the routes the web process serves with SANDBOX=1) on a
 * free port of its own: for tests that need a real upstream without a web process in sandbox,
 * and for the benchmark, whose web process runs without the sandbox. `publicUrl` is the
 * product's (its callback is the one redirect URI taken); it defaults to the fake's own origin.
 */
export async function startSandboxGoogleCalendar(options: { publicUrl?: string; clientId: string; clientSecret: string; delayMs?: number }): Promise<RunningSandboxGoogleCalendar> {
  // The routes need the public URL, which defaults to the port only known once listening: they join the served router then.
  const mount = new Router();
  const served = await serveFakes([mount]);
  const publicUrl = options.publicUrl ?? served.origin;
  const fake = createCalendarFake({ publicUrl, clientId: options.clientId, clientSecret: options.clientSecret, delayMs: options.delayMs ?? 0 });
  mount.use(fake.router.routes());
  const authUrl = `${served.origin}${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/auth`;
  const redirectUri = calendarCallbackUrl(publicUrl);

  return {
    origin: served.origin,
    apiRootUrl: `${served.origin}/`,
    authUrl,
    tokenUrl: `${served.origin}${SANDBOX_GOOGLE_CALENDAR_PATH}/token`,
    revokeUrl: `${served.origin}${SANDBOX_GOOGLE_CALENDAR_PATH}/revoke`,
    store: fake.store,
    async grantFor(email) {
      const request = new URL(authUrl);
      const query = { client_id: options.clientId, redirect_uri: redirectUri, response_type: 'code', scope: CALENDAR_SCOPES.join(' '), access_type: 'offline', prompt: 'consent', state: `grant-${email}` };
      for (const [key, value] of Object.entries(query)) request.searchParams.set(key, value);
      const back = await answerCalendarConsent(request.toString(), { account: email });
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`consent for ${email} answered ${back.toString()}`);
      return { code, redirectUri };
    },
    close: served.close,
  };
}
