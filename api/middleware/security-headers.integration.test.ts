import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { securityHeaders } from './security-headers.ts';

/** The directives of a Content-Security-Policy header, by name. */
const policy = (res: Response) =>
  Object.fromEntries((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

const CONSOLE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'https://i.ytimg.com', 'https://yt3.ggpht.com', 'https://lh3.googleusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(policy(res)['frame-ancestors']).toEqual(["'none'"]);
  expect(policy(res)['object-src']).toEqual(["'none'"]);
}

describe('security headers in the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('gives a console page the console policy, with no HSTS on http', async () => {
    const res = await fetch(`${app.baseUrl}/youtube-commenter`, { headers: { accept: 'text/html' } });
    expectCommonHeaders(res);
    expect(policy(res)).toEqual(CONSOLE_POLICY);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives an /api answer a policy that loads nothing, and none of the page-only headers', async () => {
    const res = await fetch(`${app.baseUrl}/api/health`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(policy(res)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("gives Bull Board a policy its page runs under: files for scripts, inline styles, Google's fonts", async () => {
    const operator = await newSubscriber(app, 'operator');
    const res = await fetch(`${app.baseUrl}/admin/queues`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const directives = policy(res);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(directives['font-src']).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(directives['base-uri']).toEqual(["'self'"]);
    // The page itself: every script a file, or a JSON data block that never runs.
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc=|type="application\/json"/);
    expect(html).toContain('https://fonts.googleapis.com/');
  });
});

describe('HSTS', () => {
  async function headersFor(publicUrl: string, path = '/') {
    const koa = new Koa();
    koa.use(securityHeaders({ PUBLIC_URL: publicUrl, SANDBOX: false }));
    koa.use((ctx) => {
      ctx.body = { ok: true };
    });
    const server = createServer(koa.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    } finally {
      server.close();
    }
  }

  it('is sent for an https PUBLIC_URL, with upgrade-insecure-requests', async () => {
    const res = await headersFor('https://app.example.com');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policy(res)['upgrade-insecure-requests']).toEqual([]);
    expect((await headersFor('https://app.example.com', '/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent for an http one (it would pin a development host to https)', async () => {
    const res = await headersFor('http://localhost:3000');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(policy(res)).not.toHaveProperty('upgrade-insecure-requests');
  });
});
