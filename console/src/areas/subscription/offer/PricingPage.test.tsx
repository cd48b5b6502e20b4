import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { watchLeaving } from '../../../test/leaving';
import type { AuthState } from '../../../auth/session';
import type { Subscription } from '../state/subscription';
import { activeSubscription, anna, fixedSubscription, scriptedApi, signedIn, signedOut, subscriptionOf } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import PricingPage from './PricingPage';

let leaveTo: ReturnType<typeof watchLeaving>;

function renderPage(subscription: Subscription | null, auth: AuthState = signedIn(anna), answer: () => unknown = () => ({ paymentUrl: 'https://bank.example/pay/42', paymentId: 'p42' })) {
  const api = scriptedApi(answer);
  const result = renderWithApp(<PricingPage />, { auth, api, subscription: fixedSubscription(subscription), route: '/subscription', path: '/subscription' });
  return { api, session: result.session as unknown as { signedIn: number } };
}

const subscribeButton = () => screen.getByTestId('subscribe-button');
const offerButton = () => screen.getByTestId('offer-button');

beforeEach(() => {
  leaveTo = watchLeaving();
  toasts.dismiss();
});
afterEach(() => {
  toasts.dismiss();
});

describe('the subscription offer (spec 2 /subscription)', () => {
  it('sends an active subscriber to the management page, replacing the history entry', () => {
    renderPage(activeSubscription());
    expect(screen.getByTestId('location').textContent).toBe('/subscription/manage');
  });

  it('shows one plan at ₽2,100 a month with its six features, services, reasons, FAQ and the limited-time note', () => {
    renderPage(subscriptionOf());
    const plan = screen.getByTestId('plan-card');
    expect(within(plan).getByRole('heading', { name: 'Professional Plan' })).toBeTruthy();
    expect(within(plan).getByText('₽2,100')).toBeTruthy();
    expect(within(plan).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited YouTube comment generation',
      'Full Telegram calendar integration',
      'AI-powered Telegram digests',
      'Priority processing queue',
      'Priority support',
      'Early access to new features',
    ]);
    for (const heading of ['What you get', 'Why choose us', 'Frequently asked questions', 'Limited-time offer']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeTruthy();
    }
    expect(screen.getByText('How does billing work?')).toBeTruthy();
    expect(subscribeButton().textContent).toBe('Start Your Subscription');
    expect(offerButton().textContent).toBe('Get Started for ₽2,100/month');
    expect(screen.queryByTestId('canceled-banner')).toBeNull();
  });

  it('sends a signed-out visitor who presses subscribe to sign-in instead of payment', async () => {
    const { api, session } = renderPage(null, signedOut);
    expect(subscribeButton().textContent).toBe('Sign In to Subscribe');
    await userEvent.click(subscribeButton());
    await userEvent.click(offerButton());
    expect(session.signedIn).toBe(2);
    expect(api.calls).toEqual([]);
  });

  it('offers to reactivate a cancelled subscription and says until when it stays active', () => {
    renderPage(activeSubscription({ status: 'CANCELED', refundDaysLeft: null }));
    expect(screen.getByTestId('canceled-banner').textContent).toBe('Your subscription is cancelled but remains active until July 18, 2025. You can reactivate it at any time.');
    expect(subscribeButton().textContent).toBe('Reactivate Subscription');
    expect(offerButton().textContent).toBe('Reactivate for ₽2,100/month');
  });

  it("creates a payment and sends the browser to it, showing 'Creating Payment...'", async () => {
    const { api } = renderPage(subscriptionOf());
    await userEvent.click(subscribeButton());
    expect(api.calls).toEqual([{ method: 'POST', path: '/subscription/create-payment', body: undefined }]);
    expect(leaveTo).toHaveBeenCalledWith('https://bank.example/pay/42');
    expect(subscribeButton().textContent).toBe('Creating Payment...');
    expect(subscribeButton()).toHaveProperty('disabled', true);
    expect(offerButton()).toHaveProperty('disabled', true);
  });

  it('only logs a failed payment creation and gives the button back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(subscriptionOf(), signedIn(anna), () => {
      throw new ApiError('service_unavailable', 503, { error: 'service_unavailable', message: 'The bank is not answering' });
    });
    await userEvent.click(subscribeButton());
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
    expect(subscribeButton().textContent).toBe('Start Your Subscription');
    expect(logged).toHaveBeenCalled();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(toasts.getToasts().filter((toast) => toast.open)).toEqual([]);
  });
});
