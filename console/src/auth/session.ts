import type { PublicUser } from '../../../contracts/auth.ts';
import { CURRENT_USER_PATH, type ApiClient } from '../api/client';
import type { TokenStore } from '../api/token-store';

export type User = PublicUser;

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/** Where 'Sign in with Google' goes: a browser navigation, the server does the OAuth dance. */
export const SIGN_IN_URL = '/api/auth/google';

export interface Session {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Fetches the current user: success means signed in, any failure signed out. */
  start: () => Promise<void>;
  signIn: () => void;
  /** Ends the session on the server (best effort) and forgets the user and the token. */
  signOut: () => Promise<void>;
  /** The session was lost elsewhere (the client already dropped the token). */
  expire: () => void;
}

interface Options {
  api: ApiClient;
  tokens: TokenStore;
  assign?: (url: string) => void;
}

/**
 * The signed-in state shared by the shell (through AuthContext) and react-admin's
 * authProvider, so a sign-out on either side is seen by both.
 */
export function createSession({ api, tokens, assign = (url) => window.location.assign(url) }: Options): Session {
  let state: AuthState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const signedOut: AuthState = { status: 'unauthenticated', user: null };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      // Without a token the call can only fail (there is nothing to refresh), so skip it.
      if (tokens.get() === null) return set(signedOut);
      try {
        const { user } = await api.get<{ user: User }>(CURRENT_USER_PATH);
        set({ status: 'authenticated', user });
      } catch {
        set(signedOut);
      }
    },
    signIn: () => assign(SIGN_IN_URL),
    async signOut() {
      try {
        await api.post('/auth/logout');
      } catch {
        // The server may already consider the session gone; signing out locally is what matters.
      } finally {
        tokens.clear();
        set(signedOut);
      }
    },
    expire() {
      if (state.status !== 'unauthenticated') set(signedOut);
    },
  };
}
