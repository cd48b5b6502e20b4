import nock from 'nock';
import { oauthBrowser, type OAuthBrowser } from './oauth-browser.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from './subscriber.ts';
import type { TestApp } from './test-app.ts';

export const creatorCredentials = { apiKey: 'AIzaSyUserKey', clientId: 'creator-project.apps.googleusercontent.com', clientSecret: 'GOCSPX-creator' };

/** A subscriber who saved their Google project's credentials (not yet connected). */
export async function creatorWithCredentials(app: TestApp): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  await user.call('POST', '/api/users/youtube-credentials', creatorCredentials);
  return user;
}

/** The callback opened by a browser with no cookies (or with `browser`'s). */
export const youtubeCallback = (app: TestApp, query: string, browser: OAuthBrowser = oauthBrowser(app)) => browser.callback(`/api/youtube/auth/callback?${query}`);

/** Google's token endpoint, played by nock; `tokenRequest` fills in when it is asked. */
export function nockYoutubeToken() {
  const asked = { tokenRequest: new URLSearchParams(), done: false };
  nock('https://oauth2.googleapis.com')
    .post('/token', (body: Record<string, string>) => ((asked.tokenRequest = new URLSearchParams(body)), (asked.done = true)))
    .reply(200, { access_token: 'ya29.creator', refresh_token: '1//creator-refresh', expires_in: 3599, scope: 'https://www.googleapis.com/auth/youtube.force-ssl', token_type: 'Bearer' });
  return asked;
}

/**
 * The OAuth round trip in one browser (the one that asked for the consent URL comes back with
 * its nonce cookie), Google's token endpoint played by nock; answers the callback's response.
 */
export async function authorizeYoutube(app: TestApp, user: Subscriber, browser: OAuthBrowser = oauthBrowser(app)) {
  const state = (await browser.consentUrl(user, '/api/youtube/auth/url')).searchParams.get('state')!;
  const asked = nockYoutubeToken();
  const res = await youtubeCallback(app, `code=4%2F0Acode&state=${encodeURIComponent(state)}&scope=https://www.googleapis.com/auth/youtube.force-ssl`, browser);
  return { res, tokenRequest: asked.tokenRequest, state };
}

/** A subscriber whose channel is connected. */
export async function connectedCreator(app: TestApp): Promise<Subscriber> {
  const user = await creatorWithCredentials(app);
  await authorizeYoutube(app, user);
  return user;
}
