import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oauthBrowser } from '../../api/testing/oauth-browser.ts';
import { readJson } from '../../api/testing/read-json.ts';
import { giveActiveSubscription, newSubscriber } from '../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { answerConsent, onApp, productAuthUrl, sandboxClient, sandboxGrant, sandboxOAuthClient } from './consent-driver.ts';

/** The sandbox's Google OAuth server for a creator's own client, driven by googleapis' OAuth2Client. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1', SUBSCRIPTION_CACHE_SECONDS: '0' });
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const callback = 'http://localhost:3000/api/youtube/auth/callback';
const tokenUrl = () => `${app.baseUrl}/sandbox/youtube/token`;
const postToken = (fields: Record<string, string>, headers: Record<string, string> = {}) => fetch(tokenUrl(), { method: 'POST', headers, body: new URLSearchParams(fields) });
/** googleapis rejects with Google's error body in `response.data`. */
const oauthError = (err: unknown) => (err as { response?: { status?: number; data?: { error?: string } } }).response;

describe('the sandbox consent page', () => {
  it('shows the Sandbox Kitchen channel, the scope and Allow and Deny for the client', async () => {
    const client = sandboxOAuthClient(app, { ...sandboxClient, clientId: 'evil<script>.apps.googleusercontent.com' });
    const url = productAuthUrl(client);
    expect(url.startsWith('http://localhost:3000/sandbox/youtube/o/oauth2/v2/auth?')).toBe(true);
    const res = await fetch(onApp(app, url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Sandbox Kitchen');
    expect(html).toContain('128,400 subscribers');
    expect(html).toContain('See, edit, and permanently delete your YouTube videos, ratings, comments and captions');
    expect(html).toMatch(/value="allow"[^>]*>Allow</);
    expect(html).toMatch(/value="deny"[^>]*>Deny</);
    expect(html).toContain('evil&lt;script&gt;.apps.googleusercontent.com');
    expect(html).not.toContain('evil<script>');
  });

  it('Allow sends the browser back with a code, the state and the scope; googleapis redeems it', async () => {
    const client = sandboxOAuthClient(app);
    const back = await answerConsent(app, productAuthUrl(client, 'signed-state'), 'allow');
    expect(`${back.origin}${back.pathname}`).toBe(callback);
    expect(back.searchParams.get('state')).toBe('signed-state');
    expect(back.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/youtube.force-ssl');
    const { tokens } = await client.getToken(back.searchParams.get('code')!);
    expect(tokens).toMatchObject({ access_token: expect.stringMatching(/^ya29\./), refresh_token: expect.stringMatching(/^1\/\//), token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/youtube.force-ssl' });
    expect(tokens.expiry_date).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('Deny sends the browser back with access_denied and the state, and no code', async () => {
    const back = await answerConsent(app, productAuthUrl(sandboxOAuthClient(app), 'the-state'), 'deny');
    expect(`${back.origin}${back.pathname}`).toBe(callback);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'the-state' });
  });

  it('refuses a wrong redirect_uri or a missing client_id on the page itself, redirecting nowhere', async () => {
    const url = new URL(productAuthUrl(sandboxOAuthClient(app)));
    url.searchParams.set('redirect_uri', 'https://attacker.example/callback');
    const wrong = await fetch(onApp(app, url.toString()), { redirect: 'manual' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('location')).toBeNull();
    expect(await wrong.text()).toContain('Error 400: redirect_uri_mismatch');

    url.searchParams.set('redirect_uri', callback);
    url.searchParams.delete('client_id');
    const anonymous = await fetch(onApp(app, url.toString()), { redirect: 'manual' });
    expect(anonymous.status).toBe(400);
    expect(await anonymous.text()).toContain('Error 400: invalid_request');
  });

  it('sends other bad requests back to the client as OAuth errors', async () => {
    const base = new URL(productAuthUrl(sandboxOAuthClient(app), 'st'));
    const errorFor = async (change: (u: URL) => void) => {
      const u = new URL(base);
      change(u);
      const res = await fetch(onApp(app, u.toString()), { redirect: 'manual' });
      expect(res.status).toBe(302);
      return Object.fromEntries(new URL(res.headers.get('location')!).searchParams);
    };
    expect(await errorFor((u) => u.searchParams.set('scope', 'https://www.googleapis.com/auth/youtube.readonly'))).toEqual({ error: 'invalid_scope', state: 'st' });
    expect(await errorFor((u) => u.searchParams.set('response_type', 'token'))).toEqual({ error: 'unsupported_response_type', state: 'st' });
    expect(await errorFor((u) => u.searchParams.delete('state'))).toEqual({ error: 'invalid_request' });
  });

  it('takes each answer once', async () => {
    const page = await (await fetch(onApp(app, productAuthUrl(sandboxOAuthClient(app))))).text();
    const consent = /name="consent" value="([^"]+)"/.exec(page)![1]!;
    const answer = () => fetch(`${app.baseUrl}/sandbox/youtube/o/oauth2/v2/consent`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ consent, decision: 'allow' }) });
    expect((await answer()).status).toBe(302);
    const second = await answer();
    expect(second.status).toBe(400);
    expect(await second.text()).toContain('expired or was already answered');
    const bogus = await fetch(`${app.baseUrl}/sandbox/youtube/o/oauth2/v2/consent`, { method: 'POST', body: new URLSearchParams({ consent, decision: 'maybe' }) });
    expect(bogus.status).toBe(400);
  });
});

describe('the sandbox token endpoint', () => {
  it('takes a code once: a reused one is invalid_grant', async () => {
    const client = sandboxOAuthClient(app);
    const code = (await answerConsent(app, productAuthUrl(client), 'allow')).searchParams.get('code')!;
    await client.getToken(code);
    const reused = await client.getToken(code).catch((err: unknown) => err);
    expect(oauthError(reused)).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
  });

  it('takes a code only from the client it was issued to, and the redirect URI it was issued for', async () => {
    const code = (await answerConsent(app, productAuthUrl(sandboxOAuthClient(app)), 'allow')).searchParams.get('code')!;
    const other = sandboxOAuthClient(app, { clientId: 'someone-else.apps.googleusercontent.com', clientSecret: 'x' });
    expect(oauthError(await other.getToken(code).catch((err: unknown) => err))).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });

    const code2 = (await answerConsent(app, productAuthUrl(sandboxOAuthClient(app)), 'allow')).searchParams.get('code')!;
    const res = await postToken({ grant_type: 'authorization_code', code: code2, redirect_uri: 'http://localhost:3000/elsewhere', client_id: sandboxClient.clientId, client_secret: 'any' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe('invalid_grant');
  });

  it('lets a code expire after 60 seconds', async () => {
    const client = sandboxOAuthClient(app);
    const code = (await answerConsent(app, productAuthUrl(client), 'allow')).searchParams.get('code')!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(oauthError(await client.getToken(code).catch((err: unknown) => err))).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
  });

  it('refreshes with the refresh token for its own client, with no new refresh token, as Google does', async () => {
    const client = sandboxOAuthClient(app);
    const first = await sandboxGrant(app, client);
    const { credentials } = await client.refreshAccessToken();
    expect(credentials.access_token).toMatch(/^ya29\./);
    expect(credentials.access_token).not.toBe(first.access_token);
    expect(credentials.refresh_token).toBe(first.refresh_token);

    const raw = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: sandboxClient.clientId, client_secret: 'whatever' });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(raw);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.refresh_token).toBeUndefined();

    const basic = `Basic ${Buffer.from(`${encodeURIComponent(sandboxClient.clientId)}:secret`).toString('base64')}`;
    expect((await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token! }, { authorization: basic })).status).toBe(200);

    const stranger = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: 'someone-else', client_secret: 'x' });
    expect(stranger.status).toBe(400);
    expect((await readJson(stranger)).error).toBe('invalid_grant');
    const unknown = await postToken({ grant_type: 'refresh_token', refresh_token: '1//never-issued', client_id: sandboxClient.clientId, client_secret: 'x' });
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).error).toBe('invalid_grant');
  });

  it('gives no refresh token for online access', async () => {
    const client = sandboxOAuthClient(app);
    const url = client.generateAuthUrl({ access_type: 'online', scope: ['https://www.googleapis.com/auth/youtube.force-ssl'], state: 's' });
    const { tokens } = await client.getToken((await answerConsent(app, url, 'allow')).searchParams.get('code')!);
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('answers malformed requests with 400 in OAuth shape', async () => {
    const missing = await postToken({ code: 'x' });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error).toBe('invalid_request');
    const unsupported = await postToken({ grant_type: 'password', username: 'a', password: 'b' });
    expect((await readJson(unsupported)).error).toBe('unsupported_grant_type');
    const noSecret = await postToken({ grant_type: 'authorization_code', code: 'x', redirect_uri: callback, client_id: 'c' });
    expect(noSecret.status).toBe(400);
    expect(await readJson(noSecret)).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('client_secret') });
  });
});

describe('the product connecting a channel in sandbox', () => {
  async function creator() {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    expect((await user.call('POST', '/api/users/youtube-credentials', { apiKey: 'any-key', clientId: sandboxClient.clientId, clientSecret: sandboxClient.clientSecret })).status).toBeLessThan(300);
    return user;
  }
  // One browser: it asked for the consent URL (and keeps the nonce cookie) and comes back.
  const connect = async (user: Awaited<ReturnType<typeof creator>>, decision: 'allow' | 'deny') => {
    const browser = oauthBrowser(app);
    const authUrl = (await browser.consentUrl(user, '/api/youtube/auth/url')).toString();
    const back = await answerConsent(app, authUrl, decision);
    const res = await browser.callback(`${back.pathname}${back.search}`);
    return new URL(res.headers.get('location')!);
  };

  it('Allow connects the Sandbox Kitchen channel', async () => {
    const user = await creator();
    const landing = await connect(user, 'allow');
    expect(landing.toString()).toBe('http://localhost:3000/youtube-commenter?youtubeConnected=1');
    const status = await user.call('GET', '/api/youtube/auth/status');
    expect(status.body).toMatchObject({ isAuthorized: true, channelInfo: { id: 'UCsandboxKitchen00000000', snippet: { title: 'Sandbox Kitchen' }, statistics: { subscriberCount: '128400', videoCount: '8' } } });
  });

  it('Deny leaves it unconnected with access_denied', async () => {
    const user = await creator();
    const landing = await connect(user, 'deny');
    expect(landing.searchParams.get('youtubeAuthError')).toBe('access_denied');
    expect((await user.call('GET', '/api/youtube/auth/status')).body).toMatchObject({ isAuthorized: false });
  });
});
