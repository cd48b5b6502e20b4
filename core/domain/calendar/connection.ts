import type { Auth, calendar_v3 } from 'googleapis';
import type { CalendarItem, CalendarStatusBody } from '../../../contracts/calendar.ts';
import { CalendarConnection } from '../../../db/index.ts';
import { createCalendarApi, createCalendarOAuthClient } from '../../clients/google-calendar/client.ts';
import { CALENDAR_SCOPES } from '../../clients/google-calendar/endpoints.ts';
import { isGrantLost } from '../../clients/google-errors.ts';
import { AppError } from '../../errors.ts';
import { deleteUserSecrets, readUserSecret, storeUserSecret } from '../secrets/user-secrets.ts';
import { createOAuthState } from '../youtube/oauth-state.ts';
import type { CalendarDeps } from './deps.ts';

export const CALENDAR_TOKEN_SECRET = 'calendar.oauthTokens';
const STATE_AUDIENCE = 'calendar-oauth';

/** The connect step's refusals the console explains (contracts/calendar.ts CALENDAR_CALLBACK_ERRORS). */
export const SCOPE_MISSING = 'scope_missing';

/**
 * GET /api/calendar/connect: Google's consent page for the platform's client, offline access,
 * and the nonce the asking browser must keep (youtube/oauth-state.ts) for the callback to count.
 */
export async function calendarAuthUrl(deps: CalendarDeps, userId: string): Promise<{ authUrl: string; nonce: string }> {
  const client = createCalendarOAuthClient(deps.endpoints);
  const { state, nonce } = await createOAuthState(deps.stateSecret, STATE_AUDIENCE).issue(userId);
  // prompt=consent: Google sends a refresh token only when consent is given again.
  return { authUrl: client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', include_granted_scopes: false, scope: [...CALENDAR_SCOPES], state }), nonce };
}

/**
 * The callback: the state names the user and must come back to the browser that asked for it
 * (its nonce); the code becomes tokens (stored encrypted), and the primary calendar is selected
 * until the user picks another. Every scope must have been granted (Google lets a person untick them).
 */
export async function completeCalendarAuthorization(deps: CalendarDeps, code: string, state: string, nonce: string | null): Promise<string> {
  const userId = await createOAuthState(deps.stateSecret, STATE_AUDIENCE).verify(state, nonce);
  const client = createCalendarOAuthClient(deps.endpoints);
  const { tokens } = await client.getToken(code);
  const granted = new Set((tokens.scope ?? '').split(' '));
  if (!tokens.access_token || CALENDAR_SCOPES.some((scope) => !granted.has(scope))) throw new AppError('bad_request', SCOPE_MISSING);
  client.setCredentials(tokens);
  const { data } = await createCalendarApi(client, deps.endpoints.apiRootUrl).calendarList.list({ minAccessRole: 'writer' });
  const primary = data.items?.find((c) => c.primary);
  if (!primary?.id) throw new AppError('bad_request', 'authorization_failed');
  await storeUserSecret(deps.secrets, userId, CALENDAR_TOKEN_SECRET, JSON.stringify(tokens));
  const row = { userId, account: primary.id, calendarId: primary.id, timeZone: primary.timeZone ?? 'UTC', state: 'connected' as const, connectedAt: new Date(), updatedAt: new Date() };
  await CalendarConnection.query().insert(row).onConflict('user_id').merge();
  return userId;
}

export interface ConnectedCalendar {
  api: calendar_v3.Calendar;
  connection: CalendarConnection;
}

/**
 * A Calendar API client for the user, or null when they have not connected (or Google revoked
 * the grant). Tokens refresh by themselves; the new ones are stored.
 */
export async function calendarFor(deps: CalendarDeps, userId: string): Promise<ConnectedCalendar | null> {
  const connection = await CalendarConnection.query().findById(userId);
  if (!connection || connection.state !== 'connected') return null;
  const stored = await readUserSecret(deps.secrets, userId, CALENDAR_TOKEN_SECRET);
  if (!stored) return null;
  const saved = JSON.parse(stored) as Auth.Credentials;
  const client = createCalendarOAuthClient(deps.endpoints);
  client.setCredentials(saved);
  client.on('tokens', (fresh) => {
    // A refresh answers no refresh_token: keep the one we have. A failed write costs only another refresh.
    storeUserSecret(deps.secrets, userId, CALENDAR_TOKEN_SECRET, JSON.stringify({ ...saved, ...fresh, refresh_token: fresh.refresh_token ?? saved.refresh_token })).catch(
      (err: unknown) => deps.log.error({ err, userId }, 'could not store the refreshed calendar token'),
    );
  });
  return { api: createCalendarApi(client, deps.endpoints.apiRootUrl), connection };
}

/** Google refused the grant: the tokens go, the connection says so until the user connects again. */
export async function markCalendarRevoked(userId: string): Promise<void> {
  await deleteUserSecrets(userId, [CALENDAR_TOKEN_SECRET]);
  await CalendarConnection.query().findById(userId).patch({ state: 'revoked', updatedAt: new Date() });
}

/** Runs a call to the user's calendar; a lost grant is recorded and rethrown as 'calendar_revoked'. */
export async function withGrant<T>(userId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isGrantLost(err)) throw err;
    await markCalendarRevoked(userId);
    throw new AppError('conflict', 'calendar_revoked', { cause: err });
  }
}

/** GET /api/calendar/status. */
export async function calendarStatus(userId: string): Promise<CalendarStatusBody> {
  const connection = await CalendarConnection.query().findById(userId);
  if (!connection) return { connected: false, calendarId: null, account: null, timeZone: null, reconnectRequired: false };
  const connected = connection.state === 'connected';
  return {
    connected,
    calendarId: connected ? connection.calendarId : null,
    account: connection.account,
    timeZone: connected ? connection.timeZone : null,
    reconnectRequired: !connected,
  };
}

/** DELETE /api/calendar/disconnect: the grant is revoked at Google (best effort) and forgotten; events stay. */
export async function disconnectCalendar(deps: CalendarDeps, userId: string): Promise<void> {
  const stored = await readUserSecret(deps.secrets, userId, CALENDAR_TOKEN_SECRET);
  if (stored) {
    const tokens = JSON.parse(stored) as Auth.Credentials;
    const token = tokens.refresh_token ?? tokens.access_token;
    if (token) {
      await createCalendarOAuthClient(deps.endpoints)
        .revokeToken(token)
        .catch((err: unknown) => deps.log.warn({ err: err instanceof Error ? err.message : String(err), userId }, 'Google did not revoke the calendar grant'));
    }
  }
  await deleteUserSecrets(userId, [CALENDAR_TOKEN_SECRET]);
  await CalendarConnection.query().deleteById(userId);
}

const NOT_CONNECTED = 'Connect your Google Calendar first.';

async function connectedOrThrow(deps: CalendarDeps, userId: string): Promise<ConnectedCalendar> {
  const calendar = await calendarFor(deps, userId);
  if (!calendar) throw new AppError('bad_request', NOT_CONNECTED);
  return calendar;
}

async function writableCalendars(deps: CalendarDeps, userId: string): Promise<{ items: calendar_v3.Schema$CalendarListEntry[]; connection: CalendarConnection }> {
  const { api, connection } = await connectedOrThrow(deps, userId);
  try {
    const { data } = await withGrant(userId, () => api.calendarList.list({ minAccessRole: 'writer' }));
    return { items: data.items ?? [], connection };
  } catch (err) {
    if (err instanceof AppError && err.message === 'calendar_revoked') throw new AppError('bad_request', 'Google Calendar access was revoked. Please connect your calendar again.');
    throw new AppError('service_unavailable', 'Google Calendar did not answer. Please try again in a minute.', { cause: err });
  }
}

/** GET /api/calendar/list: the calendars the bot may write to (owner or writer). */
export async function listCalendars(deps: CalendarDeps, userId: string): Promise<CalendarItem[]> {
  const { items, connection } = await writableCalendars(deps, userId);
  return items
    .filter((c): c is calendar_v3.Schema$CalendarListEntry & { id: string } => typeof c.id === 'string')
    .map((c) => ({
      id: c.id,
      summary: c.summaryOverride ?? c.summary ?? c.id,
      primary: c.primary === true,
      selected: c.id === connection.calendarId,
      backgroundColor: c.backgroundColor ?? null,
      timeZone: c.timeZone ?? null,
    }));
}

/** POST /api/calendar/select: one of the user's writable calendars; its zone becomes the one events are read in. */
export async function selectCalendar(deps: CalendarDeps, userId: string, calendarId: string): Promise<void> {
  const { items } = await writableCalendars(deps, userId);
  const chosen = items.find((c) => c.id === calendarId);
  if (!chosen) throw new AppError('not_found', 'Calendar not found');
  await CalendarConnection.query().findById(userId).patch({ calendarId, timeZone: chosen.timeZone ?? 'UTC', updatedAt: new Date() });
}
