import type { Logger } from 'pino';
import { Payment, PaymentReceipt, Subscription, User } from '../../../db/index.ts';
import type { FiscalReceipt } from '../../../contracts/fiscal-receipt.ts';
import { ProviderError, type PaymentProvider, type PaymentStateResult } from '../../clients/bank/payment-provider.ts';
import type { ReceiptSettings } from '../../clients/bank/receipt-env.ts';
import type { SecretBox } from '../../crypto.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import type { LifecycleActor } from './lifecycle-port.ts';
import type { StepContext } from './lifecycle-steps.ts';
import { applyPaymentUpdate } from './payment-state.ts';
import { buildReceipt, receiptEmail, recordReceiptRefused, recordReceiptSent } from './fiscal-receipts.ts';

export interface RefundDeps {
  provider: PaymentProvider;
  secrets: SecretBox;
  /** The fiscal receipt's settings; null: receipts are off. */
  receipts: ReceiptSettings | null;
  log: Logger;
}

/**
 * The refund's receipt ("Возврат прихода") for exactly the amount returned, sent to the
 * customer's address, or to the one the payment's own receipt went to if theirs is gone.
 */
async function refundReceipt(deps: RefundDeps, payment: Payment): Promise<FiscalReceipt | undefined> {
  if (!deps.receipts) return undefined;
  const user = await User.query().findById(payment.userId);
  const sale = await PaymentReceipt.query().findOne({ payment_id: payment.id, operation: 'sale' });
  const email = receiptEmail(user?.email) ?? receiptEmail(typeof sale?.receipt.Email === 'string' ? sale.receipt.Email : null);
  if (!email) {
    // The money goes back regardless: holding a refund hostage to a receipt would be worse.
    deps.log.error({ paymentId: payment.id, userId: payment.userId }, 'refund without a fiscal receipt: the customer has no e-mail address (issue the refund receipt by hand)');
    return undefined;
  }
  const receipt = buildReceipt(deps.receipts, email, payment.amountKopecks);
  await recordReceiptSent(payment.id, 'refund', receipt, payment.amountKopecks);
  return receipt;
}

/**
 * Gives one payment's money back at the bank, once: the bank is asked about the payment
 * first, so a retry after a crash (the refund done, its answer lost) does not refund again.
 */
export async function returnMoney(deps: RefundDeps, payment: Payment): Promise<PaymentStateResult> {
  if (!payment.providerPaymentId) throw new ProviderError(`Payment ${payment.id} has no payment at the bank to refund`, { retryable: false });
  const state = await deps.provider.getState(payment.providerPaymentId);
  if (state.state === 'REFUNDED') return state;
  const receipt = await refundReceipt(deps, payment);
  let result: PaymentStateResult;
  try {
    result = await deps.provider.refund(payment.providerPaymentId, payment.amountKopecks, receipt);
  } catch (err) {
    if (err instanceof ProviderError && err.receiptRefused) {
      await recordReceiptRefused(payment.id, 'refund', err.code, err.message);
      deps.log.error({ paymentId: payment.id, code: err.code, bank: err.message }, 'the bank refused the refund\'s fiscal receipt: nothing was refunded (check the TBANK_RECEIPT_* settings, then refund again)');
    }
    throw err;
  }
  if (result.state !== 'REFUNDED') throw new ProviderError(`The bank answered ${result.providerStatus} to the refund of payment ${payment.id}`, { retryable: true });
  return result;
}

/**
 * Refunds one confirmed payment (an operator's decision, or money that paid for nothing). The
 * payment's row, the end of the access it paid for (when it paid the subscription's current
 * period) and the audit event are written in one transaction once the bank has refunded.
 */
export async function refundPayment(deps: RefundDeps, ctx: StepContext, paymentId: string, actor: LifecycleActor | null): Promise<{ amountKopecks: number }> {
  const payment = await Payment.query().findById(paymentId);
  if (!payment) throw notFound('Payment');
  if (payment.status === 'REFUNDED') return { amountKopecks: payment.amountKopecks };
  if (payment.status !== 'CONFIRMED') throw new AppError('conflict', 'Only a confirmed payment can be refunded');
  const result = await returnMoney(deps, payment);
  await Subscription.transaction(async (trx) => {
    const s = (await Subscription.query(trx).findById(payment.subscriptionId).forUpdate())!;
    const { changed } = await applyPaymentUpdate(deps.secrets, payment.id, result, trx);
    if (!changed) return;
    const paysCurrentAccess = payment.appliedAt !== null && payment.period === s.period && (s.status === 'ACTIVE' || s.status === 'CANCELED' || s.status === 'PAST_DUE');
    if (paysCurrentAccess) {
      await Subscription.query(trx)
        .findById(s.id)
        .patch({ status: 'EXPIRED', refundedAt: ctx.now, endDate: ctx.now, endedAt: ctx.now, endedReason: 'refunded', updatedAt: ctx.now });
    }
    await recordAuditEvent(
      {
        eventKey: ctx.eventKey,
        action: 'payment.refunded',
        actorId: actor?.actorId ?? null,
        userId: payment.userId,
        reason: actor?.reason ?? null,
        details: { paymentId: payment.id, subscriptionId: s.id, amountKopecks: payment.amountKopecks, endedAccess: paysCurrentAccess },
        occurredAt: ctx.now,
      },
      trx,
    );
  });
  return { amountKopecks: payment.amountKopecks };
}
