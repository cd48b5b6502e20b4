import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UserSecret } from '../../../db/index.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { authorizeYoutube, creatorCredentials, creatorWithCredentials, nockYoutubeToken, youtubeCallback } from '../../testing/youtube-creator.ts';
import { nockedTestApp } from '../../testing/nocked-app.ts';
import { oauthBrowser } from '../../testing/oauth-browser.ts';

/** The OAuth round trip with the user's own Google project, Google played by nock at googleapis' HTTP. */
const env = nockedTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });

const connectedCreator = () => creatorWithCredentials(env.app);
const callback = (query: string) => youtubeCallback(env.app, query);
const authorize = (user: Subscriber) => authorizeYoutube(env.app, user);
const credentials = creatorCredentials;

const channel = { kind: 'youtube#channel', id: 'UCcreator', snippet: { title: 'Creator Channel', thumbnails: { default: { url: 'https://yt3.ggpht.com/creator=s88' } } }, statistics: { subscriberCount: '1520', videoCount: '42', viewCount: '98000' } };

describe('connecting a YouTube channel', () => {
  it("asks Google for offline youtube.force-ssl access with the user's own client and a signed state", async () => {
    const user = await connectedCreator();
    const { status, body } = await user.call('GET', '/api/youtube/auth/url');
    expect(status).toBe(200);
    const url = new URL(body.authUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: credentials.clientId,
      redirect_uri: 'http://localhost:3000/api/youtube/auth/callback',
      scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
    });
    expect(url.searchParams.get('state')).toMatch(/^ey/);
  });

  it('the callback stores the tokens encrypted and goes back to the tool; status shows the channel', async () => {
    const user = await connectedCreator();
    const { res, tokenRequest } = await authorize(user);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/youtube-commenter?youtubeConnected=1');
    expect(Object.fromEntries(tokenRequest)).toMatchObject({ code: '4/0Acode', client_id: credentials.clientId, client_secret: credentials.clientSecret, grant_type: 'authorization_code' });
    const stored = (await UserSecret.query().findById([user.userId, 'youtube.oauthTokens']))!;
    expect(stored.ciphertext).not.toMatch(/ya29|creator-refresh/);

    let asked: URLSearchParams | null = null;
    nock('https://youtube.googleapis.com')
      .get('/youtube/v3/channels')
      .query((q) => ((asked = new URLSearchParams(q as Record<string, string>)), true))
      .matchHeader('authorization', 'Bearer ya29.creator')
      .reply(200, { kind: 'youtube#channelListResponse', items: [channel] });
    const status = await user.call('GET', '/api/youtube/auth/status');
    expect(status.body).toEqual({ isAuthorized: true, channelInfo: { id: 'UCcreator', snippet: channel.snippet, statistics: channel.statistics } });
    expect(asked!.get('mine')).toBe('true');
    expect(asked!.getAll('part').join(',')).toBe('snippet,statistics');
  });

  it('a revoked grant becomes isAuthorized false with the expired message, and is forgotten', async () => {
    const user = await connectedCreator();
    await authorize(user);
    nock('https://youtube.googleapis.com').get('/youtube/v3/channels').query(true).reply(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    nock('https://oauth2.googleapis.com').post('/token').reply(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    const status = await user.call('GET', '/api/youtube/auth/status');
    expect(status.body).toEqual({ isAuthorized: false, channelInfo: null, message: 'Your YouTube authorization has expired. Please reconnect your account.' });
    expect(await UserSecret.query().findById([user.userId, 'youtube.oauthTokens'])).toBeUndefined();
    expect((await user.call('GET', '/api/youtube/auth/status')).body).toEqual({ isAuthorized: false, channelInfo: null });
  });

  it('a forged or missing state, or a refusal at Google, stores nothing and says so', async () => {
    const user = await connectedCreator();
    for (const query of ['code=x&state=forged', 'code=x', 'error=access_denied&state=whatever']) {
      const res = await callback(query);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/\/youtube-commenter\?youtubeAuthError=(authorization_failed|access_denied)$/);
    }
    expect((await callback('error=access_denied')).headers.get('location')).toMatch(/youtubeAuthError=access_denied/);
    expect(await UserSecret.query().findById([user.userId, 'youtube.oauthTokens'])).toBeUndefined();
  });

  it('sets the nonce cookie for the callback only: httpOnly, SameSite=Lax, 10 minutes', async () => {
    const user = await connectedCreator();
    const res = await fetch(`${env.app.baseUrl}/api/youtube/auth/url`, { headers: { authorization: `Bearer ${user.token}` } });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('youtube_oauth='))!;
    expect(cookie).toMatch(/^youtube_oauth=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; path=\/api\/youtube\/auth\/callback(;|$)/);
    // Ten minutes from the answer (Koa writes Expires; a second apart at most on a slow run).
    const lifetime = Date.parse(/; expires=([^;]+)/.exec(cookie)![1]!) - Date.parse(res.headers.get('date')!);
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
    expect(cookie).toMatch(/; samesite=lax(;|$)/);
    expect(cookie).toMatch(/; httponly(;|$)/);
  });

  it("a valid state opened in a browser without the asker's cookie, or with another browser's, stores nothing and says so", async () => {
    const attacker = await connectedCreator();
    const asker = oauthBrowser(env.app);
    const state = (await asker.consentUrl(attacker, '/api/youtube/auth/url')).searchParams.get('state')!;
    // The victim's browser has a nonce of its own: it once began connecting its own channel.
    const victim = await connectedCreator();
    const victimBrowser = oauthBrowser(env.app);
    await victimBrowser.consentUrl(victim, '/api/youtube/auth/url');
    const stranger = oauthBrowser(env.app);
    stranger.jar.set('youtube_oauth', asker.jar.get('youtube_oauth')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    const token = nockYoutubeToken();
    for (const browser of [oauthBrowser(env.app), victimBrowser, stranger]) {
      const res = await youtubeCallback(env.app, `code=4%2F0Acode&state=${encodeURIComponent(state)}`, browser);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('http://localhost:3000/youtube-commenter?youtubeAuthError=authorization_failed');
    }
    expect(token.done).toBe(false);
    expect(await UserSecret.query().findById([attacker.userId, 'youtube.oauthTokens'])).toBeUndefined();
    expect(await UserSecret.query().findById([victim.userId, 'youtube.oauthTokens'])).toBeUndefined();
    nock.cleanAll();
  });

  it('the callback drops the cookie, so the same state and cookie cannot be answered twice', async () => {
    const user = await connectedCreator();
    const browser = oauthBrowser(env.app);
    const { res, state } = await authorizeYoutube(env.app, user, browser);
    expect(res.headers.get('location')).toBe('http://localhost:3000/youtube-commenter?youtubeConnected=1');
    expect(res.headers.getSetCookie().find((line) => line.startsWith('youtube_oauth='))).toMatch(/^youtube_oauth=;.*expires=Thu, 01 Jan 1970/);
    expect(browser.jar.get('youtube_oauth')).toBeUndefined();
    const again = await youtubeCallback(env.app, `code=4%2F0Aother&state=${encodeURIComponent(state)}`, browser);
    expect(again.headers.get('location')).toMatch(/youtubeAuthError=authorization_failed$/);
  });

  it('without credentials: 400 with the spec message; without a subscription: 403', async () => {
    const user = await newSubscriber(env.app);
    expect((await user.call('GET', '/api/youtube/auth/url')).status).toBe(403);
    await giveActiveSubscription(user.userId);
    const res = await user.call('GET', '/api/youtube/auth/url');
    expect(res).toEqual({ status: 400, body: { error: 'bad_request', message: 'YouTube API credentials not configured. Please add your API key in settings.' } });
    expect((await user.call('GET', '/api/youtube/auth/status')).body).toEqual({ isAuthorized: false, channelInfo: null });
  });
});
