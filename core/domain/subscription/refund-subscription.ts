import { Payment, Subscription } from '../../../db/index.ts';
import type { PaymentProvider } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { getSubscription } from './find-subscription.ts';
import type { LifecycleActor } from './lifecycle-port.ts';
import { applyPaymentUpdate } from './payment-state.ts';
import type { StepContext } from './lifecycle-steps.ts';
import { refundWindowDaysLeft } from './status-body.ts';

/**
 * Spec: an ACTIVE subscription within 7 whole days of its start is refunded in full; access
 * ends at once. Every payment taken since the start goes back (in practice the first one).
 * The bank is asked about each payment first, so a retry after a crash never refunds twice.
 */
export async function refundSubscription(
  deps: { provider: PaymentProvider; secrets: SecretBox },
  ctx: StepContext,
  subscriptionId: string,
  actor: LifecycleActor,
): Promise<{ amountKopecks: number }> {
  const s = await getSubscription(subscriptionId);
  const paid = await Payment.query().where('subscription_id', s.id).whereIn('status', ['CONFIRMED', 'REFUNDED']).orderBy('created_at');
  const total = paid.reduce((sum, p) => sum + p.amountKopecks, 0);
  if (s.refundedAt) return { amountKopecks: total };
  if (refundWindowDaysLeft(s, ctx.now) === null) throw new AppError('conflict', 'The refund period of 7 days has ended');

  for (const payment of paid) {
    if (payment.status === 'REFUNDED' || !payment.providerPaymentId) continue;
    const state = await deps.provider.getState(payment.providerPaymentId);
    const result = state.state === 'REFUNDED' ? state : await deps.provider.refund(payment.providerPaymentId, payment.amountKopecks);
    await applyPaymentUpdate(deps.secrets, payment.id, result);
  }
  await Subscription.query()
    .where({ id: s.id, status: 'ACTIVE' })
    .patch({ status: 'EXPIRED', refundedAt: ctx.now, endDate: ctx.now, endedAt: ctx.now, endedReason: 'refunded', updatedAt: ctx.now });
  await recordAuditEvent({
    eventKey: ctx.eventKey,
    action: 'subscription.refunded',
    actorId: actor.actorId,
    userId: s.userId,
    reason: actor.reason || null,
    details: { subscriptionId: s.id, amountKopecks: total },
    occurredAt: ctx.now,
  });
  return { amountKopecks: total };
}
