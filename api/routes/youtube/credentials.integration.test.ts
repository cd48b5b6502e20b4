import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveYoutubeCredentials, youtubeTokenSecretName } from '../../../core/domain/youtube/credentials.ts';
import { storeUserSecret } from '../../../core/domain/secrets/user-secrets.ts';
import { UserSecret } from '../../../db/index.ts';
import { newSubscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await app.close();
});

describe('/api/users/youtube-credentials without a subscription', () => {
  it('deletes the stored credentials and the YouTube grant made with them', async () => {
    // Stored while subscribed; the subscription has ended since.
    const user = await newSubscriber(app);
    await saveYoutubeCredentials(app.deps.secrets, user.userId, { apiKey: 'AIzaSyEnded', clientId: 'ended.apps.googleusercontent.com', clientSecret: 'GOCSPX-ended' });
    await storeUserSecret(app.deps.secrets, user.userId, youtubeTokenSecretName, JSON.stringify({ access_token: 'ya29.x', refresh_token: '1//y' }));
    expect(await UserSecret.query().where('user_id', user.userId).resultSize()).toBe(4);

    const deleted = await user.call('DELETE', '/api/users/youtube-credentials');
    expect(deleted).toEqual({ status: 200, body: { success: true, hasCredentials: false } });
    expect(await UserSecret.query().where('user_id', user.userId).resultSize()).toBe(0);
  });

  it('still needs a subscription to read or save them, and a sign-in to delete', async () => {
    const user = await newSubscriber(app);
    expect(await user.call('GET', '/api/users/youtube-credentials')).toMatchObject({ status: 403, body: { error: 'premium_required' } });
    const saved = await user.call('POST', '/api/users/youtube-credentials', { apiKey: 'AIzaSyX', clientId: 'x.apps.googleusercontent.com', clientSecret: 'GOCSPX-x' });
    expect(saved).toMatchObject({ status: 403, body: { error: 'premium_required' } });
    expect(await UserSecret.query().where('user_id', user.userId).resultSize()).toBe(0);
    expect((await fetch(`${app.baseUrl}/api/users/youtube-credentials`, { method: 'DELETE' })).status).toBe(401);
  });
});
