import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TELEGRAM_USER_CALLS as CALLS, SANDBOX_TELEGRAM_USER_PATH } from '../../core/clients/telegram-user/sandbox-client.ts';
import { sandboxTelegramUserRoutes } from './routes.ts';
import { startSandboxTelegramUser, type RunningSandboxTelegramUser } from './start.ts';
import { SANDBOX_2FA_PASSWORD } from './store.ts';

/** The fake's HTTP answers as the sandbox page, browser tests and the client see them. */
const NOW = new Date('2026-11-25T12:00:00Z');
const CREDENTIALS = { apiId: 1234567, apiHash: '0123456789abcdef0123456789abcdef' };
const PHONE = '+79991234567';

let fake: RunningSandboxTelegramUser;
beforeAll(async () => {
  fake = await startSandboxTelegramUser({ now: () => NOW });
});
afterAll(() => fake?.close());

const post = (path: string, body: unknown) => fetch(`${fake.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const loginInfo = (phone: string) => fetch(`${fake.baseUrl}/login-info?phone=${phone}`);

async function signedIn(phone = '+79990000000'): Promise<string> {
  const sent = (await (await post(CALLS.sendCode, { ...CREDENTIALS, phone })).json()) as { session: string; phoneCodeHash: string };
  const done = await post(CALLS.signIn, { ...CREDENTIALS, session: sent.session, phone, phoneCodeHash: sent.phoneCodeHash, code: fake.codeFor(phone) });
  expect(done.status).toBe(200);
  const body = (await done.json()) as { status: string; session: string };
  expect(body.status).toBe('signed_in');
  return body.session;
}

describe('the routes', () => {
  it('are all mounted under the sandbox path', () => {
    const paths = sandboxTelegramUserRoutes().stack.map((layer) => layer.path);
    expect(paths.length).toBeGreaterThanOrEqual(Object.keys(CALLS).length + 3);
    for (const path of paths) expect(String(path).startsWith(SANDBOX_TELEGRAM_USER_PATH)).toBe(true);
  });
});

describe('GET login-info', () => {
  it('shows the last code sent to the number, when it expires, and its 2FA password', async () => {
    const before = await loginInfo(encodeURIComponent('+79995550101'));
    expect(await before.json()).toEqual({ phone: '+79995550101', code: null, codeExpiresAt: null, password: SANDBOX_2FA_PASSWORD });

    await post(CALLS.sendCode, { ...CREDENTIALS, phone: '+79995550101' });
    const first = (await (await loginInfo('%2B79995550101')).json()) as { code: string };
    await post(CALLS.sendCode, { ...CREDENTIALS, phone: '+79995550101' });
    const latest = await loginInfo('%2B79995550101');
    expect(latest.status).toBe(200);
    const body = (await latest.json()) as { code: string };
    expect(body).toEqual({ phone: '+79995550101', code: expect.stringMatching(/^\d{5}$/), codeExpiresAt: '2026-11-25T12:05:00.000Z', password: SANDBOX_2FA_PASSWORD });
    expect(body.code).toBe(fake.codeFor('+79995550101'));
    expect(first.code).toMatch(/^\d{5}$/);
  });

  it('takes the number without its +, or with the + arriving as a space, and has no password for a number ending in 0000', async () => {
    expect(await (await loginInfo('79990000000')).json()).toMatchObject({ phone: '+79990000000', password: null });
    expect(await (await loginInfo('+79990000000')).json()).toMatchObject({ phone: '+79990000000', password: null });
  });

  it('answers 400 validation_error for something that is not a number', async () => {
    for (const query of ['abc', '123', '']) {
      const res = await loginInfo(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'validation_error', message: expect.stringContaining('phone') });
    }
    const missing = await fetch(`${fake.baseUrl}/login-info`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'validation_error', message: expect.stringContaining('phone') });
  });
});

describe('bad input', () => {
  it('answers 400 validation_error naming the fields of a malformed body', async () => {
    const res = await post(CALLS.signIn, { ...CREDENTIALS, session: 5 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('validation_error');
    for (const field of ['session', 'phone', 'phoneCodeHash', 'code']) expect(body.message).toContain(field);

    const history = await post(CALLS.history, { session: 's', id: '-1001700000002', since: 'yesterday', limit: -1 });
    expect(history.status).toBe(400);
    expect(await history.json()).toMatchObject({ error: 'validation_error', message: expect.stringMatching(/since.*limit|limit.*since/s) });
  });

  it('answers Telegram’s refusals with their code, a sentence and a status', async () => {
    const wrongId = await post(CALLS.sendCode, { apiId: '1234567', apiHash: CREDENTIALS.apiHash, phone: PHONE });
    expect(wrongId.status).toBe(400);
    expect(await wrongId.json()).toEqual({ error: 'API_ID_INVALID', message: expect.stringContaining('my.telegram.org') });

    const revoked = await post(CALLS.dialogs, { session: 'unknown', limit: 10 });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: 'SESSION_REVOKED', message: expect.stringContaining('sign in again') });
  });
});

describe('the hooks over HTTP', () => {
  it('floods the next history read of a chat: 429 with Retry-After and the wait in the body', async () => {
    const session = await signedIn();
    const read = () => post(CALLS.history, { session, id: '-1001700000001', since: '2026-11-25T11:00:00Z', limit: 5 });
    const hook = await post('/hooks/flood-next', { peerId: '-1001700000001', seconds: 90 });
    expect(await hook.json()).toEqual({ ok: true });
    const flooded = await read();
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('retry-after')).toBe('90');
    expect(await flooded.json()).toEqual({ error: 'FLOOD_WAIT', message: expect.stringContaining('90 seconds'), retryAfterSeconds: 90 });
    const after = await read();
    expect(after.status).toBe(200);
    const { posts } = (await after.json()) as { posts: Array<{ date: string }> };
    expect(posts).toHaveLength(5);
    expect(posts[0]!.date).toMatch(/^2026-11-25T11:\d\d:\d\d\.000Z$/);
  });

  it('revokes a number’s sessions', async () => {
    const session = await signedIn('+79991110000');
    const hook = await post('/hooks/revoke-sessions', { phone: '+79991110000' });
    expect(await hook.json()).toEqual({ revoked: 1 });
    expect((await post(CALLS.me, { session })).status).toBe(401);
    const bad = await post('/hooks/flood-next', { peerId: '-1001700000001', seconds: 0 });
    expect(bad.status).toBe(400);
  });
});
