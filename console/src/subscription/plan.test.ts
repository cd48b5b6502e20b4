import { describe, expect, it } from 'vitest';
import { PLAN, REFUND_WINDOW_DAYS as CONTRACT_REFUND_DAYS } from '../../../contracts/subscription.ts';
import { PLAN_PRICE_RUB, REFUND_WINDOW_DAYS } from './plan';

describe("the console's copy of the plan", () => {
  it('agrees with the API contract', () => {
    expect(PLAN_PRICE_RUB).toBe(PLAN.amountRub);
    expect(REFUND_WINDOW_DAYS).toBe(CONTRACT_REFUND_DAYS);
  });
});
