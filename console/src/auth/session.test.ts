import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../api/token-store';
import { urlOf, anna, json } from '../test/fakes';
import { createSession, SIGN_IN_URL } from './session';

function setup(handler: (url: string) => Response) {
  const fetch = vi.fn((input: RequestInfo | URL) => Promise.resolve(handler(urlOf(input))));
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens: localTokenStore, goHome: vi.fn() });
  const assign = vi.fn();
  return { session: createSession({ api, tokens: localTokenStore, assign }), fetch, assign };
}

describe('session', () => {
  it('is authenticated when the current user is fetched', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const { session, fetch } = setup(() => json(200, { user: anna }));
    expect(session.getState().status).toBe('loading');
    await session.start();
    expect(session.getState()).toEqual({ status: 'authenticated', user: anna });
    expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  });

  it('is unauthenticated when fetching the user fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const { session } = setup((url) => (url.endsWith('/refresh') ? json(401, {}) : json(401, { error: 'token_expired' })));
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('without a token is unauthenticated without asking', async () => {
    const { session, fetch } = setup(() => json(200, { user: anna }));
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in by navigating to the Google sign-in', () => {
    const { session, assign } = setup(() => json(200, {}));
    session.signIn();
    expect(assign).toHaveBeenCalledWith(SIGN_IN_URL);
    expect(SIGN_IN_URL).toBe('/api/auth/google');
  });

  it('logout calls the API and clears the user and the token, even when the call fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const { session, fetch } = setup((url) => (url.endsWith('/logout') ? json(500, {}) : json(200, { user: anna })));
    await session.start();
    const listener = vi.fn();
    session.subscribe(listener);
    await session.signOut();
    expect(fetch).toHaveBeenLastCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(session.getState()).toEqual({ status: 'unauthenticated', user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
  });
});
