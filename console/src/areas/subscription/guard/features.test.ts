import { describe, expect, it } from 'vitest';
import { activeSubscription, subscriptionOf } from '../../../test/fakes';
import { PREMIUM_FEATURES } from '../../../../../contracts/plan.ts';
import { canUseFeature } from './features';

describe('premium gating (spec 5)', () => {
  it('opens the three premium features while canUsePremiumFeatures is true', () => {
    expect(PREMIUM_FEATURES).toEqual(['youtube-commenter', 'telegram-calendar', 'telegram-digest']);
    for (const feature of PREMIUM_FEATURES) {
      expect(canUseFeature(activeSubscription(), feature)).toBe(true);
      expect(canUseFeature(activeSubscription({ status: 'CANCELED' }), feature)).toBe(true);
    }
  });

  it('closes them without premium, whatever the status says', () => {
    for (const feature of PREMIUM_FEATURES) {
      expect(canUseFeature(null, feature)).toBe(false);
      expect(canUseFeature(subscriptionOf(), feature)).toBe(false);
      expect(canUseFeature(activeSubscription({ canUsePremiumFeatures: false }), feature)).toBe(false);
    }
  });

  it('never opens any other feature name', () => {
    for (const feature of ['homework', 'analytics', 'telegram', 'YOUTUBE-COMMENTER', '', 'toString']) {
      expect(canUseFeature(activeSubscription(), feature)).toBe(false);
    }
  });
});
