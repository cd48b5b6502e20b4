import { Payment, Subscription } from '../../../db/index.ts';

/**
 * Whether the subscription can still take this confirmed payment as the period it was made
 * for. The lifecycle steps apply a payment only under the same conditions; a payment for which
 * this is false, and which no step applied, is money to give back.
 */
export function canApply(p: Pick<Payment, 'kind' | 'period'>, s: Pick<Subscription, 'status' | 'period'>): boolean {
  switch (p.kind) {
    case 'FIRST':
      return s.status === 'PENDING';
    case 'RENEWAL':
      return (s.status === 'ACTIVE' || s.status === 'CANCELED') && s.period === p.period - 1;
    case 'RECOVERY':
      return s.status === 'PAST_DUE';
  }
}

/**
 * The subscription's confirmed payments that paid for nothing and can no longer: a second
 * payment for a period already paid, or money that arrived after the subscription moved on
 * (the checkout abandoned, the renewal's retries over, the subscription refunded).
 */
export async function strayPayments(subscriptionId: string): Promise<string[]> {
  const s = await Subscription.query().findById(subscriptionId);
  if (!s) return [];
  const payments = await Payment.query().where('subscription_id', s.id);
  const paidPeriods = new Set(payments.filter((p) => p.appliedAt !== null).map((p) => p.period));
  return payments.filter((p) => p.status === 'CONFIRMED' && p.appliedAt === null && (paidPeriods.has(p.period) || !canApply(p, s))).map((p) => p.id);
}
