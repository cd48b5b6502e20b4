import { google, type Auth, type calendar_v3 } from 'googleapis';
import type { CalendarEndpoints } from './endpoints.ts';

/** The platform's OAuth2 client asking for calendar access (the sign-in client, other scopes). */
export function createCalendarOAuthClient(endpoints: CalendarEndpoints): Auth.OAuth2Client {
  return new google.auth.OAuth2({
    clientId: endpoints.clientId,
    clientSecret: endpoints.clientSecret,
    redirectUri: endpoints.redirectUri,
    endpoints: { oauth2AuthBaseUrl: endpoints.authUrl, oauth2TokenUrl: endpoints.tokenUrl, oauth2RevokeUrl: endpoints.revokeUrl },
  });
}

/** The Calendar API v3 through googleapis, authorised by the user's grant. */
export function createCalendarApi(auth: Auth.OAuth2Client, rootUrl: string): calendar_v3.Calendar {
  return google.calendar({ version: 'v3', auth, rootUrl, retry: false });
}
