import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../api/testing/cookie-jar.ts';
import { readJson } from '../../api/testing/read-json.ts';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { sandboxDemoUsers } from '../../db/index.ts';

let app: TestApp;
const manual = { redirect: 'manual' } as const;
/** PUBLIC_URL is what the browser sees; in the test the same app answers on baseUrl. */
const local = (url: string) => {
  const u = new URL(url);
  return `${app.baseUrl}${u.pathname}${u.search}`;
};
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

async function consentPage(jar: CookieJar) {
  const start = await fetch(`${app.baseUrl}/api/auth/google`, manual);
  jar.store(start);
  const page = await fetch(local(start.headers.get('location')!));
  return { status: page.status, html: await page.text() };
}

async function choose(jar: CookieJar, html: string, action: 'approve' | 'deny', loginHint?: string) {
  const form = new URLSearchParams({
    redirect_uri: field(html, 'redirect_uri').replaceAll('&amp;', '&'),
    state: field(html, 'state'),
    code_challenge: field(html, 'code_challenge'),
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  const decided = await fetch(`${app.baseUrl}/sandbox/google/o/oauth2/v2/${action}`, { ...manual, method: 'POST', body: form });
  const back = await fetch(local(decided.headers.get('location')!), { ...manual, headers: { cookie: jar.header() } });
  jar.store(back);
  return new URL(back.headers.get('location')!);
}

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1' });
});
afterAll(() => app.close());

describe('sandbox Google sign-in (the real passport strategy against the local fake)', () => {
  it('lists the demo users and signs one in with their role', async () => {
    const jar = new CookieJar();
    const { status, html } = await consentPage(jar);
    expect(status).toBe(200);
    for (const demo of sandboxDemoUsers) expect(html).toContain(demo.email);

    const operator = sandboxDemoUsers.find((u) => u.role === 'operator')!;
    const landing = await choose(jar, html, 'approve', operator.googleId);
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const me = await readJson(await fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }));
    expect(me.user).toMatchObject({ email: operator.email, name: operator.name });
    expect(jar.get('rt')).toBeTruthy();
  });

  it('sends a visitor who cancels back with access_denied', async () => {
    const jar = new CookieJar();
    const { html } = await consentPage(jar);
    const landing = await choose(jar, html, 'deny');
    expect(landing.searchParams.get('authError')).toBe('access_denied');
    expect(jar.get('rt')).toBeUndefined();
  });

  it('refuses a code it never issued', async () => {
    const res = await fetch(`${app.baseUrl}/sandbox/google/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'never-issued',
        redirect_uri: 'http://localhost:3000/api/auth/google/callback',
        client_id: 'sandbox-client-id',
        client_secret: 'sandbox-client-secret',
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe('invalid_grant');
  });
});

describe('without sandbox mode', () => {
  it('serves no fake upstream', async () => {
    const prod = await startTestApp({ SANDBOX: '0' });
    try {
      const res = await fetch(`${prod.baseUrl}/sandbox/google/o/oauth2/v2/auth`);
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
