import { Payment, Subscription } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { getSubscription } from './find-subscription.ts';
import type { LifecycleActor } from './lifecycle-port.ts';
import type { StepContext } from './lifecycle-steps.ts';
import { applyPaymentUpdate } from './payment-state.ts';
import { returnMoney, type RefundDeps } from './refund-payment.ts';
import { refundWindowDaysLeft } from './status-body.ts';

/**
 * Spec: an ACTIVE subscription within 7 whole days of its start is refunded in full; access
 * ends at once. Every payment taken since the start goes back (in practice the first one).
 * The bank moves the money first (asked before each refund, so a retry never refunds
 * twice); then the payments, the subscription and the audit event change in one transaction.
 */
export async function refundSubscription(deps: RefundDeps, ctx: StepContext, subscriptionId: string, actor: LifecycleActor): Promise<{ amountKopecks: number }> {
  const s = await getSubscription(subscriptionId);
  const paid = await Payment.query().where('subscription_id', s.id).whereIn('status', ['CONFIRMED', 'REFUNDED']).orderBy('created_at');
  const total = paid.reduce((sum, p) => sum + p.amountKopecks, 0);
  if (s.refundedAt) return { amountKopecks: total };
  if (refundWindowDaysLeft(s, ctx.now) === null) throw new AppError('conflict', 'The refund period of 7 days has ended');

  const results = new Map<string, Awaited<ReturnType<typeof returnMoney>>>();
  for (const payment of paid) {
    if (payment.status === 'CONFIRMED') results.set(payment.id, await returnMoney(deps, payment));
  }
  await Subscription.transaction(async (trx) => {
    for (const [paymentId, result] of results) await applyPaymentUpdate(deps.secrets, paymentId, result, trx);
    const changed = await Subscription.query(trx)
      .where({ id: s.id, status: 'ACTIVE' })
      .patch({ status: 'EXPIRED', refundedAt: ctx.now, endDate: ctx.now, endedAt: ctx.now, endedReason: 'refunded', updatedAt: ctx.now });
    if (!changed) return;
    await recordAuditEvent(
      {
        eventKey: ctx.eventKey,
        action: 'subscription.refunded',
        actorId: actor.actorId,
        userId: s.userId,
        reason: actor.reason || null,
        details: { subscriptionId: s.id, amountKopecks: total },
        occurredAt: ctx.now,
      },
      trx,
    );
  });
  return { amountKopecks: total };
}
