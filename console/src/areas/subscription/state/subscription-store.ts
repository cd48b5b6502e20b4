import { ApiError, isUnauthorizedError } from '../../../api/api-error';
import type { ApiClient } from '../../../api/client';
import type { AuthState } from '../../../auth/session';
import { fetchSubscriptionStatus } from './subscription-api';
import { NO_SUBSCRIPTION, type Subscription } from './subscription';

/** Spec 4 and 9: the status is fetched 100 ms after the authentication state changes. */
export const SUBSCRIPTION_FETCH_DELAY = 100;

export interface SubscriptionState {
  /** null: signed out, or not known yet. */
  subscription: Subscription | null;
  /** True until the first answer for the current user (or while sign-in is still being checked). */
  loading: boolean;
  /** The last failed status call, kept so the feature guard can tell a lost session apart. */
  error: Error | null;
}

export interface SubscriptionStore {
  getState: () => SubscriptionState;
  subscribe: (listener: () => void) => () => void;
  /** The sign-in state or the user changed (a new token for the same user is no change). */
  authChanged: (status: AuthState['status'], userId: string | null) => void;
  /** Fetches the status now and answers the state it leaves; never rejects. */
  refresh: () => Promise<Subscription | null>;
  dispose: () => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The signed-in user's subscription, shared by the header, the avatar menu, the feature guard
 * and the subscription pages. Rules of spec 4 and 8: unauthenticated is empty; a 429 keeps what
 * is known; any other failure (401 included) means no subscription and no premium.
 */
export function createSubscriptionStore(api: ApiClient, delayMs = SUBSCRIPTION_FETCH_DELAY): SubscriptionStore {
  let state: SubscriptionState = { subscription: null, loading: true, error: null };
  let userId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Answers that arrive after the user changed belong to someone else and are dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<SubscriptionState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  async function load(): Promise<Subscription | null> {
    const asked = generation;
    try {
      const subscription = await fetchSubscriptionStatus(api);
      if (asked === generation) set({ subscription, loading: false, error: null });
    } catch (caught) {
      const error = asError(caught);
      if (asked !== generation) {
        // The session was lost during the call (the auth state moved first): still worth saying.
        if (isUnauthorizedError(error)) set({ error });
      } else if (error instanceof ApiError && error.status === 429) {
        set({ loading: false });
      } else {
        set({ subscription: NO_SUBSCRIPTION, loading: false, error });
      }
    }
    return state.subscription;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    authChanged(status, id) {
      clearTimeout(timer);
      generation += 1;
      if (status !== 'authenticated' || id === null) {
        // Forgotten at once rather than 100 ms later: a signed-out page must not show premium.
        userId = null;
        set({ subscription: null, loading: status === 'loading', ...(status === 'loading' ? { error: null } : {}) });
        return;
      }
      if (id !== userId) set({ subscription: null, loading: true, error: null });
      userId = id;
      timer = setTimeout(() => void load(), delayMs);
    },
    refresh() {
      return userId === null ? Promise.resolve(null) : load();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
