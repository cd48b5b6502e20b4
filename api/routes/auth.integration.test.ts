import { SignJWT } from 'jose';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, User } from '../../db/index.ts';
import { signInWithGoogle, newGoogleAccount, s256 } from '../testing/google-sign-in.ts';
import { readJson } from '../testing/read-json.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
const api = (path: string, init: RequestInit = {}) => fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

describe('Google sign-in', () => {
  it('creates the user, redirects to the console with an access token and sets the refresh cookie', async () => {
    const account = newGoogleAccount();
    const result = await signInWithGoogle(app.baseUrl, account);
    expect(result.location.origin + result.location.pathname).toBe('http://localhost:3000/');
    expect(result.token).toMatch(/^ey/);
    expect(result.jar.get('rt')).toBeTruthy();

    const me = await api('/api/auth/me', { headers: bearer(result.token!) });
    expect(me.status).toBe(200);
    expect(await readJson(me)).toEqual({
      user: { id: expect.any(String), name: account.name, email: account.email, avatar: account.picture, role: 'user' },
    });
  });

  it('sends state and a PKCE S256 challenge, and proves it with the verifier', async () => {
    const result = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    expect(result.authorizeParams.get('state')).toBeTruthy();
    expect(result.authorizeParams.get('code_challenge_method')).toBe('S256');
    const verifier = result.tokenRequest?.get('code_verifier');
    expect(verifier).toBeTruthy();
    expect(s256(verifier!)).toBe(result.authorizeParams.get('code_challenge'));
  });

  it('signs the same Google account into the same user and refreshes its profile', async () => {
    const account = newGoogleAccount();
    await signInWithGoogle(app.baseUrl, account);
    await signInWithGoogle(app.baseUrl, { ...account, name: 'Renamed Person' });
    const users = await User.query().where('google_id', account.sub);
    expect(users).toHaveLength(1);
    expect(users[0]?.name).toBe('Renamed Person');
  });

  it('makes a first-time user listed in ADMIN_EMAILS an admin', async () => {
    const result = await signInWithGoogle(app.baseUrl, newGoogleAccount({ email: 'first.admin@example.com', sub: `g-admin-${Date.now()}` }));
    const me = await readJson((await api('/api/auth/me', { headers: bearer(result.token!) })));
    expect(me.user.role).toBe('admin');
  });

  it.each([
    ['a forged state', { state: 'forged-state' }, 'invalid_state'],
    ['a missing state', { state: null }, 'invalid_state'],
    ['a denied consent', { error: 'access_denied' }, 'access_denied'],
  ])('creates no user on %s and sends the console an error', async (_name, tamper, code) => {
    const account = newGoogleAccount();
    const result = await signInWithGoogle(app.baseUrl, account, tamper);
    expect(result.token).toBeNull();
    expect(result.location.searchParams.get('authError')).toBe(code);
    expect(result.jar.get('rt')).toBeUndefined();
    expect(await User.query().where('google_id', account.sub).resultSize()).toBe(0);
  });

  it('records the sign-in whatever the length of the User-Agent', async () => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(5000)}`;
    const result = await signInWithGoogle(app.baseUrl, newGoogleAccount(), {}, { 'user-agent': userAgent });
    expect(result.token).toMatch(/^ey/);
    const sessionId = result.jar.get('rt')!.split('.')[0]!;
    const queue = app.deps.jobs.queues().find((q) => q.name === 'auth-events')!;
    const job = await queue.getJob(`sign-in-${sessionId}`);
    expect(job?.data).toMatchObject({ sessionId, firstSignIn: true, userAgent: userAgent.slice(0, 400) });
    expect((await Session.query().findById(sessionId))?.userAgent).toBe(userAgent.slice(0, 400));
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const account = newGoogleAccount({ emailVerified: false });
    const result = await signInWithGoogle(app.baseUrl, account);
    expect(result.location.searchParams.get('authError')).toBe('email_unverified');
    expect(await User.query().where('google_id', account.sub).resultSize()).toBe(0);
  });
});

describe('access tokens', () => {
  const forge = async (secret: string, claims: { sub: string; sid: string; exp: number }) =>
    new SignJWT({ sid: claims.sid, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('ai-tools-platform')
      .setAudience('console')
      .setIssuedAt(claims.exp - 60)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(secret));

  it.each([
    ['no token', undefined, 'unauthorized'],
    ['a malformed header', 'Token abc', 'unauthorized'],
    ['an unknown token', 'Bearer not-a-jwt', 'invalid_token'],
  ])('answers 401 for %s', async (_name, header, code) => {
    const res = await api('/api/auth/me', { headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({ error: code, message: expect.any(String) });
  });

  it('answers 401 for a token signed with another key', async () => {
    const { token } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const [, payload] = token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await forge('x'.repeat(48), { sub: claims.sub, sid: claims.sid, exp: Math.floor(Date.now() / 1000) + 600 });
    const res = await api('/api/auth/me', { headers: bearer(forged) });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toBe('invalid_token');
  });

  it('answers 401 token_expired for an expired token', async () => {
    const { token } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
    const expired = await forge(app.deps.config.JWT_SECRET, { sub: claims.sub, sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 5 });
    const res = await api('/api/auth/me', { headers: bearer(expired) });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toBe('token_expired');
  });
});

describe('refresh and logout', () => {
  const refresh = (cookie: string) => api('/api/auth/refresh', { method: 'POST', headers: { cookie } });

  it('answers a new token and rotates the cookie on every use', async () => {
    const { jar } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const first = jar.get('rt')!;
    const res = await refresh(`rt=${first}`);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toEqual({ token: expect.stringMatching(/^ey/) });
    jar.store(res);
    expect(jar.get('rt')).not.toBe(first);
    const setCookie = res.headers.getSetCookie().join(';').toLowerCase();
    expect(setCookie).toContain('httponly');
    expect(setCookie).toContain('samesite=strict');
    expect((await api('/api/auth/me', { headers: bearer(body.token) })).status).toBe(200);
  });

  it('revokes the whole session when an already-rotated token is used again', async () => {
    const { jar, token } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const stolen = jar.get('rt')!;
    const rotated = await refresh(`rt=${stolen}`);
    jar.store(rotated);
    const current = jar.get('rt')!;

    const reuse = await refresh(`rt=${stolen}`);
    expect(reuse.status).toBe(401);
    expect((await readJson(reuse)).error).toBe('session_revoked');

    // The legitimate holder is signed out too, and so is the access token.
    expect((await refresh(`rt=${current}`)).status).toBe(401);
    const me = await api('/api/auth/me', { headers: bearer(token!) });
    expect(me.status).toBe(401);
    const sessionId = current.split('.')[0]!;
    expect((await Session.query().findById(sessionId))?.revokedReason).toBe('refresh_token_reuse');
  });

  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await api('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    const res = await refresh('rt=00000000-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({ error: 'invalid_token', message: expect.any(String) });
  });

  it('logout with the refresh cookie alone (access token expired) revokes the session', async () => {
    const { jar } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const sessionId = jar.get('rt')!.split('.')[0]!;
    const out = await api('/api/auth/logout', { method: 'POST', headers: { authorization: 'Bearer expired.or.garbage', cookie: jar.header() } });
    expect(out.status).toBe(200);
    expect((await Session.query().findById(sessionId))?.revokedReason).toBe('logout');
    expect((await refresh(jar.header())).status).toBe(401);
  });

  it("logout never revokes a session named by a cookie that does not carry the session's token", async () => {
    const { jar, token } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const sessionId = jar.get('rt')!.split('.')[0]!;
    // Someone who learnt the session id (or an old, rotated-away token) tries to sign the owner out.
    const before = jar.get('rt')!;
    const rotated = await refresh(`rt=${before}`);
    jar.store(rotated);
    for (const forged of [`${sessionId}.${'A'.repeat(43)}`, before]) {
      const out = await api('/api/auth/logout', { method: 'POST', headers: { cookie: `rt=${forged}` } });
      expect(out.status).toBe(200);
    }
    expect((await Session.query().findById(sessionId))?.revokedAt).toBeNull();
    expect((await api('/api/auth/me', { headers: bearer(token!) })).status).toBe(200);
    expect((await refresh(jar.header())).status).toBe(200);
  });

  it('logout revokes the session: the access token and the refresh cookie stop working', async () => {
    const { jar, token } = await signInWithGoogle(app.baseUrl, newGoogleAccount());
    const out = await api('/api/auth/logout', { method: 'POST', headers: { ...bearer(token!), cookie: jar.header() } });
    expect(out.status).toBe(200);
    expect(await readJson(out)).toEqual({ success: true });
    expect(out.headers.getSetCookie().some((c) => c.startsWith('rt=;'))).toBe(true);
    expect((await api('/api/auth/me', { headers: bearer(token!) })).status).toBe(401);
    expect((await refresh(jar.header())).status).toBe(401);
  });
});

describe('roles', () => {
  async function signInAs(role: 'user' | 'operator' | 'admin') {
    const account = newGoogleAccount();
    const first = await signInWithGoogle(app.baseUrl, account);
    if (role === 'user') return first;
    await User.query().where('google_id', account.sub).patch({ role });
    return signInWithGoogle(app.baseUrl, account);
  }

  it('lets operators and admins into Bull Board by bearer or by session cookie', async () => {
    for (const role of ['operator', 'admin'] as const) {
      const { token, jar } = await signInAs(role);
      expect((await api('/admin/queues', { headers: bearer(token!) })).status).toBe(200);
      const page = await api('/admin/queues', { headers: { cookie: jar.header() } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      expect((await api('/admin/queues/api/queues', { headers: { cookie: jar.header() } })).status).toBe(200);
    }
  });

  it('refuses a plain user with 403 and a visitor with 401', async () => {
    const { token, jar } = await signInAs('user');
    for (const headers of [bearer(token!), { cookie: jar.header() }]) {
      const res = await api('/admin/queues', { headers });
      expect(res.status).toBe(403);
      expect((await readJson(res)).error).toBe('forbidden');
    }
    const visitor = await api('/admin/queues');
    expect(visitor.status).toBe(401);
    expect((await readJson(visitor)).error).toBe('unauthorized');
  });
});

describe('two tabs refreshing at once (reuse grace)', () => {
  it('accepts the just-rotated token once more within the grace window, not an older one', async () => {
    const graceful = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '10' });
    try {
      const post = (rt: string) => fetch(`${graceful.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: `rt=${rt}` } });
      const { jar } = await signInWithGoogle(graceful.baseUrl, newGoogleAccount());
      const first = jar.get('rt')!;
      const tabA = await post(first);
      const tabB = await post(first);
      expect([tabA.status, tabB.status]).toEqual([200, 200]);
      jar.store(tabB);
      // `first` is now two rotations old: a copy, not a race.
      const stale = await post(first);
      expect(stale.status).toBe(401);
      expect((await post(jar.get('rt')!)).status).toBe(401);
    } finally {
      await graceful.close();
    }
  });

  it('logout with the just-rotated token (the other tab) revokes the session within the grace window', async () => {
    const graceful = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '10' });
    try {
      const { jar } = await signInWithGoogle(graceful.baseUrl, newGoogleAccount());
      const first = jar.get('rt')!;
      await fetch(`${graceful.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: `rt=${first}` } });
      await fetch(`${graceful.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: `rt=${first}` } });
      expect((await Session.query().findById(first.split('.')[0]!))?.revokedReason).toBe('logout');
    } finally {
      await graceful.close();
    }
  });
});

describe('behind a TLS proxy (https PUBLIC_URL, plain HTTP to the process)', () => {
  it('signs in with Secure cookies, whether or not the proxy is trusted', async () => {
    for (const trust of ['0', '1']) {
      // The test bank needs a loopback address: a deployment like this one has a real bank.
      const behindProxy = await startTestApp({ PUBLIC_URL: 'https://tools.example.com', TRUST_PROXY: trust, PAYMENT_PROVIDER: 'tbank', TBANK_TERMINAL_KEY: 'T', TBANK_PASSWORD: 'p' });
      try {
        const start = await fetch(`${behindProxy.baseUrl}/api/auth/google`, { redirect: 'manual' });
        expect(start.status).toBe(302);
        expect(start.headers.getSetCookie().every((c) => /;\s*secure/i.test(c))).toBe(true);
        const result = await signInWithGoogle(behindProxy.baseUrl, newGoogleAccount());
        expect(result.token).toMatch(/^ey/);
        expect(result.location.origin).toBe('https://tools.example.com');
        const refresh = await fetch(`${behindProxy.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: result.jar.header() } });
        expect(refresh.status).toBe(200);
        expect(refresh.headers.getSetCookie().find((c) => c.startsWith('rt='))).toMatch(/;\s*secure/i);
      } finally {
        await behindProxy.close();
      }
    }
  });

  it('counts a request under the proxy-given address only when TRUST_PROXY=1', async () => {
    const { Session: Sessions } = await import('../../db/index.ts');
    for (const [trust, expected] of [['0', '127.0.0.1'], ['1', '203.0.113.7']] as const) {
      const behindProxy = await startTestApp({ TRUST_PROXY: trust });
      try {
        const result = await signInWithGoogle(behindProxy.baseUrl, newGoogleAccount(), {}, { 'x-forwarded-for': '203.0.113.7' });
        const sessionId = result.jar.get('rt')!.split('.')[0]!;
        expect((await Sessions.query().findById(sessionId))!.ip).toMatch(new RegExp(`${expected.replace(/\./g, '\\.')}$`));
      } finally {
        await behindProxy.close();
      }
    }
  });
});
