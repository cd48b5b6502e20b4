import type { ApiClient } from '../api/client';
import type { AuthState, Session, User } from '../auth/session';
import type { PublicConfig, PublicConfigStore } from '../config/public-config';
import { NO_SUBSCRIPTION, type Subscription } from '../areas/subscription/state/subscription';
import type { SubscriptionContextValue } from '../areas/subscription/state/SubscriptionProvider';

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
  bullBoardPath: '/admin/queues',
  temporalUiPath: '/admin/temporal',
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

/** A status answer: the empty one with the given fields set. */
export const subscriptionOf = (fields: Partial<Subscription> = {}): Subscription => ({ ...NO_SUBSCRIPTION, ...fields });

/** A paying subscriber's status, started `daysAgo` days ago. */
export function activeSubscription(fields: Partial<Subscription> = {}): Subscription {
  return subscriptionOf({
    hasSubscription: true,
    status: 'ACTIVE',
    plan: 'MONTHLY',
    amount: 2100,
    startDate: '2025-06-18T10:00:00.000Z',
    endDate: '2025-07-18T10:00:00.000Z',
    canUsePremiumFeatures: true,
    refundDaysLeft: 5,
    ...fields,
  });
}

/** The subscription context frozen at one value; refresh answers the same value. */
export function fixedSubscription(subscription: Subscription | null, extra: Partial<SubscriptionContextValue> = {}): SubscriptionContextValue {
  return { subscription, loading: false, error: null, refresh: () => Promise.resolve(subscription), ...extra };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * An API client whose answers come from `answer` (a value, or a thrown ApiError), recording
 * every call; for pages and stores that only need JSON calls.
 */
export function scriptedApi(answer: (call: ApiCall) => unknown): ApiClient & { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const call = (method: string, path: string, body?: unknown) => {
    const entry = { method, path, body };
    calls.push(entry);
    try {
      return Promise.resolve(answer(entry));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const api = {
    calls,
    request: (path: string, init: RequestInit = {}) => call(init.method ?? 'GET', path),
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
    blob: () => Promise.reject(new Error('no blobs in this test')),
    send: () => Promise.reject(new Error('no raw calls in this test')),
  };
  return api as ApiClient & { calls: ApiCall[] };
}
