import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { activeSubscription, anna, fixedSubscription, signedIn, subscriptionOf } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { FeatureGuard } from './FeatureGuard';
import type { PremiumFeature } from '../../../../../contracts/plan.ts';
import type { SubscriptionContextValue } from '../state/SubscriptionProvider';

function renderGuard(subscription: SubscriptionContextValue, feature: PremiumFeature = 'youtube-commenter') {
  return renderWithApp(
    <FeatureGuard feature={feature}>
      <p>The tool</p>
    </FeatureGuard>,
    { auth: signedIn(anna), subscription, route: '/youtube-commenter', path: '/youtube-commenter' },
  );
}

describe('the feature guard (spec 2)', () => {
  it('shows a spinner while the status loads', () => {
    renderGuard(fixedSubscription(null, { loading: true }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('The tool')).toBeNull();
  });

  it('renders the tool for a subscription with premium features', () => {
    renderGuard(fixedSubscription(activeSubscription()), 'telegram-digest');
    expect(screen.getByText('The tool')).toBeTruthy();
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
  });

  it("asks to log in again after an 'Unauthorized' failure", async () => {
    const { session } = renderGuard(fixedSubscription(null, { error: new ApiError('Unauthorized', 401, {}) }));
    expect(screen.queryByText('The tool')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect((session as unknown as { signedIn: number }).signedIn).toBe(1);
  });

  it('shows the promo and a paywall without access; closing the dialog goes to /subscription', async () => {
    renderGuard(fixedSubscription(subscriptionOf(), { error: new ApiError('internal_error', 500, {}) }));
    expect(screen.queryByText('The tool')).toBeNull();
    // The promo lies under the modal dialog, hidden from assistive technology meanwhile.
    const promo = screen.getByTestId('welcome-promo');
    expect(within(promo).getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent)).toEqual([
      'YouTube comment assistant',
      'Telegram calendar',
      'Telegram digests',
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Subscription required' });
    expect(within(dialog).getByText(/YouTube comment assistant is part of the Professional Plan/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/subscription');
  });

  it("offers 'Start for free', leading to the offer, to someone who never subscribed", () => {
    renderGuard(fixedSubscription(subscriptionOf()));
    expect(within(screen.getByTestId('welcome-promo')).getByRole('link', { name: 'Start for free', hidden: true }).getAttribute('href')).toBe('/subscription');
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Start for free' }).getAttribute('href')).toBe('/subscription');
  });

  it("lets a former subscriber pay straight away with 'Subscribe now'", () => {
    renderGuard(fixedSubscription(activeSubscription({ status: 'EXPIRED', canUsePremiumFeatures: false, refundDaysLeft: null })));
    expect(within(screen.getByTestId('welcome-promo')).getByRole('button', { name: 'Subscribe now', hidden: true })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Subscribe now' })).toBeTruthy();
  });
});
