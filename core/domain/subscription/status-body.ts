import { PLAN, REFUND_WINDOW_DAYS, type SubscriptionStatusBody } from '../../../contracts/subscription.ts';
import type { Subscription } from '../../../db/index.ts';
import { refundDaysLeft } from './billing-dates.ts';

/**
 * Premium access: ACTIVE (including the retry window of a failed renewal, decisions.md), or
 * CANCELED until the paid period ends. PAST_DUE and EXPIRED have none.
 */
export function canUsePremium(s: Subscription | null | undefined, now: Date): boolean {
  if (!s) return false;
  if (s.status === 'ACTIVE') return true;
  return s.status === 'CANCELED' && s.endDate !== null && new Date(s.endDate).getTime() > now.getTime();
}

/** Refund is open for an ACTIVE subscription within 7 whole days of its start. */
export function refundWindowDaysLeft(s: Subscription, now: Date): number | null {
  if (s.status !== 'ACTIVE' || !s.startDate) return null;
  return refundDaysLeft(new Date(s.startDate), now, REFUND_WINDOW_DAYS);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** GET /api/subscription/status for the user's current subscription (null: none yet). */
export function subscriptionStatusBody(s: Subscription | null, now: Date): SubscriptionStatusBody {
  if (!s) {
    return { hasSubscription: false, status: 'NONE', plan: null, amount: PLAN.amountRub, startDate: null, endDate: null, canUsePremiumFeatures: false, refundDaysLeft: null };
  }
  return {
    hasSubscription: true,
    status: s.status,
    plan: s.plan,
    amount: s.amountKopecks / 100,
    startDate: iso(s.startDate),
    endDate: iso(s.endDate),
    canUsePremiumFeatures: canUsePremium(s, now),
    refundDaysLeft: refundWindowDaysLeft(s, now),
  };
}
