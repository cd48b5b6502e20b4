import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { Subscription } from '../state/subscription';
import { activeSubscription, anna, fixedSubscription, scriptedApi, signedIn, subscriptionOf } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import { ManageSubscriptionPage } from './ManageSubscriptionPage';

function renderPage(subscription: Subscription | null, answer: () => unknown = () => ({}), loading = false) {
  const api = scriptedApi(answer);
  const refresh = vi.fn(() => Promise.resolve(subscription));
  // The toasts outlive the page: a refund leaves it for / and says so there.
  renderWithApp(
    <>
      <Routes>
        <Route path="/subscription/manage" element={<ManageSubscriptionPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: fixedSubscription(subscription, { refresh, loading }), route: '/subscription/manage' },
  );
  return { api, refresh };
}

const button = (name: string) => screen.queryByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  toasts.dismiss();
});

describe('subscription management (spec 2)', () => {
  it('shows a loading state while the status loads', () => {
    renderPage(null, undefined, true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(location()).toBe('/subscription/manage');
  });

  it('sends someone without a subscription to /subscription', () => {
    renderPage(subscriptionOf());
    expect(location()).toBe('/subscription');
  });

  it('ACTIVE: status, plan, price, dates, refund within the window and cancel', () => {
    renderPage(activeSubscription({ refundDaysLeft: 5 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect(screen.getByTestId('subscription-plan').textContent).toBe('Monthly subscription');
    expect(screen.getByTestId('subscription-price').textContent).toBe('₽2,100 per month');
    expect(screen.getByTestId('subscription-start').textContent).toBe('June 18, 2025');
    expect(screen.getByText('Next billing date')).toBeTruthy();
    expect(screen.getByTestId('subscription-end').textContent).toBe('July 18, 2025');
    expect(button('Request refund')).toBeTruthy();
    expect(button('Cancel subscription')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Included Services' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billing Information' })).toBeTruthy();
    expect(screen.getByTestId('refund-days-left').textContent).toBe('5 days left to request a refund.');
  });

  it('ACTIVE outside the refund window: no refund button and no days left', () => {
    renderPage(activeSubscription({ refundDaysLeft: null }));
    expect(button('Request refund')).toBeNull();
    expect(button('Cancel subscription')).toBeTruthy();
    expect(screen.queryByTestId('refund-days-left')).toBeNull();
  });

  it('CANCELED: active until the end date, a notice, and Resume subscription to /subscription', () => {
    renderPage(activeSubscription({ status: 'CANCELED', refundDaysLeft: null }));
    expect(screen.getByTestId('subscription-status').textContent).toBe('Cancelled');
    expect(screen.getByText('Active until')).toBeTruthy();
    expect(screen.getByText('Your subscription has been cancelled. You can keep using all services until July 18, 2025.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resume subscription' }).getAttribute('href')).toBe('/subscription');
    expect(button('Cancel subscription')).toBeNull();
    expect(button('Request refund')).toBeNull();
  });

  it('PAST_DUE: the payment failed text and Pay now to /subscription', () => {
    renderPage(activeSubscription({ status: 'PAST_DUE', canUsePremiumFeatures: false, refundDaysLeft: null }));
    expect(screen.getByText('Payment failed. Please update your payment details to continue using the services.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/subscription');
    expect(button('Cancel subscription')).toBeNull();
  });

  it('shows a status it does not know as it comes', () => {
    renderPage(activeSubscription({ status: 'ON_HOLD', refundDaysLeft: null }));
    expect(screen.getByTestId('subscription-status').textContent).toBe('ON_HOLD');
  });

  it('cancels with the reason given, says until when, and refreshes the status', async () => {
    const { api, refresh } = renderPage(activeSubscription(), () => ({ success: true, endDate: '2025-07-18T10:00:00.000Z' }));
    await userEvent.click(button('Cancel subscription')!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByText(/Automatic renewal will be turned off/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Too expensive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(api.calls).toEqual([{ method: 'POST', path: '/subscription/cancel', body: { reason: 'Too expensive' } }]);
    expect(await screen.findByText('You can continue using the service until July 18, 2025')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a failed cancel shows the server's message in an Error toast and the inline text", async () => {
    renderPage(activeSubscription(), () => {
      throw new ApiError('conflict', 409, { error: 'conflict', message: 'The subscription is already cancelled' });
    });
    await userEvent.click(button('Cancel subscription')!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    const toast = await screen.findByText('The subscription is already cancelled');
    expect(toast.closest('[role="alert"]')?.textContent).toContain('Error');
    expect(within(screen.getByRole('dialog')).getByText('Failed to cancel subscription. Please try again later.')).toBeTruthy();
  });

  it("a failed cancel without the server's words says 'Failed to cancel subscription'", async () => {
    renderPage(activeSubscription(), () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(button('Cancel subscription')!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
  });

  it('refunds the amount, says when the money comes back, and goes home', async () => {
    const { api, refresh } = renderPage(activeSubscription({ refundDaysLeft: 6 }), () => ({ success: true, amount: 2100 }));
    await userEvent.click(button('Request refund')!);
    const dialog = screen.getByRole('dialog', { name: 'Request a refund?' });
    expect(within(dialog).getByText('Access to the services is blocked immediately.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund ₽2,100' }));
    expect(api.calls).toEqual([{ method: 'POST', path: '/subscription/refund', body: {} }]);
    expect(await screen.findByText('Refund processed')).toBeTruthy();
    expect(screen.getByText('Funds will be returned within 3-5 business days')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
    expect(refresh).toHaveBeenCalled();
  });

  it('a failed refund says so in a toast and inline, and stays', async () => {
    renderPage(activeSubscription(), () => {
      throw new ApiError('HTTP error! status: 500', 500, {});
    });
    await userEvent.click(button('Request refund')!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund ₽2,100' }));
    expect(await screen.findByText('Failed to process refund')).toBeTruthy();
    expect(screen.getByText('Failed to process refund. Please try again later.')).toBeTruthy();
    expect(location()).toBe('/subscription/manage');
  });
});
