/** Spec 5: the features a subscription unlocks; every other feature name is unavailable. */
export const premiumFeatures = ['youtube-commenter', 'telegram-calendar', 'telegram-digest'] as const;
export type PremiumFeature = (typeof premiumFeatures)[number];

export const isPremiumFeature = (name: string): name is PremiumFeature => (premiumFeatures as readonly string[]).includes(name);
