import type { Subscription } from './subscription';

/** Spec 5 'Premium gating': the only features a subscription unlocks. */
export const PREMIUM_FEATURES = ['youtube-commenter', 'telegram-calendar', 'telegram-digest'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

const isPremiumFeature = (feature: string): feature is PremiumFeature => (PREMIUM_FEATURES as readonly string[]).includes(feature);

/** A premium feature is usable only while canUsePremiumFeatures is true; any other name never is. */
export function canUseFeature(subscription: Subscription | null, feature: string): boolean {
  return isPremiumFeature(feature) && subscription?.canUsePremiumFeatures === true;
}
