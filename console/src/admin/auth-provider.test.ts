import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { anna, fakeSession, olga, signedIn, signedOut } from '../test/fakes';
import { createAuthProvider } from './auth-provider';

describe("react-admin's auth provider", () => {
  it('accepts a signed-in session and refuses a signed-out one, quietly, towards /', async () => {
    await expect(createAuthProvider(fakeSession(signedIn())).checkAuth({})).resolves.toBeUndefined();
    await expect(createAuthProvider(fakeSession(signedOut)).checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
  });

  it('signs out on a 401 (the client already tried a refresh) but not on a 403', async () => {
    const provider = createAuthProvider(fakeSession(signedIn()));
    await expect(provider.checkError(new ApiError('Unauthorized', 401, {}))).rejects.toMatchObject({ redirectTo: '/' });
    await expect(provider.checkError(new ApiError('forbidden', 403, {}))).resolves.toBeUndefined();
  });

  it('gives the identity and the role as permissions', async () => {
    const provider = createAuthProvider(fakeSession(signedIn(olga)));
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: olga.id, fullName: 'Olga Smirnova', email: 'olga@example.com' });
    await expect(provider.getPermissions!({})).resolves.toBe('operator');
  });

  it('lets operators read users, admins also edit them, and nobody else in', async () => {
    const can = (user = anna, action = 'list') => createAuthProvider(fakeSession(signedIn(user))).canAccess!({ resource: 'admin/users', action });
    await expect(can(anna, 'list')).resolves.toBe(false);
    await expect(can(olga, 'list')).resolves.toBe(true);
    await expect(can(olga, 'show')).resolves.toBe(true);
    await expect(can(olga, 'edit')).resolves.toBe(false);
    await expect(can({ ...olga, role: 'admin' }, 'edit')).resolves.toBe(true);
    await expect(can({ ...olga, role: 'admin' }, 'delete')).resolves.toBe(false);
  });

  it('lets operators and admins read subscriptions and payments, and nobody else', async () => {
    const can = (user = anna, resource = 'admin/subscriptions', action = 'list') => createAuthProvider(fakeSession(signedIn(user))).canAccess!({ resource, action });
    for (const resource of ['admin/subscriptions', 'admin/payments']) {
      await expect(can(anna, resource, 'list')).resolves.toBe(false);
      await expect(can(olga, resource, 'list')).resolves.toBe(true);
      await expect(can(olga, resource, 'show')).resolves.toBe(true);
      await expect(can(olga, resource, 'delete')).resolves.toBe(false);
    }
  });

  it('logs out through the shared session and goes home', async () => {
    const session = fakeSession(signedIn());
    await expect(createAuthProvider(session).logout({})).resolves.toBe('/');
    expect(session.getState().status).toBe('unauthenticated');
  });
});
