import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxTelegramUser, type RunningSandboxTelegramUser } from '../../../sandbox/telegram-user/start.ts';
import { SANDBOX_2FA_PASSWORD } from '../../../sandbox/telegram-user/store.ts';
import { createSandboxTelegramUserClient } from './sandbox-client.ts';
import { TelegramUserError, type TelegramUserClient, type TelegramUserErrorCode, type UserConnection } from './user-client.ts';

/** The sandbox client against the fake account on its own port, as the worker reads it in tests. */
const START = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CREDENTIALS = { apiId: 1234567, apiHash: '0123456789abcdef0123456789abcdef' };
const PHONE = '+79991234567';
const NO_2FA_PHONE = '+79990000000';

let clock = START;
let fake: RunningSandboxTelegramUser;
let client: TelegramUserClient;

beforeAll(async () => {
  fake = await startSandboxTelegramUser({ now: () => clock });
  client = createSandboxTelegramUserClient(fake.baseUrl);
});
afterAll(() => fake?.close());
beforeEach(() => {
  clock = START;
});

/** The code of the rejection, or the value when the call succeeded. */
async function refusal(call: Promise<unknown>): Promise<{ code: TelegramUserErrorCode; message: string; retryAfterSeconds: number | undefined }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TelegramUserError) return { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  throw new Error('the call succeeded');
}

/** A whole sign-in, 2FA included when the number has it: the signed-in session. */
async function signIn(phone = PHONE): Promise<string> {
  const sent = await client.sendCode(CREDENTIALS, phone);
  const result = await client.signIn(CREDENTIALS, sent.session, { phone, phoneCodeHash: sent.phoneCodeHash, code: fake.codeFor(phone) });
  if (result.status === 'signed_in') return result.session;
  return (await client.checkPassword(CREDENTIALS, result.session, SANDBOX_2FA_PASSWORD)).session;
}

async function connected(phone = PHONE): Promise<UserConnection> {
  return client.connect(CREDENTIALS, await signIn(phone));
}

describe('signing in', () => {
  it('takes the code Telegram sent, then the 2FA password, and gives a session that connects', async () => {
    const sent = await client.sendCode(CREDENTIALS, PHONE);
    expect(sent.phoneCodeHash).toMatch(/^[0-9a-f]{18}$/);
    expect(sent.session.length).toBeGreaterThan(20);
    const code = fake.codeFor(PHONE);
    expect(code).toMatch(/^\d{5}$/);

    const wrongCode = code === '11111' ? '22222' : '11111';
    expect((await refusal(client.signIn(CREDENTIALS, sent.session, { phone: PHONE, phoneCodeHash: sent.phoneCodeHash, code: wrongCode }))).code).toBe('PHONE_CODE_INVALID');

    // A wrong code may be tried again; the right one asks for the password.
    const step = await client.signIn(CREDENTIALS, sent.session, { phone: PHONE, phoneCodeHash: sent.phoneCodeHash, code });
    expect(step).toEqual({ status: 'password_needed', session: sent.session, hint: expect.any(String) });
    // Not signed in yet: the session does not connect.
    expect((await refusal(client.connect(CREDENTIALS, step.session))).code).toBe('SESSION_REVOKED');

    expect((await refusal(client.checkPassword(CREDENTIALS, step.session, 'not-it'))).code).toBe('PASSWORD_HASH_INVALID');
    const done = await client.checkPassword(CREDENTIALS, step.session, SANDBOX_2FA_PASSWORD);
    expect(done.me).toEqual({ userId: expect.stringMatching(/^[1-9]\d+$/), username: 'alex_demo_4567', firstName: 'Alex', phone: '79991234567' });

    const connection = await client.connect(CREDENTIALS, done.session);
    expect(await connection.me()).toEqual(done.me);
    expect(connection.session()).toBe(done.session);
    await connection.close();
  });

  it('signs a number ending in 0000 in with the code alone', async () => {
    const sent = await client.sendCode(CREDENTIALS, NO_2FA_PHONE);
    const result = await client.signIn(CREDENTIALS, sent.session, { phone: NO_2FA_PHONE, phoneCodeHash: sent.phoneCodeHash, code: fake.codeFor(NO_2FA_PHONE) });
    expect(result).toEqual({ status: 'signed_in', session: expect.any(String), me: expect.objectContaining({ phone: '79990000000', username: 'alex_demo_0000' }) });
    expect(fake.store.loginInfo(NO_2FA_PHONE)?.password).toBeNull();
    // Signed in on a session of its own: the one that asked for the code is spent.
    expect(result.session).not.toBe(sent.session);
    await expect(client.connect(CREDENTIALS, result.session)).resolves.toBeDefined();
    expect((await refusal(client.connect(CREDENTIALS, sent.session))).code).toBe('SESSION_REVOKED');
  });

  it('refuses credentials that are not an API ID and a 32-character hex hash', async () => {
    for (const credentials of [
      { apiId: 0, apiHash: CREDENTIALS.apiHash },
      { apiId: -5, apiHash: CREDENTIALS.apiHash },
      { apiId: 1.5, apiHash: CREDENTIALS.apiHash },
      { apiId: 1234567, apiHash: 'abc' },
      { apiId: 1234567, apiHash: 'z'.repeat(32) },
    ]) {
      const refused = await refusal(client.sendCode(credentials, PHONE));
      expect(refused.code, JSON.stringify(credentials)).toBe('API_ID_INVALID');
      expect(refused.message).toContain('my.telegram.org');
    }
    const session = await signIn();
    expect((await refusal(client.connect({ apiId: 0, apiHash: '' }, session))).code).toBe('API_ID_INVALID');
  });

  it('refuses a number that is not in international format', async () => {
    for (const phone of ['79991234567', '+123456', '+1234567890123456', '+7999abc4567', '']) {
      expect((await refusal(client.sendCode(CREDENTIALS, phone))).code, phone).toBe('PHONE_NUMBER_INVALID');
    }
    // The separators people type are fine.
    await expect(client.sendCode(CREDENTIALS, '+7 (999) 123-45-67')).resolves.toBeDefined();
  });

  it('expires the code after five minutes', async () => {
    const sent = await client.sendCode(CREDENTIALS, PHONE);
    const code = fake.codeFor(PHONE);
    expect(fake.store.loginInfo(PHONE)?.codeExpiresAt).toBe(new Date(START.getTime() + 5 * MINUTE).toISOString());
    clock = new Date(START.getTime() + 5 * MINUTE + 1000);
    expect((await refusal(client.signIn(CREDENTIALS, sent.session, { phone: PHONE, phoneCodeHash: sent.phoneCodeHash, code }))).code).toBe('PHONE_CODE_EXPIRED');
  });

  it('works on the session that asked for the code only, with its hash and number', async () => {
    const sent = await client.sendCode(CREDENTIALS, PHONE);
    const code = fake.codeFor(PHONE);
    const other = await client.sendCode(CREDENTIALS, '+79997654321');
    const attempt = (session: string, phone: string, phoneCodeHash: string) => refusal(client.signIn(CREDENTIALS, session, { phone, phoneCodeHash, code }));
    expect((await attempt('no-such-session', PHONE, sent.phoneCodeHash)).code).toBe('PHONE_CODE_EXPIRED');
    expect((await attempt(sent.session, PHONE, other.phoneCodeHash)).code).toBe('PHONE_CODE_EXPIRED');
    expect((await attempt(sent.session, '+79997654321', sent.phoneCodeHash)).code).toBe('PHONE_CODE_EXPIRED');
    // A code sent later does not undo the first login, which still takes its own code.
    await client.sendCode(CREDENTIALS, PHONE);
    expect(fake.codeFor(PHONE)).toMatch(/^\d{5}$/);
    await expect(client.signIn(CREDENTIALS, sent.session, { phone: PHONE, phoneCodeHash: sent.phoneCodeHash, code })).resolves.toMatchObject({ status: 'password_needed' });
    // The password step belongs to that login: another session has nothing to check.
    expect((await refusal(client.checkPassword(CREDENTIALS, other.session, SANDBOX_2FA_PASSWORD))).code).toBe('PHONE_CODE_EXPIRED');
  });
});

describe('sessions', () => {
  it('refuses an unknown or empty session as SESSION_REVOKED', async () => {
    expect((await refusal(client.connect(CREDENTIALS, 'made-up'))).code).toBe('SESSION_REVOKED');
    expect((await refusal(client.connect(CREDENTIALS, ''))).code).toBe('SESSION_REVOKED');
  });

  it('logs out: the session stops working, and logging out again is no error', async () => {
    const session = await signIn();
    const connection = await client.connect(CREDENTIALS, session);
    await connection.logOut();
    expect((await refusal(connection.dialogs(10))).code).toBe('SESSION_REVOKED');
    await expect(connection.logOut()).resolves.toBeUndefined();
    expect((await refusal(client.connect(CREDENTIALS, session))).code).toBe('SESSION_REVOKED');
  });

  it('ends every session of a number its owner revoked, open connections included, and no other', async () => {
    const first = await connected();
    const second = await signIn();
    const elsewhere = await connected(NO_2FA_PHONE);
    expect(fake.store.revokeSessions(PHONE)).toBeGreaterThanOrEqual(2);
    expect((await refusal(first.history({ id: '-1001700000002' }, new Date(START.getTime() - HOUR), 10))).code).toBe('SESSION_REVOKED');
    expect((await refusal(client.connect(CREDENTIALS, second))).code).toBe('SESSION_REVOKED');
    await expect(elsewhere.me()).resolves.toMatchObject({ phone: '79990000000' });
    // Signing in again works.
    await expect(connected()).resolves.toBeDefined();
  });

  it('outlive a restart of the fake, as Telegram sessions outlive our processes; a revocation reaches them too', async () => {
    const session = await signIn();
    const other = await signIn(NO_2FA_PHONE);
    const pending = (await client.sendCode(CREDENTIALS, PHONE)).session;
    const restarted = await startSandboxTelegramUser({ now: () => clock });
    try {
      const again = createSandboxTelegramUserClient(restarted.baseUrl);
      await expect((await again.connect(CREDENTIALS, session)).me()).resolves.toMatchObject({ phone: '79991234567' });
      // A login in progress is not a session, and a made-up one is no better.
      expect((await refusal(again.connect(CREDENTIALS, pending))).code).toBe('SESSION_REVOKED');
      const [payload, mac] = session.split('.');
      const forged = `${Buffer.from(Buffer.from(payload!, 'base64url').toString().replace('79991234567', '79997777777')).toString('base64url')}.${mac}`;
      expect((await refusal(again.connect(CREDENTIALS, forged))).code).toBe('SESSION_REVOKED');
      // Revoked before the restarted fake ever saw it.
      restarted.store.revokeSessions(NO_2FA_PHONE);
      expect((await refusal(again.connect(CREDENTIALS, other))).code).toBe('SESSION_REVOKED');
    } finally {
      await restarted.close();
    }
  });

  it('refuses calls on a closed connection', async () => {
    const connection = await connected();
    await connection.close();
    await expect(connection.me()).rejects.toThrow(/closed/);
  });
});

describe('reading the account', () => {
  let connection: UserConnection;
  beforeAll(async () => {
    connection = await connected();
  });
  afterAll(() => connection?.close());

  it('lists the dialogs most recent first, up to the limit', async () => {
    const all = await connection.dialogs(100);
    expect(all).toHaveLength(12);
    expect(all.map((p) => p.type).sort()).toEqual([...Array<string>(8).fill('CHANNEL'), 'Chat', 'GROUP', 'GROUP', 'USER'].sort());
    expect(await connection.dialogs(4)).toEqual(all.slice(0, 4));
    expect(await connection.dialogs(0)).toEqual([]);
  });

  it('lists the folders', async () => {
    const folders = await connection.folders();
    expect(folders.map((f) => ({ id: f.id, title: f.title, peers: f.peers.map((p) => p.title) }))).toEqual([
      { id: 2, title: 'News', peers: ['World News Daily', 'Markets & Money', 'Новости коротко'] },
      { id: 3, title: 'Work', peers: ['Product Team', 'Startup Insider'] },
    ]);
  });

  it('searches the account’s chats and public channels', async () => {
    expect((await connection.search('@TECH_brief', 10)).map((p) => p.title)).toEqual(['Tech Brief']);
    const found = await connection.search('football', 10);
    expect(found).toEqual([{ id: expect.stringMatching(/^-100\d+$/), title: 'Football Live', username: 'football_live_demo', type: 'CHANNEL' }]);
    expect(await connection.peer({ id: found[0]!.id })).toEqual(found[0]);
    expect(await connection.search('news', 0)).toEqual([]);
  });

  it('answers a chat as it is, or PEER_UNAVAILABLE', async () => {
    const [first] = await connection.dialogs(1);
    expect(await connection.peer({ id: first!.id })).toEqual(first);
    const refused = await refusal(connection.peer({ id: '-1000000000001' }));
    expect(refused.code).toBe('PEER_UNAVAILABLE');
    expect((await refusal(connection.history({ id: '12345' }, new Date(START.getTime() - HOUR), 10))).code).toBe('PEER_UNAVAILABLE');
  });

  it('reads the history window: after since, up to now, oldest first, the newest when limited', async () => {
    const tech = (await connection.search('Tech Brief', 1))[0]!;
    const since = new Date(START.getTime() - 2 * HOUR);
    const posts = await connection.history({ id: tech.id }, since, 100);
    expect(posts.length).toBeGreaterThanOrEqual(17);
    expect(posts.length).toBeLessThanOrEqual(18);
    for (const post of posts) {
      expect(post.date).toBeInstanceOf(Date);
      expect(post.date.getTime()).toBeGreaterThan(since.getTime());
      expect(post.date.getTime()).toBeLessThanOrEqual(START.getTime());
      expect(post.peerId).toBe(tech.id);
      expect(post.link).toBe(`https://t.me/tech_brief_demo/${post.messageId}`);
    }
    for (let i = 1; i < posts.length; i += 1) expect(posts[i]!.messageId).toBeGreaterThan(posts[i - 1]!.messageId);
    expect(await connection.history({ id: tech.id }, since, 5)).toEqual(posts.slice(-5));
    expect(await connection.history({ id: tech.id }, since, 0)).toEqual([]);

    // Time passes: the next window starts where this one ended and holds only newer posts.
    clock = new Date(START.getTime() + 30 * MINUTE);
    const next = await connection.history({ id: tech.id }, posts.at(-1)!.date, 100);
    expect(next.length).toBeGreaterThanOrEqual(4);
    expect(next[0]!.messageId).toBe(posts.at(-1)!.messageId + 1);
  });

  it('reads forwards with the original they came from', async () => {
    const startup = (await connection.folders()).find((f) => f.title === 'Work')!.peers.find((p) => p.type === 'CHANNEL')!;
    const posts = await connection.history({ id: startup.id }, new Date(START.getTime() - 24 * HOUR), 1000);
    const forward = posts.find((p) => p.forwardedFrom);
    expect(forward).toBeDefined();
    expect(forward!.link).toMatch(/^https:\/\/t\.me\/c\/\d+\/\d+$/);
    const { peerId, messageId } = forward!.forwardedFrom!;
    const source = await connection.history({ id: peerId }, new Date(forward!.date.getTime() - HOUR), 1000);
    expect(source.find((p) => p.messageId === messageId)?.text).toBe(forward!.text);
  });

  it('answers FLOOD_WAIT with the wait once, when Telegram limits a chat', async () => {
    const [peer] = await connection.dialogs(1);
    fake.store.floodNext(peer!.id, 42);
    const refused = await refusal(connection.history({ id: peer!.id }, new Date(START.getTime() - HOUR), 10));
    expect(refused).toEqual({ code: 'FLOOD_WAIT', message: expect.stringContaining('42 seconds'), retryAfterSeconds: 42 });
    await expect(connection.history({ id: peer!.id }, new Date(START.getTime() - HOUR), 10)).resolves.not.toHaveLength(0);
  });
});

describe('the fake out of reach', () => {
  it('is UNAVAILABLE, as an unreachable Telegram is', async () => {
    const gone = await startSandboxTelegramUser();
    await gone.close();
    const refused = await refusal(createSandboxTelegramUserClient(gone.baseUrl).sendCode(CREDENTIALS, PHONE));
    expect(refused.code).toBe('UNAVAILABLE');
  });

  it('takes its base URL with or without a trailing slash', async () => {
    await expect(createSandboxTelegramUserClient(`${fake.baseUrl}/`).sendCode(CREDENTIALS, PHONE)).resolves.toMatchObject({ session: expect.any(String) });
  });

  it('throws a plain error, not a Telegram refusal, when the fake finds a request malformed', async () => {
    // A phone that is not a string is this client's bug, not something a person can fix.
    const broken = client.sendCode(CREDENTIALS, 79991234567 as unknown as string);
    await expect(broken).rejects.toThrow(/validation_error|phone/);
    await expect(broken).rejects.not.toBeInstanceOf(TelegramUserError);
  });
});
