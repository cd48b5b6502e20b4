import { isPremiumFeature } from '../../../../../contracts/plan.ts';
import type { Subscription } from '../state/subscription';

/**
 * Spec 5 'Premium gating': a premium feature (contracts/plan.ts PREMIUM_FEATURES, the list the
 * server gates too) is usable only while canUsePremiumFeatures is true; any other name never is.
 */
export function canUseFeature(subscription: Subscription | null, feature: string): boolean {
  return isPremiumFeature(feature) && subscription?.canUsePremiumFeatures === true;
}
