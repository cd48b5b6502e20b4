import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription, anna, scriptedApi, signedIn, subscriptionOf } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const pending = subscriptionOf({ hasSubscription: true, status: 'PENDING', amount: 2100 });
const active = activeSubscription({ endDate: '2025-08-18T10:00:00.000Z' });

/** The status call answers the next entry of `answers`, then keeps answering the last one. */
function renderPage(answers: unknown[]) {
  let calls = 0;
  const api = scriptedApi(() => answers[Math.min(calls++, answers.length - 1)]);
  renderWithApp(<PaymentSuccessPage />, { auth: signedIn(anna), api, route: '/subscription/success', path: '/subscription/success' });
  return { statusCalls: () => api.calls.filter((call) => call.path === '/subscription/status').length };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByTestId('location').textContent;
const counter = () => screen.getByTestId('poll-counter').textContent;
const lastToast = () => toasts.getToasts()[0];

beforeEach(() => {
  vi.useFakeTimers();
  toasts.dismiss();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment success page (spec 2 and 4)', () => {
  it("says 'Payment Successful!' and raises its toast", async () => {
    renderPage([pending]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(lastToast()).toMatchObject({ description: { key: 'paymentSuccess.toast' }, open: true });
    await tick(100);
    expect(screen.getByText('Monthly Subscription')).toBeTruthy();
  });

  it('polls every 5 s with the n/24 counter, stops on activation and redirects 2 s later', async () => {
    const { statusCalls } = renderPage([pending, pending, active]);
    await tick(100);
    expect(statusCalls()).toBe(1);
    expect(counter()).toBe('0/24');
    await tick(4_999);
    expect(statusCalls()).toBe(1);
    await tick(1);
    expect(statusCalls()).toBe(2);
    expect(counter()).toBe('1/24');
    await tick(5_000);
    expect(statusCalls()).toBe(3);

    expect(screen.getByText('Subscription Activated')).toBeTruthy();
    expect(screen.queryByTestId('poll-counter')).toBeNull();
    expect(lastToast()).toMatchObject({ description: { key: 'paymentSuccess.activatedToast' } });
    expect(screen.getByTestId('valid-until').textContent).toBe('August 18, 2025');
    await tick(1_999);
    expect(location()).toBe('/subscription/success');
    await tick(1);
    expect(location()).toBe('/subscription/manage');
    await tick(30_000);
    expect(statusCalls()).toBe(3);
  });

  it('activates at once when the subscription already grants premium features', async () => {
    const { statusCalls } = renderPage([active]);
    await tick(100);
    expect(screen.getByText('Subscription Activated')).toBeTruthy();
    await tick(2_000);
    expect(location()).toBe('/subscription/manage');
    expect(statusCalls()).toBe(1);
  });

  it('gives up after 24 attempts with a destructive notice that activation is delayed', async () => {
    const { statusCalls } = renderPage([pending]);
    await tick(100);
    for (let attempt = 1; attempt <= 23; attempt += 1) await tick(5_000);
    expect(counter()).toBe('23/24');
    expect(screen.getByTestId('activation-status').dataset.phase).toBe('waiting');
    await tick(5_000);
    expect(counter()).toBe('24/24');
    expect(statusCalls()).toBe(25);

    const status = screen.getByTestId('activation-status');
    expect(status.dataset.phase).toBe('delayed');
    expect(within(status).getByText('Activation is taking longer than usual')).toBeTruthy();
    expect(within(status).getByText(/refresh this page in a few minutes/)).toBeTruthy();
    expect(lastToast()).toMatchObject({ variant: 'destructive', title: { key: 'paymentSuccess.delayedTitle' } });
    await tick(60_000);
    expect(statusCalls()).toBe(25);
    expect(location()).toBe('/subscription/success');
  });

  it("checks at once on 'Check Status Now'", async () => {
    const { statusCalls } = renderPage([pending, active]);
    await tick(100);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check Status Now' }));
      await Promise.resolve();
    });
    await tick(0);
    expect(statusCalls()).toBe(2);
    expect(screen.getByText('Subscription Activated')).toBeTruthy();
  });

  it('links the three tools, home and the management page', () => {
    renderPage([pending]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/youtube-commenter', '/telegram/calendar', '/telegram/digest', '/', '/subscription/manage']);
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/subscription/manage');
  });
});
