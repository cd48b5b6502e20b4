import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, User, type Knex } from '../../../db/index.ts';
import { createSecretBox, parseKeyring } from '../../crypto.ts';
import { storeUserSecret } from '../secrets/user-secrets.ts';
import { youtubeFor, type YoutubeDeps } from './connection.ts';
import { saveYoutubeCredentials, youtubeTokenSecretName } from './credentials.ts';

let knex: Knex;
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);

beforeAll(() => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await knex.destroy();
});

describe('youtubeFor', () => {
  it('logs a refreshed token it cannot store instead of leaving an unhandled rejection', async () => {
    const log = pino({ level: 'silent' });
    const logged = vi.spyOn(log, 'error');
    const deps: YoutubeDeps = {
      secrets: box,
      publicUrl: 'http://localhost:3000',
      stateSecret: 'state-secret-'.repeat(4),
      endpoints: { authUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token' },
      apiRootUrl: 'https://youtube.googleapis.com/',
      log,
    };
    const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Creator', role: 'user' });
    await saveYoutubeCredentials(box, user.id, { apiKey: 'AIzaSyKey', clientId: 'creator.apps.googleusercontent.com', clientSecret: 'GOCSPX-creator' });
    const expired = { access_token: 'ya29.old', refresh_token: '1//refresh', token_type: 'Bearer', expiry_date: Date.now() - 60_000 };
    await storeUserSecret(box, user.id, youtubeTokenSecretName, JSON.stringify(expired));

    const youtube = await youtubeFor(deps, user.id);
    // The write of the refreshed token fails: the user (and their secrets) went meanwhile.
    await User.query().deleteById(user.id);

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      nock('https://oauth2.googleapis.com').post('/token').reply(200, { access_token: 'ya29.fresh', token_type: 'Bearer', expires_in: 3599 });
      nock('https://youtube.googleapis.com').get('/youtube/v3/channels').query(true).reply(200, { items: [] });
      const { data } = await youtube!.channels.list({ part: ['id'], mine: true });
      expect(data.items).toEqual([]);
      // The failed write settles after the call; wait for it to be logged or to escape.
      await vi.waitFor(() => expect(logged.mock.calls.length + unhandled.length).toBeGreaterThan(0), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ userId: user.id }), expect.stringContaining('refreshed YouTube token'));
  });
});
