import { describe, expect, it } from 'vitest';
import { activeSubscription } from '../../../test/fakes';
import { createToastStore } from '../../../toast/toast-store';
import { ENDING_SOON_TOAST_DURATION, endingSoonDays, endingSoonNotifier } from './ending-soon';

const now = new Date('2025-07-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;
/** A cancelled subscription still in its paid period, ending `hours` from now. */
const endingIn = (hours: number, fields = {}) =>
  activeSubscription({ status: 'CANCELED', endDate: new Date(now.getTime() + hours * HOUR).toISOString(), refundDaysLeft: null, ...fields });

describe('the Subscription Ending Soon notice (spec 2)', () => {
  it('counts the days left, rounded up, from 1 to 7', () => {
    expect(endingSoonDays(endingIn(1), now)).toBe(1);
    expect(endingSoonDays(endingIn(24), now)).toBe(1);
    expect(endingSoonDays(endingIn(25), now)).toBe(2);
    expect(endingSoonDays(endingIn(6.5 * 24), now)).toBe(7);
    expect(endingSoonDays(endingIn(7 * 24), now)).toBe(7);
  });

  it('says nothing with more than 7 days left or none', () => {
    expect(endingSoonDays(endingIn(7 * 24 + 1), now)).toBeNull();
    expect(endingSoonDays(endingIn(30 * 24), now)).toBeNull();
    expect(endingSoonDays(endingIn(0), now)).toBeNull();
    expect(endingSoonDays(endingIn(-5), now)).toBeNull();
  });

  it('is only for a cancelled subscription that still grants premium access', () => {
    expect(endingSoonDays(endingIn(48, { status: 'ACTIVE' }), now)).toBeNull();
    expect(endingSoonDays(endingIn(48, { status: 'PAST_DUE' }), now)).toBeNull();
    expect(endingSoonDays(endingIn(48, { canUsePremiumFeatures: false }), now)).toBeNull();
    expect(endingSoonDays(endingIn(48, { endDate: null }), now)).toBeNull();
    expect(endingSoonDays(null, now)).toBeNull();
  });

  it('shows once per page load, for 8 seconds, with the number of days', () => {
    const toasts = createToastStore();
    const notify = endingSoonNotifier(toasts, () => now);
    notify(endingIn(30 * 24));
    expect(toasts.getToasts()).toEqual([]);
    notify(endingIn(3 * 24));
    notify(endingIn(2 * 24));
    expect(toasts.getToasts()).toEqual([
      expect.objectContaining({
        title: { key: 'subscription.endingSoon.title' },
        description: { key: 'subscription.endingSoon.description', values: { smart_count: 3 } },
        duration: 8_000,
      }),
    ]);
    expect(ENDING_SOON_TOAST_DURATION).toBe(8_000);
    toasts.dismiss();
    notify(endingIn(24));
    expect(toasts.getToasts().filter((toast) => toast.open)).toEqual([]);
  });
});
