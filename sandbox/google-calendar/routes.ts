import Router from '@koa/router';
import { calendarCallbackUrl, calendarEndpoints, SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import type { Config } from '../../core/config.ts';
import { createSandboxGrants, type SandboxGrants } from '../google-oauth/grants.ts';
import { sandboxCalendarApiRoutes } from './calendar-api.ts';
import { registerCalendarPage } from './calendar-page.ts';
import { registerConsentRoutes } from './consent.ts';
import { createSandboxCalendarStore, type SandboxCalendarStore } from './store.ts';
import { registerTokenRoutes } from './token-endpoint.ts';

export interface CalendarFakeSettings {
  /** The product's PUBLIC_URL: its callback is the only redirect URI, event links point there. */
  publicUrl: string;
  /** The platform's Google client, the only one the consent and token endpoints take. */
  clientId: string;
  clientSecret: string;
  delayMs: number;
}

export interface CalendarFake {
  router: Router;
  grants: SandboxGrants;
  store: SandboxCalendarStore;
}

/** The fake's three parts over one memory: OAuth and the calendar page under /sandbox/google-calendar, the API at /calendar/v3. */
export function createCalendarFake(settings: CalendarFakeSettings): CalendarFake {
  const grants = createSandboxGrants();
  const store = createSandboxCalendarStore(grants);
  const oauth = new Router({ prefix: SANDBOX_GOOGLE_CALENDAR_PATH });
  registerConsentRoutes(oauth, grants, { clientId: settings.clientId, redirectUri: calendarCallbackUrl(settings.publicUrl) });
  registerTokenRoutes(oauth, grants, settings);
  registerCalendarPage(oauth, store);
  const router = new Router();
  router.use(oauth.routes(), sandboxCalendarApiRoutes(store, grants, settings).routes());
  return { router, grants, store };
}

/**
 * Sandbox's Google Calendar, mounted by the web process: Google's consent for the platform's
 * own client, its token and revoke endpoints, the Calendar API v3 over the demo accounts'
 * calendars, and a page showing each account's events (core/clients/google-calendar/endpoints.ts
 * points the product here).
 */
export function sandboxGoogleCalendarRoutes(cfg: Config, options: { delayMs?: number } = {}): Router {
  const client = calendarEndpoints(cfg);
  return createCalendarFake({ publicUrl: cfg.PUBLIC_URL, clientId: client.clientId, clientSecret: client.clientSecret, delayMs: options.delayMs ?? 0 }).router;
}
