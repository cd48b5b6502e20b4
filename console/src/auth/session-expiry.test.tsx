import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createApiClient } from '../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../api/token-store';
import { urlOf, anna, fakeSession, json, signedIn, signedOut } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { createToastStore } from '../toast/toast-store';
import { Toaster } from '../toast/Toaster';
import { createSession } from './session';
import { SESSION_EXPIRED_TOAST_DURATION, watchSessionExpiry } from './session-expiry';

describe('the Session Expired toast', () => {
  it('shows for 10 s when a call fails as Unauthorized while signed in, and ends the session', () => {
    const session = fakeSession(signedIn());
    const toasts = createToastStore();
    watchSessionExpiry(session, toasts)(new ApiError('Unauthorized', 401, {}));
    expect(toasts.getToasts()).toEqual([
      expect.objectContaining({
        title: { key: 'auth.sessionExpired.title' },
        description: { key: 'auth.sessionExpired.description' },
        duration: 10_000,
        open: true,
      }),
    ]);
    expect(SESSION_EXPIRED_TOAST_DURATION).toBe(10_000);
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('stays quiet when signed out or for other failures', () => {
    const toasts = createToastStore();
    watchSessionExpiry(fakeSession(signedOut), toasts)(new ApiError('Unauthorized', 401, {}));
    watchSessionExpiry(fakeSession(signedIn()), toasts)(new ApiError('forbidden', 403, {}));
    expect(toasts.getToasts()).toEqual([]);
  });

  it('appears in the page when the client loses a signed-in session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    let refreshWorks = true;
    const fetch = vi.fn((input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url === '/api/auth/me') return Promise.resolve(json(200, { user: anna }));
      if (url === '/api/auth/refresh') return Promise.resolve(refreshWorks ? json(200, { token: 'token' }) : json(401, {}));
      return Promise.resolve(json(401, { error: 'token_expired', message: 'Token expired' }));
    });
    const toasts = createToastStore();
    const goHome = vi.fn();
    let watcher = (_error: unknown) => undefined as void;
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens: localTokenStore, goHome, onError: (e) => watcher(e) });
    const session = createSession({ api, tokens: localTokenStore });
    watcher = watchSessionExpiry(session, toasts);
    await session.start();
    refreshWorks = false;

    renderWithApp(<Toaster store={toasts} />, { session });
    await act(() => api.get('/things').catch(() => undefined));

    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please log in again to continue using this feature.')).toBeTruthy();
    expect(goHome).toHaveBeenCalled();
    expect(session.getState().status).toBe('unauthenticated');
  });
});
