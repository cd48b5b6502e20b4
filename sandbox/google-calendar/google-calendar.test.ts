import { google, type Auth, type calendar_v3 } from 'googleapis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALENDAR_SCOPES, calendarCallbackUrl } from '../../core/clients/google-calendar/endpoints.ts';
import { answerCalendarConsent } from './consent-driver.ts';
import { instancesIn } from './instances.ts';
import { startSandboxGoogleCalendar, type RunningSandboxGoogleCalendar } from './start.ts';

/** The sandbox's Google Calendar on its own port, driven by the googleapis client the product uses. */
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = calendarCallbackUrl(PUBLIC_URL);
const PLATFORM = { clientId: 'platform.apps.googleusercontent.com', clientSecret: 'GOCSPX-platform' };
const ANNA = 'anna@sandbox.test';
const MIKHAIL = 'mikhail@sandbox.test';

let fake: RunningSandboxGoogleCalendar;

beforeAll(async () => {
  fake = await startSandboxGoogleCalendar({ publicUrl: PUBLIC_URL, ...PLATFORM });
});
afterAll(() => fake?.close());
afterEach(() => vi.useRealTimers());

const oauthClient = (client = PLATFORM): Auth.OAuth2Client =>
  new google.auth.OAuth2({
    ...client,
    redirectUri: CALLBACK,
    endpoints: { oauth2AuthBaseUrl: fake.authUrl, oauth2TokenUrl: fake.tokenUrl, oauth2RevokeUrl: fake.revokeUrl },
  });
const authUrlOf = (client: Auth.OAuth2Client, state = 'state-1') => client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [...CALENDAR_SCOPES], state });

/** Consent as `account`, the code exchanged: a Calendar client holding fresh tokens. */
async function connect(account: string) {
  const auth = oauthClient();
  const back = await answerCalendarConsent(authUrlOf(auth), { account });
  const { tokens } = await auth.getToken(back.searchParams.get('code')!);
  auth.setCredentials(tokens);
  return { auth, tokens, calendar: google.calendar({ version: 'v3', auth, rootUrl: fake.apiRootUrl }) };
}

/** googleapis rejects with Google's error body in `response.data`. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    const e = err as { status?: number; response?: { data?: unknown } };
    return { status: e.status, body: e.response?.data };
  }
  throw new Error('the call succeeded');
}

const at = (dateTime: string, timeZone?: string): calendar_v3.Schema$EventDateTime => ({ dateTime, ...(timeZone ? { timeZone } : {}) });

describe('sandbox Google consent for the platform client', () => {
  it('shows an English page with the demo accounts, each with a labelled Allow, and a Deny', async () => {
    const res = await fetch(authUrlOf(oauthClient()));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Anna Petrova');
    expect(html).toContain(ANNA);
    expect(html).toContain('aria-label="Allow for Anna Petrova (anna@sandbox.test)">Allow</button>');
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(html).toContain('View and edit events on all your calendars');
  });

  it('refuses another client, another redirect URI and missing scopes', async () => {
    const other = await fetch(authUrlOf(oauthClient({ clientId: 'someone-else', clientSecret: 'x' })));
    expect(other.status).toBe(401);
    expect(await other.text()).toContain('invalid_client');
    const wrongRedirect = new URL(authUrlOf(oauthClient()));
    wrongRedirect.searchParams.set('redirect_uri', 'http://evil.test/cb');
    const mismatch = await fetch(wrongRedirect);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('redirect_uri_mismatch');
    const narrow = oauthClient().generateAuthUrl({ access_type: 'offline', scope: [CALENDAR_SCOPES[1]], state: 's' });
    const back = await fetch(narrow, { redirect: 'manual' });
    expect(new URL(back.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('sends the browser back with code, state and scope on Allow, with access_denied on Deny', async () => {
    const allowed = await answerCalendarConsent(authUrlOf(oauthClient(), 'st-allow'), { account: ANNA });
    expect(`${allowed.origin}${allowed.pathname}`).toBe(CALLBACK);
    expect(allowed.searchParams.get('state')).toBe('st-allow');
    expect(allowed.searchParams.get('code')).toBeTruthy();
    expect(allowed.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining([...CALENDAR_SCOPES]));
    const denied = await answerCalendarConsent(authUrlOf(oauthClient(), 'st-deny'), { account: ANNA, decision: 'deny' });
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', state: 'st-deny' });
  });

  it('lets a consent page expire after 10 minutes, and allows only a listed account', async () => {
    const url = authUrlOf(oauthClient());
    const html = await (await fetch(url)).text();
    const consent = /name="consent" value="([^"]+)"/.exec(html)![1]!;
    const answer = (account: string) => fetch(`${fake.origin}/sandbox/google-calendar/o/oauth2/v2/consent`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ consent, decision: 'allow', account }) });
    expect((await answer('stranger@example.com')).status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const late = await answer(ANNA);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired');
  });

  it('redeems a code once, for the platform client only, with Google error bodies', async () => {
    const { code, redirectUri } = await fake.grantFor(ANNA);
    const post = (form: Record<string, string>) => fetch(fake.tokenUrl, { method: 'POST', body: new URLSearchParams(form) });
    const wrongSecret = await post({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: PLATFORM.clientId, client_secret: 'nope' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const auth = oauthClient();
    const { tokens } = await auth.getToken(code);
    expect(tokens).toMatchObject({ access_token: expect.stringMatching(/^ya29\./), refresh_token: expect.any(String), token_type: 'Bearer' });
    const again = await failure(auth.getToken(code));
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String) } });
  });
});

describe('sandbox Google Calendar API through googleapis', () => {
  it('lists the three calendars of the account that consented', async () => {
    const { calendar } = await connect(ANNA);
    const { data } = await calendar.calendarList.list();
    expect(data.kind).toBe('calendar#calendarList');
    expect(data.items).toHaveLength(3);
    const [primary, work, family] = data.items!;
    expect(primary).toMatchObject({ id: ANNA, summary: ANNA, primary: true, timeZone: 'Europe/Moscow', backgroundColor: '#9fe1e7', accessRole: 'owner' });
    expect(work).toMatchObject({ summary: 'Work', timeZone: 'Europe/Moscow', id: expect.stringMatching(/@group\.calendar\.google\.com$/) });
    expect(family).toMatchObject({ summary: 'Family', id: expect.stringMatching(/@group\.calendar\.google\.com$/) });
    expect((await calendar.calendarList.list({ minAccessRole: 'writer' })).data.items).toHaveLength(3);
    expect(await failure(calendar.calendarList.list({ minAccessRole: 'boss' }))).toMatchObject({ status: 400 });
    const mikhail = await connect(MIKHAIL);
    expect((await mikhail.calendar.calendarList.list()).data.items?.[0]?.id).toBe(MIKHAIL);
  });

  it('inserts an event with a client id, refuses the same id again (409) and bad ids and times (400)', async () => {
    const { calendar } = await connect(ANNA);
    const requestBody = { id: 'tg000123abcv', summary: 'Dentist', description: 'From Telegram', location: 'Clinic', start: at('2026-12-01T17:00:00+03:00'), end: at('2026-12-01T18:00:00+03:00') };
    const { data } = await calendar.events.insert({ calendarId: 'primary', requestBody });
    expect(data).toMatchObject({
      id: 'tg000123abcv',
      status: 'confirmed',
      htmlLink: `${PUBLIC_URL}/sandbox/google-calendar/calendar?account=${ANNA}#event-tg000123abcv`,
      summary: 'Dentist',
      description: 'From Telegram',
      location: 'Clinic',
      start: { dateTime: '2026-12-01T17:00:00+03:00' },
      end: { dateTime: '2026-12-01T18:00:00+03:00' },
    });
    expect(Date.parse(data.created!)).toBeGreaterThan(0);
    expect(data.updated).toBe(data.created);

    const duplicate = await failure(calendar.events.insert({ calendarId: ANNA, requestBody }));
    expect(duplicate).toEqual({ status: 409, body: { error: { code: 409, message: 'The requested identifier already exists.', errors: [expect.objectContaining({ reason: 'duplicate' })] } } });
    expect(await failure(calendar.events.insert({ calendarId: ANNA, requestBody: { ...requestBody, id: 'UPPER-case' } }))).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'invalid' }] } } });
    const backwards = await failure(calendar.events.insert({ calendarId: ANNA, requestBody: { summary: 'x', start: at('2026-12-01T18:00:00+03:00'), end: at('2026-12-01T17:00:00+03:00') } }));
    expect(backwards).toMatchObject({ status: 400, body: { error: { code: 400, message: 'The specified time range is empty.', errors: [{ reason: 'timeRangeEmpty' }] } } });
    const noZone = await failure(calendar.events.insert({ calendarId: ANNA, requestBody: { summary: 'x', start: at('2026-12-01T17:00:00'), end: at('2026-12-01T18:00:00') } }));
    expect(noZone).toMatchObject({ status: 400, body: { error: { message: 'Missing time zone definition for start time.' } } });
    expect(await failure(calendar.events.insert({ calendarId: ANNA, requestBody: { summary: 'x', start: { date: '2026-12-01' }, end: at('2026-12-01T18:00:00+03:00') } }))).toMatchObject({ status: 400 });

    // A wall-clock time with a zone is taken, and written back with the offset of that zone.
    const zoned = await calendar.events.insert({ calendarId: ANNA, requestBody: { summary: 'Call', start: at('2026-12-02T09:00:00', 'Europe/Berlin'), end: at('2026-12-02T09:30:00', 'Europe/Berlin') } });
    expect(zoned.data.start).toEqual({ dateTime: '2026-12-02T09:00:00+01:00', timeZone: 'Europe/Berlin' });
    expect(zoned.data.id).toMatch(/^[a-v0-9]{26}$/);
    expect(fake.store.events(ANNA).map((e) => e.summary)).toEqual(['Dentist', 'Call']);
  });

  it('lists the events overlapping [timeMin, timeMax) of a calendar, ordered by start, searchable, and 404 for a calendar of someone else', async () => {
    const { calendar } = await connect(ANNA);
    const work = (await calendar.calendarList.list()).data.items![1]!.id!;
    const add = (summary: string, start: calendar_v3.Schema$EventDateTime, end: calendar_v3.Schema$EventDateTime) => calendar.events.insert({ calendarId: work, requestBody: { summary, start, end } });
    await add('Late', at('2026-12-10T12:00:00+03:00'), at('2026-12-10T13:00:00+03:00'));
    await add('Standup', at('2026-12-10T10:00:00+03:00'), at('2026-12-10T11:00:00+03:00'));
    await add('Offsite', { date: '2026-12-10' }, { date: '2026-12-11' });
    await add('Yesterday', at('2026-12-09T10:00:00+03:00'), at('2026-12-09T11:00:00+03:00'));
    const list = (more: calendar_v3.Params$Resource$Events$List = {}) =>
      calendar.events.list({ calendarId: work, timeMin: '2026-12-10T10:30:00+03:00', timeMax: '2026-12-10T12:00:00+03:00', singleEvents: true, orderBy: 'startTime', ...more });
    const { data } = await list();
    expect(data).toMatchObject({ kind: 'calendar#events', summary: 'Work', timeZone: 'Europe/Moscow' });
    expect(data.items!.map((e) => e.summary)).toEqual(['Offsite', 'Standup']);
    expect((await list({ q: 'stand' })).data.items!.map((e) => e.summary)).toEqual(['Standup']);
    expect((await list({ maxResults: 1 })).data.nextPageToken).toBeTruthy();
    expect(await failure(calendar.events.list({ calendarId: MIKHAIL }))).toMatchObject({ status: 404, body: { error: { code: 404, errors: [{ reason: 'notFound' }] } } });
  });

  it('patches an event, deletes it (204), and answers 410 to a second delete', async () => {
    const { calendar } = await connect(ANNA);
    const created = (await calendar.events.insert({ calendarId: 'primary', requestBody: { summary: 'Gym', location: 'Club', start: at('2026-12-03T19:00:00+03:00'), end: at('2026-12-03T20:00:00+03:00') } })).data;
    const patched = (await calendar.events.patch({ calendarId: 'primary', eventId: created.id!, requestBody: { summary: 'Gym with Oleg', end: at('2026-12-03T20:30:00+03:00') } })).data;
    expect(patched).toMatchObject({ id: created.id, summary: 'Gym with Oleg', location: 'Club', start: created.start, end: { dateTime: '2026-12-03T20:30:00+03:00' }, sequence: 1 });
    expect(patched.etag).not.toBe(created.etag);
    expect((await calendar.events.get({ calendarId: 'primary', eventId: created.id! })).data.summary).toBe('Gym with Oleg');
    expect(await failure(calendar.events.patch({ calendarId: 'primary', eventId: created.id!, requestBody: { end: at('2026-12-03T18:00:00+03:00') } }))).toMatchObject({ status: 400 });

    const deleted = await calendar.events.delete({ calendarId: 'primary', eventId: created.id! });
    expect(deleted.status).toBe(204);
    expect(await failure(calendar.events.delete({ calendarId: 'primary', eventId: created.id! }))).toEqual({
      status: 410,
      body: { error: { code: 410, message: 'Resource has been deleted', errors: [expect.objectContaining({ reason: 'deleted' })] } },
    });
    expect((await calendar.events.get({ calendarId: 'primary', eventId: created.id! })).data.status).toBe('cancelled');
    const window = { calendarId: 'primary', timeMin: '2026-12-03T00:00:00+03:00', timeMax: '2026-12-04T00:00:00+03:00' };
    expect((await calendar.events.list(window)).data.items!.map((e) => e.id)).not.toContain(created.id);
    expect(await failure(calendar.events.get({ calendarId: 'primary', eventId: 'nosuchevent' }))).toMatchObject({ status: 404 });
    expect(fake.store.events(ANNA, 'primary').map((e) => e.id)).not.toContain(created.id);
    expect(fake.store.events(ANNA, 'primary', { includeDeleted: true }).map((e) => e.id)).toContain(created.id);
    // Its id stays taken; a patch to 'confirmed' brings it back (what a writer retrying after a 409 does).
    expect(await failure(calendar.events.insert({ calendarId: 'primary', requestBody: { id: created.id!, summary: 'Gym', start: created.start, end: created.end } }))).toMatchObject({ status: 409 });
    expect((await calendar.events.patch({ calendarId: 'primary', eventId: created.id!, requestBody: { status: 'confirmed' } })).data.status).toBe('confirmed');
    expect((await calendar.events.list(window)).data.items!.map((e) => e.id)).toContain(created.id);
  });

  it('lists a recurring event as its occurrences with singleEvents, serves events.instances, and keeps a moved or cancelled occurrence as an exception', async () => {
    const { calendar } = await connect(ANNA);
    // Every Monday at 10:00 Berlin time, four times, across the spring change of the clocks (29 March 2027).
    const { data: series } = await calendar.events.insert({
      calendarId: 'primary',
      requestBody: { summary: 'Guild sync', start: at('2027-03-22T10:00:00', 'Europe/Berlin'), end: at('2027-03-22T10:30:00', 'Europe/Berlin'), recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4'] },
    });
    const window = { calendarId: 'primary', timeMin: '2027-03-20T00:00:00Z', timeMax: '2027-04-30T00:00:00Z' };
    const single = (await calendar.events.list({ ...window, singleEvents: true, orderBy: 'startTime' })).data.items!.filter((e) => e.recurringEventId === series.id);
    expect(single.map((e) => [e.id, e.start!.dateTime])).toEqual([
      [`${series.id}_20270322T090000Z`, '2027-03-22T10:00:00+01:00'],
      [`${series.id}_20270329T080000Z`, '2027-03-29T10:00:00+02:00'],
      [`${series.id}_20270405T080000Z`, '2027-04-05T10:00:00+02:00'],
      [`${series.id}_20270412T080000Z`, '2027-04-12T10:00:00+02:00'],
    ]);
    expect(single[1]).toMatchObject({ summary: 'Guild sync', originalStartTime: { dateTime: '2027-03-29T10:00:00+02:00', timeZone: 'Europe/Berlin' }, start: { timeZone: 'Europe/Berlin' } });
    expect(single[1]).not.toHaveProperty('recurrence');
    // Without singleEvents the series is one event.
    expect((await calendar.events.list(window)).data.items!.filter((e) => e.summary === 'Guild sync').map((e) => e.id)).toEqual([series.id]);

    // One occurrence found by its original start, moved to 15:00: served moved, by list and by get.
    const [second] = (await calendar.events.instances({ calendarId: 'primary', eventId: series.id!, originalStart: '2027-03-29T08:00:00Z' })).data.items!;
    expect(second!.id).toBe(`${series.id}_20270329T080000Z`);
    await calendar.events.patch({ calendarId: 'primary', eventId: second!.id!, requestBody: { start: at('2027-03-29T15:00:00', 'Europe/Berlin'), end: at('2027-03-29T15:30:00', 'Europe/Berlin') } });
    expect((await calendar.events.get({ calendarId: 'primary', eventId: second!.id! })).data).toMatchObject({ start: { dateTime: '2027-03-29T15:00:00+02:00' }, recurringEventId: series.id });
    // The third cancelled: gone from the lists, shown with showDeleted, 410 when deleted again.
    await calendar.events.delete({ calendarId: 'primary', eventId: `${series.id}_20270405T080000Z` });
    expect(await failure(calendar.events.delete({ calendarId: 'primary', eventId: `${series.id}_20270405T080000Z` }))).toMatchObject({ status: 410 });
    const instances = (await calendar.events.instances({ calendarId: 'primary', eventId: series.id! })).data.items!;
    expect(instances.map((e) => e.start!.dateTime)).toEqual(['2027-03-22T10:00:00+01:00', '2027-03-29T15:00:00+02:00', '2027-04-12T10:00:00+02:00']);
    expect((await calendar.events.instances({ calendarId: 'primary', eventId: series.id!, showDeleted: true })).data.items!.map((e) => e.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'confirmed']);
    // Only the moved occurrence is busy at 15:00; a patch back to 'confirmed' restores the cancelled one.
    const atThree = await calendar.events.list({ calendarId: 'primary', timeMin: '2027-03-29T13:00:00Z', timeMax: '2027-03-29T14:00:00Z', singleEvents: true });
    expect(atThree.data.items!.map((e) => e.id)).toEqual([second!.id]);
    await calendar.events.patch({ calendarId: 'primary', eventId: `${series.id}_20270405T080000Z`, requestBody: { status: 'confirmed' } });
    expect(instancesIn(fake.store, ANNA, 'primary', series.id!, { from: new Date('2027-03-01'), to: new Date('2027-05-01') })).toHaveLength(4);
    // No such occurrence (not a Monday, or the series' end passed): 404.
    expect(await failure(calendar.events.get({ calendarId: 'primary', eventId: `${series.id}_20270323T090000Z` }))).toMatchObject({ status: 404 });
    expect(await failure(calendar.events.patch({ calendarId: 'primary', eventId: `${series.id}_20270419T080000Z`, requestBody: { status: 'cancelled' } }))).toMatchObject({ status: 404 });
  });

  it('answers freeBusy with the busy times merged and clipped, per calendar', async () => {
    const { calendar } = await connect(MIKHAIL);
    const add = (start: string, end: string, transparency?: string) => calendar.events.insert({ calendarId: MIKHAIL, requestBody: { summary: 'busy', start: at(start), end: at(end), transparency } });
    await add('2026-12-05T09:00:00+03:00', '2026-12-05T10:00:00+03:00');
    await add('2026-12-05T09:30:00+03:00', '2026-12-05T11:00:00+03:00');
    await add('2026-12-05T13:00:00+03:00', '2026-12-05T14:00:00+03:00', 'transparent');
    await add('2026-12-05T17:00:00+03:00', '2026-12-05T19:00:00+03:00');
    const { data } = await calendar.freebusy.query({ requestBody: { timeMin: '2026-12-05T00:00:00+03:00', timeMax: '2026-12-05T18:00:00+03:00', items: [{ id: MIKHAIL }, { id: ANNA }] } });
    expect(data.calendars?.[MIKHAIL]).toEqual({
      busy: [
        { start: '2026-12-05T06:00:00Z', end: '2026-12-05T08:00:00Z' },
        { start: '2026-12-05T14:00:00Z', end: '2026-12-05T15:00:00Z' },
      ],
    });
    expect(data.calendars?.[ANNA]).toMatchObject({ busy: [], errors: [{ reason: 'notFound' }] });
  });
});

describe('sandbox Google Calendar tokens and faults', () => {
  const unauthenticated = {
    status: 401,
    body: { error: { code: 401, message: expect.stringMatching(/^Request had invalid authentication credentials/), errors: [expect.objectContaining({ reason: 'authError' })], status: 'UNAUTHENTICATED' } },
  };

  it('refuses an expired access token with 401, and googleapis refreshes it for the next call', async () => {
    const { auth, tokens, calendar } = await connect(ANNA);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const stale = await fetch(`${fake.apiRootUrl}calendar/v3/users/me/calendarList`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect({ status: stale.status, body: await stale.json() }).toEqual(unauthenticated);
    // The client sees its token expired and refreshes it before the call.
    expect((await calendar.calendarList.list()).data.items).toHaveLength(3);
    expect(auth.credentials.access_token).not.toBe(tokens.access_token);
    // An access token alone (no refresh token to fall back on) gets Google's 401 body.
    const bare = new google.auth.OAuth2();
    bare.setCredentials({ access_token: tokens.access_token! });
    expect(await failure(google.calendar({ version: 'v3', auth: bare, rootUrl: fake.apiRootUrl }).calendarList.list())).toEqual(unauthenticated);
  });

  it('revoke ends the grant: the access token is refused and the refresh token is invalid_grant', async () => {
    const { auth, tokens, calendar } = await connect(ANNA);
    expect((await auth.revokeToken(tokens.refresh_token!)).data).toEqual({});
    const lone = new google.auth.OAuth2();
    lone.setCredentials({ access_token: tokens.access_token! });
    expect(await failure(google.calendar({ version: 'v3', auth: lone, rootUrl: fake.apiRootUrl }).calendarList.list())).toEqual(unauthenticated);
    // googleapis refreshes on a 401 only without a known expiry; the refresh itself now fails.
    expect(await failure(calendar.calendarList.list())).toEqual(unauthenticated);
    expect(await failure(auth.refreshAccessToken())).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const unknown = await fetch(`${fake.revokeUrl}?token=nonsense`, { method: 'POST' });
    expect({ status: unknown.status, body: await unknown.json() }).toMatchObject({ status: 400, body: { error: 'invalid_token' } });
  });

  it('revokeAccount stops every token of the account', async () => {
    const anna = await connect(ANNA);
    const mikhail = await connect(MIKHAIL);
    fake.store.revokeAccount(ANNA);
    expect(await failure(anna.calendar.calendarList.list())).toEqual(unauthenticated);
    expect(await failure(anna.auth.refreshAccessToken())).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await mikhail.calendar.calendarList.list()).data.items).toHaveLength(3);
  });

  it('failNext answers the next calls with the status asked, in Google error shape', async () => {
    const { calendar } = await connect(MIKHAIL);
    fake.store.failNext(1, 503);
    expect(await failure(calendar.calendarList.list({}, { retry: false }))).toEqual({
      status: 503,
      body: { error: { code: 503, message: 'The service is currently unavailable.', errors: [expect.objectContaining({ reason: 'backendError' })], status: 'UNAVAILABLE' } },
    });
    // googleapis retries a 503 by itself: one failure is then invisible to the caller.
    fake.store.failNext(1, 503);
    expect((await calendar.calendarList.list()).data.items).toHaveLength(3);
    expect((await calendar.calendarList.list({}, { retry: false })).data.items).toHaveLength(3);
  });
});

describe('the calendar page', () => {
  it('shows an account’s calendars and events at #event-<id>, in the calendar’s zone', async () => {
    const { calendar } = await connect(MIKHAIL);
    const { data } = await calendar.events.insert({ calendarId: 'primary', requestBody: { summary: 'Dinner <with> Olga', location: 'Café Pushkin', start: at('2026-12-20T16:00:00Z'), end: at('2026-12-20T18:00:00Z') } });
    const res = await fetch(`${fake.origin}/sandbox/google-calendar/calendar?account=${MIKHAIL}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`id="event-${data.id}"`);
    expect(html).toContain('Dinner &lt;with&gt; Olga');
    expect(html).toContain('Sun 20 Dec 2026, 19:00–21:00');
    expect(html).toContain('Café Pushkin');
    expect(html).toMatch(/<h2[^>]*>.*Work/);
    expect((await fetch(`${fake.origin}/sandbox/google-calendar/calendar?account=nobody@x.test`)).status).toBe(404);
  });
});
