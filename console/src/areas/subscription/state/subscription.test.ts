import { describe, expect, it } from 'vitest';
import { subscriptionOf } from '../../../test/fakes';
import { isActivated, subscriptionExists, subscriptionLink, type Subscription } from './subscription';

const subscription = (status: string, hasSubscription = true): Subscription => subscriptionOf({ hasSubscription, status, canUsePremiumFeatures: status === 'ACTIVE' });

describe('the Subscription link', () => {
  it('goes to the offer without a subscription', () => {
    expect(subscriptionLink(null)).toBe('/subscription');
    expect(subscriptionLink(subscription('NONE', false))).toBe('/subscription');
  });

  it('goes to the management page for any subscription that is not EXPIRED', () => {
    for (const status of ['ACTIVE', 'CANCELED', 'PAST_DUE', 'SOMETHING_NEW']) {
      expect(subscriptionLink(subscription(status))).toBe('/subscription/manage');
    }
  });

  it('goes to the offer when the subscription has EXPIRED', () => {
    expect(subscriptionLink(subscription('EXPIRED'))).toBe('/subscription');
  });

  it('says whether a subscription exists (Manage Subscription in the avatar menu)', () => {
    expect(subscriptionExists(null)).toBe(false);
    expect(subscriptionExists(subscription('NONE', false))).toBe(false);
    expect(subscriptionExists(subscription('CANCELED'))).toBe(true);
  });

  it('counts as activated once it exists and grants premium features (spec 4 polling)', () => {
    expect(isActivated(null)).toBe(false);
    expect(isActivated(subscriptionOf({ hasSubscription: false, canUsePremiumFeatures: true }))).toBe(false);
    expect(isActivated(subscription('PAST_DUE'))).toBe(false);
    expect(isActivated(subscription('ACTIVE'))).toBe(true);
  });
});
