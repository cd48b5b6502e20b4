import type { Config } from '../../config.ts';
import { googleSignInEndpoints } from '../google-sign-in.ts';

/** Where the web process serves its fake of the calendar consent and token endpoints (sandbox/google-calendar/). */
export const SANDBOX_GOOGLE_CALENDAR_PATH = '/sandbox/google-calendar';
/**
 * The fake Calendar API answers at Google's own paths (/calendar/v3/...) on the web process's
 * root: googleapis keeps only the origin of a rootUrl.
 */
export const SANDBOX_CALENDAR_API_PREFIX = '/calendar/v3';

/**
 * The narrowest scopes that list the user's calendars and write events (Google's granular
 * Calendar scopes): calendarlist.readonly for the picker, calendar.events to insert, move and
 * delete the events the bot writes and to read the busy times it checks for overlaps.
 */
export const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
] as const;

/** Where Google sends the browser back after consent, on the product's own host. */
export const calendarCallbackUrl = (publicUrl: string) => new URL('/api/calendar/callback', publicUrl).toString();

const GOOGLE = {
  oauthBaseUrl: 'https://accounts.google.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiRootUrl: 'https://www.googleapis.com/',
};

export interface CalendarEndpoints {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The googleapis rootUrl of the Calendar API (origin only, ending in '/'). */
  apiRootUrl: string;
}

type EndpointConfig = Pick<
  Config,
  'SANDBOX' | 'PORT' | 'PUBLIC_URL' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_OAUTH_BASE_URL' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_USERINFO_URL' | 'GOOGLE_CALENDAR_API_URL'
>;

/**
 * The platform's own Google client (the sign-in one) asks for calendar access. Sandbox points
 * the consent page (opened by the browser, on PUBLIC_URL), the token and revoke endpoints and
 * the API (the server's own calls, on loopback) at the local fakes, unless the operator aimed a
 * URL somewhere other than Google.
 */
export function calendarEndpoints(cfg: EndpointConfig): CalendarEndpoints {
  const loopback = `http://127.0.0.1:${cfg.PORT}`;
  const client = googleSignInEndpoints(cfg as Config);
  const redirectUri = calendarCallbackUrl(cfg.PUBLIC_URL);
  const oauthIsGoogle = cfg.GOOGLE_OAUTH_BASE_URL === GOOGLE.oauthBaseUrl && cfg.GOOGLE_TOKEN_URL === GOOGLE.tokenUrl;
  const oauth =
    cfg.SANDBOX && oauthIsGoogle
      ? {
          authUrl: `${cfg.PUBLIC_URL.replace(/\/$/, '')}${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/auth`,
          tokenUrl: `${loopback}${SANDBOX_GOOGLE_CALENDAR_PATH}/token`,
          revokeUrl: `${loopback}${SANDBOX_GOOGLE_CALENDAR_PATH}/revoke`,
        }
      : {
          authUrl: `${cfg.GOOGLE_OAUTH_BASE_URL}/o/oauth2/v2/auth`,
          tokenUrl: cfg.GOOGLE_TOKEN_URL,
          // Google's is https://oauth2.googleapis.com/revoke, beside the token endpoint.
          revokeUrl: cfg.GOOGLE_TOKEN_URL.replace(/\/token$/, '/revoke'),
        };
  const apiRootUrl = cfg.SANDBOX && cfg.GOOGLE_CALENDAR_API_URL === GOOGLE.apiRootUrl ? `${loopback}/` : cfg.GOOGLE_CALENDAR_API_URL;
  return { clientId: client.clientID, clientSecret: client.clientSecret, redirectUri, ...oauth, apiRootUrl };
}
