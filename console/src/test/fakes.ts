import type { ApiClient } from '../api/client';
import type { AuthState, Session, User } from '../auth/session';
import type { PublicConfig, PublicConfigStore } from '../config/public-config';

export const anna: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Anna Petrova',
  email: 'anna@example.com',
  avatar: null,
  role: 'user',
};

export const olga: User = { ...anna, id: '00000000-0000-4000-8000-000000000003', name: 'Olga Smirnova', email: 'olga@example.com', role: 'operator' };

/** A session frozen in one state, recording sign-in and sign-out calls. */
export function fakeSession(state: AuthState): Session & { signedOut: number; signedIn: number } {
  let current = state;
  const listeners = new Set<() => void>();
  const fake = {
    signedOut: 0,
    signedIn: 0,
    getState: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => Promise.resolve(),
    signIn() {
      fake.signedIn += 1;
    },
    signOut() {
      fake.signedOut += 1;
      current = { status: 'unauthenticated', user: null };
      listeners.forEach((listener) => listener());
      return Promise.resolve();
    },
    expire() {
      current = { status: 'unauthenticated', user: null };
      listeners.forEach((listener) => listener());
    },
  };
  return fake;
}

export const signedIn = (user: User = anna): AuthState => ({ status: 'authenticated', user });
export const signedOut: AuthState = { status: 'unauthenticated', user: null };

export const sandboxConfig: PublicConfig = {
  sandbox: true,
  apiBaseUrl: 'http://localhost:3100',
  temporalUiUrl: 'http://localhost:8233',
  bullBoardPath: '/admin/queues',
};

export function fakeConfigStore(config: PublicConfig | null = sandboxConfig): PublicConfigStore {
  return { get: () => config, subscribe: () => () => undefined, load: () => Promise.resolve() };
}

/** The URL a fetch call was made with. */
export const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** A JSON answer as fetch would give it. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const unusedApi = new Proxy({} as ApiClient, {
  get: () => () => Promise.reject(new Error('no API in this test')),
});
