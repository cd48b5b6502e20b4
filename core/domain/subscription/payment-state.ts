import { Payment, Subscription, type PaymentRowStatus } from '../../../db/index.ts';
import type { PaymentStateResult } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { storeUserSecret } from '../secrets/user-secrets.ts';

const rank: Record<PaymentRowStatus, number> = { NEW: 0, PENDING: 1, CONFIRMED: 2, REJECTED: 2, EXPIRED: 2, REFUNDED: 3 };

/**
 * The status a payment moves to when the bank reports `incoming`, or null to leave it. Only
 * forward: a late or repeated report never undoes a later state. A confirmation after we
 * stopped waiting (EXPIRED) still counts: the money was taken.
 */
export function nextPaymentStatus(current: PaymentRowStatus, incoming: PaymentRowStatus): PaymentRowStatus | null {
  if (incoming === current || current === 'REFUNDED') return null;
  if (incoming === 'REFUNDED') return current === 'CONFIRMED' ? 'REFUNDED' : null;
  if (current === 'EXPIRED' && incoming === 'CONFIRMED') return 'CONFIRMED';
  return rank[incoming] > rank[current] ? incoming : null;
}

/** The secret that holds the saved card's token for renewals (encrypted at rest). */
export const rebillSecretName = (subscriptionId: string) => `bank.rebill.${subscriptionId}`;

export interface PaymentUpdate extends PaymentStateResult {
  providerPaymentId?: string | undefined;
  rebillId?: string | undefined;
  cardPan?: string | undefined;
}

/**
 * Records what the bank said about a payment, once: the update is conditional on the status
 * it read, so concurrent reports (a notification racing a poll) apply one transition.
 * Answers the payment as stored afterwards and whether this call changed it.
 */
export async function applyPaymentUpdate(secrets: SecretBox, paymentId: string, update: PaymentUpdate): Promise<{ payment: Payment; changed: boolean }> {
  for (let tries = 0; tries < 5; tries++) {
    const payment = await Payment.query().findById(paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    const incoming: PaymentRowStatus = update.state;
    const next = nextPaymentStatus(payment.status, incoming);
    if (update.rebillId && update.state !== 'REJECTED' && payment.status !== 'REJECTED') {
      // T-Bank sends the RebillId with AUTHORIZED or with CONFIRMED: keep it from whichever
      // comes, before the status moves, so an active subscription always has its card.
      await storeUserSecret(secrets, payment.userId, rebillSecretName(payment.subscriptionId), update.rebillId);
      if (update.cardPan) await Subscription.query().findById(payment.subscriptionId).patch({ cardPan: update.cardPan });
    }
    if (!next) return { payment, changed: false };
    const now = new Date();
    const count = await Payment.query()
      .where({ id: paymentId, status: payment.status })
      .patch({
        status: next,
        providerStatus: update.providerStatus,
        ...(update.providerPaymentId && !payment.providerPaymentId ? { providerPaymentId: update.providerPaymentId } : {}),
        ...(next === 'REJECTED' ? { declineCode: update.declineCode ?? null, declineMessage: update.declineMessage ?? null, declineKind: update.declineKind ?? 'soft' } : {}),
        ...(next === 'CONFIRMED' ? { confirmedAt: now } : {}),
        ...(next === 'REFUNDED' ? { refundedAt: now } : {}),
        updatedAt: now,
      });
    if (count === 1) return { payment: (await Payment.query().findById(paymentId))!, changed: true };
  }
  throw new Error(`Payment ${paymentId} kept changing under us`);
}
