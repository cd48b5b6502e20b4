/**
 * The plan's figures (spec 1 and 9). They mirror PLAN and REFUND_WINDOW_DAYS of
 * contracts/subscription.ts (plan.test.ts checks they agree): the console imports contracts as
 * types only, because a value import would also bring zod's schemas into the public pages.
 */
export const PLAN_PRICE_RUB = 2100;
export const REFUND_WINDOW_DAYS = 7;
