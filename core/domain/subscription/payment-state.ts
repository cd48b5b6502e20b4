import { Payment, Subscription, type Knex, type PaymentRowStatus } from '../../../db/index.ts';
import type { PaymentStateResult } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { storeUserSecret } from '../secrets/user-secrets.ts';

const rank: Record<PaymentRowStatus, number> = { NEW: 0, PENDING: 1, CONFIRMED: 2, REJECTED: 2, EXPIRED: 2, REFUNDED: 3 };

/**
 * The status a payment moves to when the bank reports `incoming`, or null to leave it. Only
 * forward: a late or repeated report never undoes a later state, except that a confirmation
 * always counts, whatever we had recorded: T-Bank's form lets the customer try another card
 * after a decline (REJECTED, AUTH_FAIL), and a payment we stopped waiting for (EXPIRED) may
 * still be completed; either way the money was taken (docs/decisions.md, T-Bank's statuses).
 */
export function nextPaymentStatus(current: PaymentRowStatus, incoming: PaymentRowStatus): PaymentRowStatus | null {
  if (incoming === current || current === 'REFUNDED') return null;
  if (incoming === 'REFUNDED') return current === 'CONFIRMED' ? 'REFUNDED' : null;
  if (incoming === 'CONFIRMED') return 'CONFIRMED';
  return rank[incoming] > rank[current] ? incoming : null;
}

/** A payment whose money arrived after we had recorded it as over: someone must act on it. */
export const confirmedLate = (before: PaymentRowStatus, after: PaymentRowStatus) => after === 'CONFIRMED' && (before === 'REJECTED' || before === 'EXPIRED');

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
export async function applyPaymentUpdate(secrets: SecretBox, paymentId: string, update: PaymentUpdate, trx?: Knex.Transaction): Promise<{ payment: Payment; changed: boolean }> {
  for (let tries = 0; tries < 5; tries++) {
    const payment = await Payment.query(trx).findById(paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    const incoming: PaymentRowStatus = update.state;
    // A confirmation of another amount than the order's is not this order's payment: it grants
    // nothing (the webhook refuses such a notification before it gets here, and says so).
    const wrongAmount = incoming === 'CONFIRMED' && update.amountKopecks !== undefined && update.amountKopecks !== payment.amountKopecks;
    const next = wrongAmount ? null : nextPaymentStatus(payment.status, incoming);
    if (update.rebillId && update.state !== 'REJECTED') {
      // T-Bank sends the RebillId with AUTHORIZED or with CONFIRMED: keep it from whichever
      // comes, before the status moves, so an active subscription always has its card.
      await storeUserSecret(secrets, payment.userId, rebillSecretName(payment.subscriptionId), update.rebillId);
      if (update.cardPan) await Subscription.query().findById(payment.subscriptionId).patch({ cardPan: update.cardPan });
    }
    if (!next) return { payment, changed: false };
    const now = new Date();
    const count = await Payment.query(trx)
      .where({ id: paymentId, status: payment.status })
      .patch({
        status: next,
        providerStatus: update.providerStatus,
        ...(update.providerPaymentId && !payment.providerPaymentId ? { providerPaymentId: update.providerPaymentId } : {}),
        ...(next === 'REJECTED' ? { declineCode: update.declineCode ?? null, declineMessage: update.declineMessage ?? null, declineKind: update.declineKind ?? 'soft' } : {}),
        // A decline the customer then paid past (another card at the form) no longer describes it.
        ...(next === 'CONFIRMED' ? { confirmedAt: now, declineCode: null, declineMessage: null, declineKind: null } : {}),
        ...(next === 'REFUNDED' ? { refundedAt: now } : {}),
        updatedAt: now,
      });
    if (count === 1) return { payment: (await Payment.query(trx).findById(paymentId))!, changed: true };
  }
  throw new Error(`Payment ${paymentId} kept changing under us`);
}
