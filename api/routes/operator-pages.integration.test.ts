import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession, startSession } from '../../core/domain/auth/sessions.ts';
import { User, type Role } from '../../db/index.ts';
import { startFakeUpstream, type FakeUpstream } from '../../scripts/test/kit/fake-upstream.ts';
import { readJson } from '../testing/read-json.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { consoleDist } from './console-static.ts';
import { createTemporalUiTickets } from './temporal-ui-ticket.ts';

/** A stand-in for the Temporal UI server: says what it received. */
interface Seen {
  method: string;
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
  body: string;
}
let upstream: FakeUpstream;
let upstreamUrl: string;
const seen: Seen[] = [];
let app: TestApp;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res, body) => {
    seen.push({ method: req.method!, url: req.url!, cookie: req.headers.cookie, authorization: req.headers.authorization, body });
    if (req.url === '/admin/temporal/api/v1/settings') {
      // What the dev server's UI says: every write action on.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ DisableWriteActions: false, WorkflowTerminateDisabled: false, DefaultNamespace: 'default', Version: '2.42.1' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': '_csrf=ui-token; Path=/; SameSite=Strict' });
    res.end('<!doctype html><title>Temporal</title>');
  });
  upstreamUrl = upstream.url;
  app = await startTestApp({ TEMPORAL_UI_URL: upstreamUrl });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function person(role: Role) {
  const user = await User.query().insert({ googleId: `op-${role}-${Date.now()}-${Math.random()}`, email: `${role}-${Math.random()}@example.com`, name: role, role });
  const { sessionId, refreshToken } = await startSession(user.id, { ip: null, userAgent: null }, { ttlDays: 1, reuseGraceSeconds: 0 });
  const token = await app.deps.tokens.issue({ userId: user.id, sessionId, role });
  return { user, sessionId, token, bearer: { authorization: `Bearer ${token}` }, cookie: { cookie: `rt=${refreshToken}; _csrf=ui-token` } };
}
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers, redirect: 'manual' });
const onUi = (path: string, init: RequestInit = {}) => fetch(`${app.temporalUiUrl}${path}`, { redirect: 'manual', ...init });

/** The console's entry for `path`: the redirect to the UI's origin, carrying a ticket. */
async function ticketFor(path: string, headers: Record<string, string>) {
  const res = await get(path, headers);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { res, location };
}

/** An operator's session on the UI's origin, by the console's entry and the ticket exchange. */
async function uiSession(headers: Record<string, string>, path = '/admin/temporal/namespaces/default/workflows') {
  const { location } = await ticketFor(path, headers);
  const exchanged = await fetch(location, { redirect: 'manual' });
  expect(exchanged.status).toBe(302);
  const cookie = exchanged.headers.getSetCookie().find((c) => c.startsWith('temporal_ui_session='))!;
  return { exchanged, setCookie: cookie, cookie: { cookie: `${cookie.split(';')[0]!}; _csrf=ui-token` } };
}

describe("the Temporal UI's entry on the console's origin", () => {
  it('sends an operator or admin (session cookie or bearer) to the UI origin with a ticket, for the same page', async () => {
    for (const role of ['operator', 'admin'] as const) {
      const { bearer, cookie } = await person(role);
      for (const headers of [{ ...cookie, ...browser }, bearer]) {
        seen.length = 0;
        const { res, location } = await ticketFor('/admin/temporal/namespaces/default/workflows?query=x', headers);
        expect(location.origin).toBe(app.temporalUiUrl);
        expect(location.pathname).toBe('/operator-session');
        expect(location.searchParams.get('ticket')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        // Nothing of the UI is served on the console's origin any more, nor its relaxed CSP.
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
        expect(seen).toEqual([]);
      }
    }
  });

  it('gives no ticket to a plain user (403) or a visitor (401), with the console page for a browser tab', async () => {
    const { bearer, cookie } = await person('user');
    for (const headers of [bearer, cookie]) {
      const res = await get('/admin/temporal/', headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      expect(await readJson(res)).toMatchObject({ error: 'forbidden' });
    }
    const anonymous = await get('/admin/temporal/');
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous)).toMatchObject({ error: 'unauthorized' });
    if (existsSync(`${consoleDist}/index.html`)) {
      const tab = await get('/admin/temporal/namespaces', { ...cookie, ...browser });
      expect(tab.status).toBe(403);
      expect(tab.headers.get('content-type')).toMatch(/text\/html/);
      expect(await tab.text()).toContain('<div id="root">');
      expect((await get('/admin/temporal', browser)).status).toBe(401);
    }
  });

  it('proxies nothing: a write sent to the old path is refused and never reaches the UI', async () => {
    const { bearer } = await person('operator');
    seen.length = 0;
    const res = await fetch(`${app.baseUrl}/admin/temporal/api/v1/namespaces/default/workflows/w1/terminate`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(seen).toEqual([]);
  });
});

describe('tickets', () => {
  it('work once: the exchange sets an httpOnly, SameSite=Lax session cookie of the UI origin and goes to the page; the same ticket again is refused', async () => {
    const { bearer } = await person('operator');
    const { location } = await ticketFor('/admin/temporal/namespaces/default/workflows?query=x', bearer);
    const first = await fetch(location, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/admin/temporal/namespaces/default/workflows?query=x');
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('temporal_ui_session='));
    expect(cookie).toMatch(/; path=\/;/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const again = await fetch(location, { redirect: 'manual' });
    expect(again.status).toBe(401);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await readJson(again)).toMatchObject({ error: 'invalid_token' });
  });

  it('expire after a minute', async () => {
    const { user, sessionId } = await person('operator');
    const tickets = createTemporalUiTickets({ secret: app.deps.config.JWT_SECRET, redis: app.deps.redis, prefix: app.deps.config.QUEUE_PREFIX });
    const ticket = await tickets.mint({ userId: user.id, sessionId, path: '/admin/temporal/' });
    expect(await tickets.redeem(ticket, new Date(Date.now() + 61_000))).toBeNull();
    // Refused for its age, not used up: the same ticket, on time, still works.
    expect(await tickets.redeem(ticket)).toEqual({ userId: user.id, sessionId, path: '/admin/temporal/' });
  });

  it('are refused when forged, or when they are some other token of ours', async () => {
    const { token } = await person('operator');
    for (const ticket of [token, 'not-a-ticket']) {
      const res = await onUi(`/operator-session?ticket=${encodeURIComponent(ticket)}`);
      expect(res.status).toBe(401);
    }
    expect((await onUi('/operator-session')).status).toBe(400);
  });
});

describe("the Temporal UI's own origin", () => {
  it('serves the UI to an operator with its session, path unchanged, without our credentials', async () => {
    const { bearer } = await person('operator');
    const { cookie } = await uiSession(bearer);
    seen.length = 0;
    const page = await onUi('/admin/temporal/namespaces/default/workflows?query=x', { headers: { ...cookie, ...browser } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Temporal</title>');
    expect(page.headers.get('set-cookie')).toContain('_csrf=ui-token');
    // The UI's boot script runs here (and only here).
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    expect(seen).toEqual([{ method: 'GET', url: '/admin/temporal/namespaces/default/workflows?query=x', cookie: '_csrf=ui-token', authorization: undefined, body: '' }]);
  });

  it("refuses a request without its session, or with the console's cookie or bearer instead", async () => {
    const { bearer, cookie, token } = await person('operator');
    seen.length = 0;
    for (const headers of [{}, cookie, bearer, { cookie: `temporal_ui_session=${token}` }]) {
      const res = await onUi('/admin/temporal/api/v1/namespaces', { headers });
      expect(res.status).toBe(401);
      expect(await readJson(res)).toMatchObject({ error: 'unauthorized' });
    }
    // A browser tab goes back to the console's entry for the same page (which mints a ticket or asks to sign in).
    const tab = await onUi('/admin/temporal/namespaces/default/workflows?query=x', { headers: { ...cookie, ...browser } });
    expect(tab.status).toBe(302);
    expect(tab.headers.get('location')).toBe(new URL('/admin/temporal/namespaces/default/workflows?query=x', app.deps.config.PUBLIC_URL).href);
    expect((await onUi('/anything-else', { headers: bearer })).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('checks the operator on every request: a role taken away or a console logout ends the session', async () => {
    const demoted = await person('operator');
    const { cookie: demotedCookie } = await uiSession(demoted.bearer);
    expect((await onUi('/admin/temporal/api/v1/namespaces', { headers: demotedCookie })).status).toBe(200);
    await User.query().findById(demoted.user.id).patch({ role: 'user' });
    app.deps.access.forgetUser(demoted.user.id);
    const refused = await onUi('/admin/temporal/api/v1/namespaces', { headers: demotedCookie });
    expect(refused.status).toBe(403);

    const leaving = await person('operator');
    const { cookie: leavingCookie } = await uiSession(leaving.bearer);
    await revokeSession(leaving.sessionId, 'logout');
    app.deps.access.forgetSession(leaving.sessionId);
    expect((await onUi('/admin/temporal/api/v1/namespaces', { headers: leavingCookie })).status).toBe(401);
  });

  it('refuses every write call of the UI (403) and passes reads and workflow queries', async () => {
    const { bearer } = await person('operator');
    const { cookie } = await uiSession(bearer);
    const headers = { ...cookie, 'content-type': 'application/json', 'x-csrf-token': 'ui-token' };
    const ns = '/admin/temporal/api/v1/namespaces/default';
    seen.length = 0;
    for (const [method, path] of [
      ['POST', `${ns}/workflows/w1/terminate`],
      ['POST', `${ns}/workflows/w1/cancel`],
      ['POST', `${ns}/workflows/w1/reset`],
      ['POST', `${ns}/workflows/w1/signal/go`],
      ['POST', `${ns}/workflows/w1/update/set`],
      ['POST', `${ns}/workflows/w1`],
      ['POST', `${ns}/batch-operations/b1`],
      ['POST', `${ns}/schedules/s1/patch`],
      ['DELETE', `${ns}/schedules/s1`],
      ['PUT', `${ns}/workflows/w1`],
      ['PATCH', `${ns}/workflows/w1`],
    ] as const) {
      const res = await onUi(path, { method, headers, body: JSON.stringify({ reason: 'stuck' }) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await readJson(res)).toMatchObject({ error: 'forbidden', message: expect.stringContaining('audited') });
    }
    expect(seen).toEqual([]);

    const query = await onUi(`${ns}/workflows/w1/query/__stack_trace`, { method: 'POST', headers, body: '{}' });
    expect(query.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `${ns}/workflows/w1/query/__stack_trace`, body: '{}' });
  });

  it("tells the UI to hide its write actions, whatever the UI server's own settings say", async () => {
    const { bearer } = await person('operator');
    const { cookie } = await uiSession(bearer);
    const res = await onUi('/admin/temporal/api/v1/settings', { headers: cookie });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ DisableWriteActions: true, WorkflowTerminateDisabled: true, BatchActionsDisabled: true, StartWorkflowDisabled: true, DefaultNamespace: 'default', Version: '2.42.1' });
  });
});

describe('Bull Board', () => {
  it('reads for an operator, in its read-only mode', async () => {
    const { cookie } = await person('operator');
    const res = await get('/admin/queues/api/queues', cookie);
    expect(res.status).toBe(200);
    const { queues } = await readJson(res);
    expect(queues.length).toBeGreaterThan(0);
    for (const queue of queues) expect(queue).toMatchObject({ readOnlyMode: true, allowRetries: false });
  });

  it('refuses every write to an operator and an admin: add, retry, remove, clean, pause', async () => {
    const queue = app.deps.jobs.queues()[0]!;
    const job = await queue.add('bull-board-test', { n: 1 }, { delay: 3_600_000 });
    for (const role of ['operator', 'admin'] as const) {
      const { cookie } = await person(role);
      const base = `/admin/queues/api/queues/${encodeURIComponent(queue.name)}`;
      for (const [method, path] of [
        ['POST', `${base}/add`],
        ['PUT', `${base}/retry/failed`],
        ['PUT', `${base}/${job.id}/retry`],
        ['PUT', `${base}/${job.id}/clean`],
        ['PUT', `${base}/clean/delayed`],
        ['PUT', `${base}/empty`],
        ['PUT', `${base}/pause`],
        ['PUT', '/admin/queues/api/queues/pause'],
        ['PATCH', `${base}/${job.id}/update-data`],
      ] as const) {
        const res = await fetch(`${app.baseUrl}${path}`, { method, headers: { ...cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', data: {} }) });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(await readJson(res)).toMatchObject({ error: 'forbidden', message: expect.stringContaining('audited') });
      }
    }
    expect(await queue.getJobState(job.id!)).toBe('delayed');
    expect(await queue.isPaused()).toBe(false);
    // Nothing added (other files' jobs share the queue: count this test's name only).
    expect((await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j.name === 'x' || j.name === 'bull-board-test')).toHaveLength(1);
    await job.remove();
  });

  it("gives a plain user in a browser tab the console's page with 403 (its forbidden screen), not a bare JSON answer", async () => {
    const { cookie } = await person('user');
    if (!existsSync(`${consoleDist}/index.html`)) return;
    const tab = await get('/admin/queues', { ...cookie, ...browser });
    expect(tab.status).toBe(403);
    expect(tab.headers.get('content-type')).toMatch(/text\/html/);
    expect(await tab.text()).toContain('<div id="root">');
  });
});

describe('GET /api/public-config', () => {
  it('names the operator pages by path, and no internal address', async () => {
    const body = await readJson(await get('/api/public-config'));
    expect(body).toMatchObject({ bullBoardPath: '/admin/queues', temporalUiPath: '/admin/temporal' });
    expect(JSON.stringify(body)).not.toContain(upstreamUrl);
    expect(JSON.stringify(body)).not.toMatch(/8233|7233/);
  });
});

// Last: a second app rebinds the models' shared knex, which its close() then destroys.
describe('the Temporal UI down', () => {
  it('answers 502 when the UI is not reachable', async () => {
    const { bearer } = await person('operator');
    const down = await startTestApp({ TEMPORAL_UI_URL: 'http://127.0.0.1:1', JWT_SECRET: process.env.JWT_SECRET! });
    try {
      const entry = await fetch(`${down.baseUrl}/admin/temporal/`, { headers: bearer, redirect: 'manual' });
      const exchanged = await fetch(entry.headers.get('location')!, { redirect: 'manual' });
      const cookie = exchanged.headers.getSetCookie()[0]!.split(';')[0]!;
      for (const path of ['/admin/temporal/', '/admin/temporal/api/v1/settings']) {
        const res = await fetch(`${down.temporalUiUrl}${path}`, { headers: { cookie } });
        expect(res.status).toBe(502);
        expect(await readJson(res)).toMatchObject({ error: 'bad_gateway' });
      }
    } finally {
      await down.close();
    }
  });
});
