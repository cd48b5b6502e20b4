import { PLAN, REFUND_WINDOW_DAYS, type SubscriptionStatusBody } from '../../../contracts/subscription.ts';
import type { Subscription } from '../../../db/index.ts';
import { refundDaysLeft } from './billing-dates.ts';

/**
 * Premium access: ACTIVE until the paid period's end plus `graceMs` (the renewal's retries run
 * in it, decisions.md), or CANCELED until the paid period ends. PAST_DUE and EXPIRED have
 * none. Dates decide as well as the status, so a workflow that is stuck (or gone) can never
 * stretch access past what was paid for.
 */
export function canUsePremium(s: Subscription | null | undefined, now: Date, graceMs: number): boolean {
  if (!s || s.endDate === null) return false;
  const end = new Date(s.endDate).getTime();
  if (s.status === 'ACTIVE') return end + graceMs > now.getTime();
  return s.status === 'CANCELED' && end > now.getTime();
}

/** Refund is open for an ACTIVE subscription within 7 whole days of its start. */
export function refundWindowDaysLeft(s: Subscription, now: Date): number | null {
  if (s.status !== 'ACTIVE' || !s.startDate) return null;
  return refundDaysLeft(new Date(s.startDate), now, REFUND_WINDOW_DAYS);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** GET /api/subscription/status for the user's current subscription (null: none yet). */
export function subscriptionStatusBody(s: Subscription | null, now: Date, graceMs: number): SubscriptionStatusBody {
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
    canUsePremiumFeatures: canUsePremium(s, now, graceMs),
    refundDaysLeft: refundWindowDaysLeft(s, now),
  };
}
