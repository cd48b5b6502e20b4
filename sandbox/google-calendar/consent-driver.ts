import { SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';

export interface ConsentChoice {
  /** The demo Google account to allow as (one of sandboxDemoUsers' emails). */
  account: string;
  decision?: 'allow' | 'deny';
  /**
   * Where the fake is reached when that is not the auth URL's own origin: a test's web
   * process on its baseUrl, while the URL the product built is on PUBLIC_URL.
   */
  origin?: string;
}

/**
 * Consent without a browser, for tests and the benchmark: opens the consent page of an auth
 * URL (googleapis' generateAuthUrl, or the product's /api/calendar/connect answer), picks the
 * account and presses Allow (or Deny). Answers where Google sends the browser back: the
 * product's callback with code, state and scope, or with error=access_denied.
 */
export async function answerCalendarConsent(authUrl: string, choice: ConsentChoice): Promise<URL> {
  const url = new URL(authUrl);
  const origin = (choice.origin ?? url.origin).replace(/\/$/, '');
  const opened = await fetch(`${origin}${url.pathname}${url.search}`);
  const html = await opened.text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1];
  if (!consent) throw new Error(`no consent page (${opened.status}): ${html.slice(0, 300)}`);
  const decision = choice.decision ?? 'allow';
  const form = new URLSearchParams({ consent, decision, ...(decision === 'allow' ? { account: choice.account } : {}) });
  const res = await fetch(`${origin}${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/consent`, { method: 'POST', redirect: 'manual', body: form });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`the consent answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return new URL(location);
}
