import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGoogleAccount, signInWithGoogle } from '../testing/google-sign-in.ts';
import { readJson } from '../testing/read-json.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;

const patch = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${app.baseUrl}/api/users/me/settings`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, ...headers }, body });

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  token = (await signInWithGoogle(app.baseUrl, newGoogleAccount())).token!;
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

describe('user settings', () => {
  it('answers the defaults, then keeps a change', async () => {
    const get = await fetch(`${app.baseUrl}/api/users/me/settings`, { headers: { authorization: `Bearer ${token}` } });
    expect(await readJson(get)).toEqual({ settings: { locale: 'en', timezone: 'Europe/Moscow', emailNotifications: true, dateOrder: 'auto' } });
    const res = await patch(JSON.stringify({ locale: 'ru', timezone: 'Asia/Yekaterinburg' }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ settings: { locale: 'ru', timezone: 'Asia/Yekaterinburg', emailNotifications: true, dateOrder: 'auto' } });
  });

  it('belongs to the signed-in user only', async () => {
    const other = (await signInWithGoogle(app.baseUrl, newGoogleAccount())).token!;
    const res = await fetch(`${app.baseUrl}/api/users/me/settings`, { headers: { authorization: `Bearer ${other}` } });
    expect((await readJson(res)).settings.locale).toBe('en');
  });
});

describe('the date order (how the calendar bot reads "03/12")', () => {
  it("is 'auto' until the user chooses, then kept and answered by GET and PATCH; back to 'auto' too", async () => {
    const own = (await signInWithGoogle(app.baseUrl, newGoogleAccount())).token!;
    const call = (method: 'GET' | 'PATCH', body?: unknown) =>
      fetch(`${app.baseUrl}/api/users/me/settings`, { method, headers: { authorization: `Bearer ${own}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    expect((await readJson(await call('GET'))).settings.dateOrder).toBe('auto');
    const changed = await call('PATCH', { dateOrder: 'month-first' });
    expect(changed.status).toBe(200);
    expect(await readJson(changed)).toEqual({ settings: { locale: 'en', timezone: 'Europe/Moscow', emailNotifications: true, dateOrder: 'month-first' } });
    expect((await readJson(await call('GET'))).settings.dateOrder).toBe('month-first');
    expect((await readJson(await call('PATCH', { dateOrder: 'day-first' }))).settings.dateOrder).toBe('day-first');
    expect((await readJson(await call('PATCH', { dateOrder: 'auto' }))).settings.dateOrder).toBe('auto');
  });
});

describe('bad input answers 4xx with {error, message} and changes nothing', () => {
  it.each([
    ['malformed JSON', '{"locale": "ru",', 400, 'invalid_json', /not valid JSON/],
    ['a wrong type', JSON.stringify({ emailNotifications: 'yes' }), 400, 'validation_error', /emailNotifications/],
    ['an unknown field', JSON.stringify({ locale: 'en', colour: 'red' }), 400, 'validation_error', /colour/],
    ['an unknown time zone', JSON.stringify({ timezone: 'Mars/Olympus' }), 400, 'validation_error', /timezone/],
    ['an unknown date order', JSON.stringify({ dateOrder: 'year-first' }), 400, 'validation_error', /dateOrder: Use auto, day-first or month-first/],
    ['a date order of another type', JSON.stringify({ dateOrder: null }), 400, 'validation_error', /dateOrder/],
    ['a JSON array', JSON.stringify(['ru']), 400, 'validation_error', /body/],
  ])('%s', async (_name, body, status, error, message) => {
    const before = await readJson((await fetch(`${app.baseUrl}/api/users/me/settings`, { headers: { authorization: `Bearer ${token}` } })));
    const res = await patch(body);
    expect(res.status).toBe(status);
    const json = await readJson(res);
    expect(json.error).toBe(error);
    expect(json.message).toMatch(message);
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+/);
    const after = await readJson((await fetch(`${app.baseUrl}/api/users/me/settings`, { headers: { authorization: `Bearer ${token}` } })));
    expect(after).toEqual(before);
  });

  it('a body that is not JSON: 415', async () => {
    const res = await patch('locale=ru', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect((await readJson(res)).error).toBe('unsupported_media_type');
  });

  it('a body over 1 MB: 413', async () => {
    const res = await patch(JSON.stringify({ locale: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect((await readJson(res)).error).toBe('payload_too_large');
  });

  it('an unknown route: 404 JSON; a wrong method: 405 JSON', async () => {
    const missing = await fetch(`${app.baseUrl}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: 'not_found', message: 'No route GET /api/no-such-thing' });
    const wrong = await fetch(`${app.baseUrl}/api/auth/me`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect((await readJson(wrong)).error).toBe('method_not_allowed');
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await fetch(`${app.baseUrl}/api/no-such-thing`, { headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('trace-12345678');
    const made = await fetch(`${app.baseUrl}/api/no-such-thing`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
