import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription, anna, scriptedApi, signedIn, signedOut } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { createToastStore } from '../../../toast/toast-store';
import { SubscriptionProvider } from './SubscriptionProvider';
import { useSubscription } from './use-subscription';

function Probe() {
  const { subscription, loading } = useSubscription();
  return <div data-testid="probe">{loading ? 'loading' : (subscription?.status ?? 'empty')}</div>;
}

const now = new Date('2025-07-10T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderProvider(answer: unknown, auth = signedIn(anna)) {
  const api = scriptedApi(() => answer);
  const toasts = createToastStore();
  renderWithApp(
    <SubscriptionProvider toasts={toasts}>
      <Probe />
    </SubscriptionProvider>,
    { api, auth, subscription: null },
  );
  return { api, toasts };
}

describe('the subscription provider', () => {
  it('loads the status for the signed-in user 100 ms after mounting', async () => {
    const { api } = renderProvider(activeSubscription());
    expect(screen.getByTestId('probe').textContent).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('probe').textContent).toBe('ACTIVE');
    expect(api.calls).toEqual([{ method: 'GET', path: '/subscription/status', body: undefined }]);
  });

  it('is empty for a signed-out visitor and asks nothing', async () => {
    const { api } = renderProvider(activeSubscription(), signedOut);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('probe').textContent).toBe('empty');
    expect(api.calls).toEqual([]);
  });

  it('raises Subscription Ending Soon for a cancelled subscription with days left', async () => {
    const { toasts } = renderProvider(activeSubscription({ status: 'CANCELED', endDate: '2025-07-13T10:00:00Z', refundDaysLeft: null }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(toasts.getToasts()).toEqual([expect.objectContaining({ title: { key: 'subscription.endingSoon.title' }, duration: 8_000 })]);
  });
});
