import { subscriptionStatusSchema } from '../contracts/subscription.ts';
import { periodEnd } from '../core/domain/subscription/billing-dates.ts';
import { Subscription } from '../db/index.ts';

/**
 * Gives the user a paid, ACTIVE monthly subscription, as the first confirmed payment leaves
 * it (period 0 from now to the same day next month), so GET /api/subscription/status answers
 * the subscribed path (dates, premium access, refund window) rather than "none".
 */
export async function giveActiveSubscription(userId: string, now = new Date()): Promise<Subscription> {
  const id = crypto.randomUUID();
  return Subscription.query().insert({
    id,
    userId,
    status: 'ACTIVE',
    plan: 'MONTHLY',
    amountKopecks: 210_000,
    provider: 'tbank',
    startDate: now,
    billingAnchor: now,
    anchorPeriod: 0,
    period: 0,
    periodStart: now,
    endDate: periodEnd(now, 1),
    workflowId: `subscription-${id}`,
  });
}

/**
 * One GET before measuring: a setup that answers "no subscription" (a wrong user, a status
 * the query skips) would otherwise be measured as if it were the subscribed path.
 */
export async function checkSubscribedStatus(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text}`);
  const body = subscriptionStatusSchema.parse(JSON.parse(text));
  if (!body.hasSubscription || body.status !== 'ACTIVE' || !body.canUsePremiumFeatures) {
    throw new Error(`GET ${url} did not answer an active subscription with premium access: ${text}`);
  }
}
