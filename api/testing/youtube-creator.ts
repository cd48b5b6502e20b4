import nock from 'nock';
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

export const youtubeCallback = (app: TestApp, query: string) => fetch(`${app.baseUrl}/api/youtube/auth/callback?${query}`, { redirect: 'manual' });

/** The OAuth round trip, Google's token endpoint played by nock; answers the callback's response. */
export async function authorizeYoutube(app: TestApp, user: Subscriber) {
  const state = new URL((await user.call('GET', '/api/youtube/auth/url')).body.authUrl as string).searchParams.get('state')!;
  let tokenRequest = new URLSearchParams();
  nock('https://oauth2.googleapis.com')
    .post('/token', (body: Record<string, string>) => ((tokenRequest = new URLSearchParams(body)), true))
    .reply(200, { access_token: 'ya29.creator', refresh_token: '1//creator-refresh', expires_in: 3599, scope: 'https://www.googleapis.com/auth/youtube.force-ssl', token_type: 'Bearer' });
  const res = await youtubeCallback(app, `code=4%2F0Acode&state=${encodeURIComponent(state)}&scope=https://www.googleapis.com/auth/youtube.force-ssl`);
  return { res, tokenRequest };
}

/** A subscriber whose channel is connected. */
export async function connectedCreator(app: TestApp): Promise<Subscriber> {
  const user = await creatorWithCredentials(app);
  await authorizeYoutube(app, user);
  return user;
}
