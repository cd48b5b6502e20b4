import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { watchLeaving } from '../../../test/leaving';
import { activeSubscription, anna, scriptedApi, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { SubscribeButton } from './SubscribeButton';

let leaveTo: ReturnType<typeof watchLeaving>;

const expired = activeSubscription({ status: 'EXPIRED', canUsePremiumFeatures: false, refundDaysLeft: null });

function renderButton(answer: () => unknown) {
  const api = scriptedApi(answer);
  renderWithApp(<SubscribeButton subscription={expired} />, { auth: signedIn(anna), api, subscription: expired });
  return api;
}

beforeEach(() => {
  leaveTo = watchLeaving();
  toasts.dismiss();
});
afterEach(() => {
  toasts.dismiss();
});

const openToast = () => toasts.getToasts().find((toast) => toast.open);

describe("the promo's 'Subscribe now'", () => {
  it('creates a payment and sends the browser to it', async () => {
    const api = renderButton(() => ({ paymentUrl: 'https://bank.example/pay/1', paymentId: 'p1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe now' }));
    expect(api.calls).toEqual([{ method: 'POST', path: '/subscription/create-payment', body: undefined }]);
    expect(leaveTo).toHaveBeenCalledWith('https://bank.example/pay/1');
    expect(screen.getByRole('button', { name: 'Creating Payment...' })).toHaveProperty('disabled', true);
  });

  it('says the payment link is missing when the answer has none', async () => {
    renderButton(() => ({ paymentId: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe now' }));
    await waitFor(() => expect(openToast()).toMatchObject({ title: { key: 'errors.title' }, description: { key: 'subscription.payment.linkMissing' }, variant: 'destructive' }));
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe now' })).toHaveProperty('disabled', false);
  });

  it("shows the server's text when it gives one, else the generic failure", async () => {
    renderButton(() => {
      throw new ApiError('conflict', 409, { error: 'conflict', message: 'You already have an active subscription' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe now' }));
    await waitFor(() => expect(openToast()?.description).toBe('You already have an active subscription'));
  });

  it('falls back to its own text without one', async () => {
    renderButton(() => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe now' }));
    await waitFor(() => expect(openToast()?.description).toEqual({ key: 'subscription.payment.failed' }));
  });
});
