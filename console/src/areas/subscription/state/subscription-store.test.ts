import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { activeSubscription, scriptedApi } from '../../../test/fakes';
import { NO_SUBSCRIPTION } from './subscription';
import { createSubscriptionStore, SUBSCRIPTION_FETCH_DELAY } from './subscription-store';

const STATUS = '/subscription/status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A store whose status call answers whatever `next` holds at the time of the call. */
function setup(first: unknown = activeSubscription()) {
  let next: unknown = first;
  const api = scriptedApi(() => {
    if (next instanceof Error) throw next;
    return next;
  });
  const store = createSubscriptionStore(api);
  return {
    store,
    api,
    answer: (value: unknown) => {
      next = value;
    },
    statusCalls: () => api.calls.filter((call) => call.path === STATUS).length,
  };
}

describe('the subscription state (spec 4)', () => {
  it('is fetched 100 ms after the user signs in, not before', async () => {
    const { store, statusCalls } = setup();
    expect(SUBSCRIPTION_FETCH_DELAY).toBe(100);
    store.authChanged('authenticated', 'user-1');
    expect(store.getState()).toEqual({ subscription: null, loading: true, error: null });
    await vi.advanceTimersByTimeAsync(99);
    expect(statusCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toBe(1);
    expect(store.getState()).toEqual({ subscription: activeSubscription(), loading: false, error: null });
  });

  it('is empty and asks nothing while signed out', async () => {
    const { store, statusCalls } = setup();
    store.authChanged('unauthenticated', null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statusCalls()).toBe(0);
    expect(store.getState()).toMatchObject({ subscription: null, loading: false });
    await expect(store.refresh()).resolves.toBeNull();
  });

  it('stays loading while sign-in is being checked', () => {
    const { store } = setup();
    store.authChanged('loading', null);
    expect(store.getState()).toMatchObject({ subscription: null, loading: true });
  });

  it('keeps what it knows when the status call answers 429', async () => {
    const { store, answer } = setup();
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    answer(new ApiError('rate_limited', 429, { error: 'rate_limited' }));
    await expect(store.refresh()).resolves.toEqual(activeSubscription());
    expect(store.getState()).toMatchObject({ subscription: activeSubscription(), loading: false });
  });

  it('means no subscription, status NONE and no premium after any other failure', async () => {
    const { store, answer } = setup();
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    answer(new ApiError('internal_error', 500, {}));
    await expect(store.refresh()).resolves.toEqual(NO_SUBSCRIPTION);
    expect(store.getState().subscription).toMatchObject({ hasSubscription: false, status: 'NONE', canUsePremiumFeatures: false });
    expect(store.getState().error?.message).toBe('internal_error');
  });

  it('treats a 401 like any other failure', async () => {
    const { store } = setup(new ApiError('unauthorized', 401, {}));
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().subscription).toEqual(NO_SUBSCRIPTION);
  });

  it('refresh() answers the fresh value', async () => {
    const { store, answer } = setup(activeSubscription({ status: 'PAST_DUE', canUsePremiumFeatures: false }));
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    answer(activeSubscription());
    await expect(store.refresh()).resolves.toEqual(activeSubscription());
    expect(store.getState().subscription).toEqual(activeSubscription());
  });

  it("forgets the subscription at once on sign-out, and drops an answer meant for the previous user", async () => {
    let release: (value: unknown) => void = () => undefined;
    const api = scriptedApi(() => new Promise((resolve) => (release = resolve)));
    const store = createSubscriptionStore(api);
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    store.authChanged('unauthenticated', null);
    expect(store.getState().subscription).toBeNull();
    release(activeSubscription());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().subscription).toBeNull();
  });

  it('asks again for the same user without blanking what is shown meanwhile', async () => {
    const { store, statusCalls } = setup();
    store.authChanged('authenticated', 'user-1');
    await vi.advanceTimersByTimeAsync(100);
    store.authChanged('authenticated', 'user-1');
    expect(store.getState().subscription).toEqual(activeSubscription());
    await vi.advanceTimersByTimeAsync(100);
    expect(statusCalls()).toBe(2);
  });
});
