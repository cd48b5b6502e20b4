import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../api/token-store';
import { urlOf, json } from '../test/fakes';
import { createDataProvider } from './data-provider';

const user = { id: '00000000-0000-4000-8000-000000000001', name: 'Anna', email: 'anna@example.com', avatar: null, role: 'user', createdAt: '2025-06-18T00:00:00Z', lastSignInAt: null };

function setup(handler: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; headers: Headers; init: RequestInit }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: urlOf(input), headers: new Headers(init.headers), init });
    return Promise.resolve(handler(urlOf(input), init));
  });
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens: localTokenStore, goHome: vi.fn() });
  return { dataProvider: createDataProvider(api), calls };
}

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
});

describe('the operator data provider', () => {
  it('lists admin/users in the simple-rest dialect with the bearer token and reads Content-Range', async () => {
    const { dataProvider, calls } = setup(() => json(200, [user], { 'Content-Range': 'users 0-0/1' }));
    const result = await dataProvider.getList('admin/users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'anna', role: 'user' },
    });
    expect(result).toEqual({ data: [user], total: 1 });
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/users');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'anna', role: 'user' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('updates a role with PUT', async () => {
    const { dataProvider, calls } = setup(() => json(200, { ...user, role: 'operator' }));
    const result = await dataProvider.update('admin/users', { id: user.id, data: { ...user, role: 'operator' }, previousData: user });
    expect(result.data.role).toBe('operator');
    expect(calls[0]!.url).toBe(`/api/admin/users/${user.id}`);
    expect(calls[0]!.init.method).toBe('PUT');
  });

  it('refreshes an expired token like every other call', async () => {
    const { dataProvider, calls } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token' });
      return new Headers(init.headers).get('Authorization') === 'Bearer new-token' ? json(200, user) : json(401, { error: 'token_expired' });
    });
    await expect(dataProvider.getOne('admin/users', { id: user.id })).resolves.toEqual({ data: user });
    expect(calls.map((call) => call.url)).toEqual([`/api/admin/users/${user.id}`, '/api/auth/refresh', `/api/admin/users/${user.id}`]);
  });

  it('turns a known error code into a translatable HttpError, and keeps unknown ones as the server said', async () => {
    const forbidden = await setup(() => json(403, { error: 'forbidden', message: 'Admins only' }))
      .dataProvider.update('admin/users', { id: user.id, data: user, previousData: user })
      .catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(HttpError);
    expect(forbidden).toMatchObject({ message: 'errors.server.forbidden', status: 403, body: { error: 'forbidden', message: 'Admins only' } });

    const odd = await setup(() => json(418, { error: 'teapot', message: 'Short and stout' }))
      .dataProvider.getOne('admin/users', { id: user.id })
      .catch((e: unknown) => e);
    expect(odd).toMatchObject({ message: 'Short and stout', status: 418 });
  });
});
