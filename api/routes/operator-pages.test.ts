import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../core/domain/auth/sessions.ts';
import { User, type Role } from '../../db/index.ts';
import { readJson } from '../testing/read-json.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { consoleDist } from './console-static.ts';

/** A stand-in for the Temporal UI: says what it received. */
interface Seen {
  method: string;
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
  body: string;
}
let upstream: Server;
let upstreamUrl: string;
const seen: Seen[] = [];
let app: TestApp;

beforeAll(async () => {
  upstream = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, cookie: req.headers.cookie, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': '_csrf=ui-token; Path=/; SameSite=Strict' });
      res.end('<!doctype html><title>Temporal</title>');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await startTestApp({ TEMPORAL_UI_URL: upstreamUrl });
});
afterAll(async () => {
  await app.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

async function person(role: Role) {
  const user = await User.query().insert({ googleId: `op-${role}-${Date.now()}-${Math.random()}`, email: `${role}-${Math.random()}@example.com`, name: role, role });
  const { sessionId, refreshToken } = await startSession(user.id, { ip: null, userAgent: null }, { ttlDays: 1, reuseGraceSeconds: 0 });
  const token = await app.deps.tokens.issue({ userId: user.id, sessionId, role });
  return { bearer: { authorization: `Bearer ${token}` }, cookie: { cookie: `rt=${refreshToken}; _csrf=ui-token` } };
}
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers, redirect: 'manual' });

describe('the Temporal UI through the web process', () => {
  it('is proxied to operators and admins, by session cookie or bearer, path unchanged, without our credentials', async () => {
    for (const role of ['operator', 'admin'] as const) {
      const { bearer, cookie } = await person(role);
      seen.length = 0;
      const page = await get('/admin/temporal/namespaces/default/workflows?query=x', { ...cookie, ...browser });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Temporal</title>');
      expect(page.headers.get('set-cookie')).toContain('_csrf=ui-token');
      expect(seen[0]).toMatchObject({ method: 'GET', url: '/admin/temporal/namespaces/default/workflows?query=x', cookie: '_csrf=ui-token', authorization: undefined });
      const byBearer = await get('/admin/temporal/api/v1/namespaces', bearer);
      expect(byBearer.status).toBe(200);
      expect(seen[1]).toMatchObject({ url: '/admin/temporal/api/v1/namespaces', authorization: undefined, cookie: undefined });
    }
  });

  it('passes a request body through (the UI posts its actions)', async () => {
    const { cookie } = await person('operator');
    seen.length = 0;
    const res = await fetch(`${app.baseUrl}/admin/temporal/api/v1/namespaces/default/workflows/w1/terminate`, {
      method: 'POST',
      headers: { ...cookie, 'content-type': 'application/json', 'x-csrf-token': 'ui-token' },
      body: JSON.stringify({ reason: 'stuck' }),
    });
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ reason: 'stuck' }) });
  });

  it('refuses a plain user (403) and a visitor (401), with the console page for a browser tab', async () => {
    const { bearer, cookie } = await person('user');
    seen.length = 0;
    for (const headers of [bearer, cookie]) {
      const res = await get('/admin/temporal/', headers);
      expect(res.status).toBe(403);
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
    expect(seen).toEqual([]);
  });
});

// Bull Board's own access rules are tested with a real Google sign-in in auth.test.ts.
describe('Bull Board for a plain user in a browser tab', () => {
  it("gets the console's page with 403 (its forbidden screen), not a bare JSON answer", async () => {
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
      const res = await fetch(`${down.baseUrl}/admin/temporal/`, { headers: bearer });
      expect(res.status).toBe(502);
      expect(await readJson(res)).toMatchObject({ error: 'bad_gateway' });
    } finally {
      await down.close();
    }
  });
});
