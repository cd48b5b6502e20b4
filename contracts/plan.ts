/**
 * The plan's rules that every layer reads: the price, the refund window, the renewal attempts
 * and the features a subscription unlocks. Nothing imported (no zod), so the console's public
 * pages can import these values without the schemas; `subscription.ts` re-exports the plan.
 */

/** The one plan (spec 1): Professional Plan, monthly, 2,100 roubles. */
export const PLAN = { code: 'MONTHLY', amountRub: 2100, currency: 'RUB' } as const;
/** Spec 9: refund within 7 whole days of the start; 3 attempts within 2 days on a failed renewal. */
export const REFUND_WINDOW_DAYS = 7;
export const RENEWAL_ATTEMPTS = 3;

/** Spec 5 'Premium gating': the features a subscription unlocks; every other name never is. */
export const PREMIUM_FEATURES = ['youtube-commenter', 'telegram-calendar', 'telegram-digest'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export const isPremiumFeature = (name: string): name is PremiumFeature => (PREMIUM_FEATURES as readonly string[]).includes(name);
