import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { leaveTo } from '../../../app/leave';
import { scriptedApi, signedOut } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import TestPaymentPage from './TestPaymentPage';

vi.mock('../../../app/leave', () => ({ leaveTo: vi.fn() }));

const PAYMENT_ID = '7f1c0a52-9d3e-4b8a-a1f0-3c2d9e8b71a4';

function renderPage(query: string, answer: () => unknown = () => ({ status: 'CONFIRMED', message: 'Payment confirmed' })) {
  const api = scriptedApi(answer);
  renderWithApp(<TestPaymentPage />, { auth: signedOut, api, subscription: null, route: `/test-payment${query}`, path: '/test-payment' });
  return api;
}

const location = () => screen.getByTestId('location').textContent;
const pay = () => screen.getByTestId('pay-button');

/** Types a card with real timers (user-event waits between keys), then stops the clock and presses Pay. */
async function fillCardAndPay(card = '4242424242424242') {
  await userEvent.type(screen.getByTestId('card-number'), card);
  await userEvent.type(screen.getByTestId('card-expiry'), '1228');
  await userEvent.type(screen.getByTestId('card-cvv'), '123');
  await userEvent.type(screen.getByTestId('card-holder'), 'Anna Petrova');
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(pay());
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.mocked(leaveTo).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the test payment page (spec 2)', () => {
  it('sends a visitor without payment_id to /subscription', () => {
    renderPage('?amount=2100');
    expect(location()).toBe('/subscription');
  });

  it('shows the form, the amount, the last 8 characters of the payment and the test card', () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    expect(screen.getByRole('heading', { name: 'Test Payment Form' })).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('₽2,100');
    expect(screen.getByTestId('payment-ref').textContent).toBe('…9e8b71a4');
    expect(screen.getByTestId('test-card-hint').textContent?.replaceAll('\u00a0', ' ')).toContain('4242 4242 4242 4242');
    expect(screen.getByText('This is a test payment page. No real money is charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/subscription');
  });

  it('formats what is typed and keeps Pay disabled until card, expiry and CVV are filled', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-number'), '4242424242424242');
    expect(screen.getByTestId('card-number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-expiry'), '1228');
    expect(screen.getByTestId('card-expiry')).toHaveProperty('value', '12/28');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-cvv'), '12');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-cvv'), '34');
    expect(screen.getByTestId('card-cvv')).toHaveProperty('value', '123');
    expect(pay()).toHaveProperty('disabled', false);
    expect(pay().textContent).toBe('Pay ₽2,100');
  });

  it("confirms the payment, shows 'Processing...' for 2 s, then goes to the decoded success_url", async () => {
    const api = renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent('/subscription/success?paid=1')}`);
    await fillCardAndPay();
    expect(pay().textContent).toBe('Processing...');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/test-payment/confirm', body: { paymentId: PAYMENT_ID, cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvv: '123', cardholder: 'Anna Petrova' } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(location()).toContain('/test-payment');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/subscription/success?paid=1');
  });

  it('goes to /subscription/success without a success_url', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/success');
  });

  it('loads an absolute success_url of this origin as a document', async () => {
    const target = `${window.location.origin}/subscription/success`;
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent(target)}`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(leaveTo).toHaveBeenCalledWith(target);
  });

  it('refuses a success_url of another site (open redirect) and stays in the app', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent('https://evil.example/phish')}`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(leaveTo).not.toHaveBeenCalled();
    expect(location()).toBe('/subscription/success');
  });

  it('goes to /subscription/fail when the bank declines the card', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, () => ({ status: 'REJECTED', message: 'Payment declined' }));
    await fillCardAndPay('4000000000000002');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/fail');
  });

  it('goes to /subscription/fail when the call fails', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, () => {
      throw new ApiError('not_found', 404, { error: 'not_found', message: 'Payment not found' });
    });
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/fail');
  });
});
