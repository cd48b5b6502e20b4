import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, User } from '../../../db/index.ts';
import { newGoogleAccount, signInWithGoogle } from '../../testing/google-sign-in.ts';
import { readJson } from '../../testing/read-json.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
const tag = `adm${Date.now().toString(36)}`;
const tokens: Record<'user' | 'operator' | 'admin', string> = { user: '', operator: '', admin: '' };
const ids: Record<'user' | 'operator' | 'admin', string> = { user: '', operator: '', admin: '' };

const call = (role: keyof typeof tokens, path: string, init: RequestInit = {}) =>
  fetch(`${app.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/json', ...init.headers } });
const list = (role: keyof typeof tokens, params: Record<string, unknown>) =>
  call(role, `/api/admin/users?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString()}`);

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  for (const role of ['user', 'operator', 'admin'] as const) {
    const account = newGoogleAccount({ name: `${tag} ${role}`, email: `${tag}.${role}@example.com` });
    await signInWithGoogle(app.baseUrl, account);
    await User.query().where('google_id', account.sub).patch({ role });
    const { token } = await signInWithGoogle(app.baseUrl, account);
    tokens[role] = token!;
    ids[role] = (await User.query().findOne('google_id', account.sub))!.id;
  }
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

describe('GET /api/admin/users (ra-data-simple-rest)', () => {
  it('searches, filters by role, sorts and pages with Content-Range', async () => {
    const res = await list('operator', { filter: { q: tag }, sort: ['email', 'DESC'], range: [0, 1] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('users 0-1/3');
    const rows = await readJson(res);
    expect(rows.map((r: { role: string }) => r.role)).toEqual(['user', 'operator']);
    expect(rows[0]).toEqual({
      id: ids.user,
      name: `${tag} user`,
      email: `${tag}.user@example.com`,
      avatar: expect.any(String),
      role: 'user',
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
    });

    const admins = await readJson(await list('admin', { filter: { q: tag, role: 'admin' } }));
    expect(admins.map((r: { id: string }) => r.id)).toEqual([ids.admin]);
    const many = await readJson(await list('admin', { filter: { id: [ids.user, ids.admin] } }));
    expect(many).toHaveLength(2);
  });

  it('refuses a plain user with 403', async () => {
    const res = await list('user', {});
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toBe('forbidden');
  });

  it.each([
    ['a range that is not JSON', { range: '[0,' }],
    ['an unknown sort field', { sort: ['password', 'ASC'] }],
    ['an unknown filter', { filter: { colour: 'red' } }],
  ])('answers 400 for %s', async (_name, params) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]));
    const res = await call('admin', `/api/admin/users?${query.toString()}`);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe('validation_error');
  });
});

describe('GET and PUT /api/admin/users/:id', () => {
  it('shows one user; an unknown id is 404, a malformed one 400', async () => {
    expect((await readJson(await call('operator', `/api/admin/users/${ids.user}`))).email).toBe(`${tag}.user@example.com`);
    expect((await call('operator', '/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('operator', '/api/admin/users/not-a-uuid')).status).toBe(400);
  });

  it('lets an admin change a role, audited, and the change applies at once', async () => {
    const res = await call('admin', `/api/admin/users/${ids.user}`, { method: 'PUT', body: JSON.stringify({ id: ids.user, role: 'operator', name: 'ignored' }) });
    expect(res.status).toBe(200);
    expect((await readJson(res)).role).toBe('operator');
    const audit = await AuditEvent.query().where({ action: 'user.role_changed', user_id: ids.user });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: ids.admin, details: { from: 'user', to: 'operator' } });
    // The promoted user's existing token now reaches the operator API.
    expect((await list('user', {})).status).toBe(200);
  });

  it('refuses operators (403) and an admin changing their own role (409)', async () => {
    const byOperator = await call('operator', `/api/admin/users/${ids.user}`, { method: 'PUT', body: JSON.stringify({ role: 'admin' }) });
    expect(byOperator.status).toBe(403);
    const self = await call('admin', `/api/admin/users/${ids.admin}`, { method: 'PUT', body: JSON.stringify({ role: 'user' }) });
    expect(self.status).toBe(409);
    expect((await readJson(self)).error).toBe('conflict');
  });

  it('writes the role and its audit event together: when the audit write fails, the role is unchanged', async () => {
    const before = (await User.query().findById(ids.operator))!.role;
    await app.deps.knex.raw(`create or replace function fail_role_audit() returns trigger as $$ begin raise exception 'audit down'; end $$ language plpgsql`);
    await app.deps.knex.raw(`create trigger fail_role_audit before insert on audit_events for each row when (new.user_id = '${ids.operator}') execute function fail_role_audit()`);
    try {
      const res = await call('admin', `/api/admin/users/${ids.operator}`, { method: 'PUT', body: JSON.stringify({ role: 'admin' }) });
      expect(res.status).toBe(500);
      expect((await User.query().findById(ids.operator))!.role).toBe(before);
    } finally {
      await app.deps.knex.raw('drop trigger fail_role_audit on audit_events');
    }
  });

  it('records a role change made with a user agent of any length', async () => {
    const res = await call('admin', `/api/admin/users/${ids.operator}`, { method: 'PUT', body: JSON.stringify({ role: 'operator' }), headers: { 'user-agent': 'x'.repeat(5000) } });
    expect(res.status).toBe(200);
    const promoted = await call('admin', `/api/admin/users/${ids.user}`, { method: 'PUT', body: JSON.stringify({ role: 'user' }), headers: { 'user-agent': 'y'.repeat(5000) } });
    expect(promoted.status).toBe(200);
    const audit = await AuditEvent.query().where({ action: 'user.role_changed', user_id: ids.user }).orderBy('id', 'desc').first();
    expect(audit!.userAgent).toHaveLength(400);
  });

  it('answers 400 naming the role when it is not one of the three', async () => {
    const res = await call('admin', `/api/admin/users/${ids.user}`, { method: 'PUT', body: JSON.stringify({ role: 'root' }) });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toMatch(/role/);
  });
});

describe('CORS for a console on another origin', () => {
  it('exposes Content-Range to the console origin only', async () => {
    const res = await list('admin', {}).then(() =>
      fetch(`${app.baseUrl}/api/admin/users`, { headers: { origin: 'http://localhost:3000', authorization: `Bearer ${tokens.admin}` } }),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    const foreign = await fetch(`${app.baseUrl}/api/admin/users`, { headers: { origin: 'https://evil.example', authorization: `Bearer ${tokens.admin}` } });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});
