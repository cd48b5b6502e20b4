import type { Logger } from 'pino';
import { Payment, User } from '../../../db/index.ts';
import { ProviderError, type ChargeResult, type DeclineKind, type PaymentProvider } from '../../clients/bank/payment-provider.ts';
import type { ReceiptSettings } from '../../clients/bank/receipt-env.ts';
import type { SecretBox } from '../../crypto.ts';
import { readUserSecret } from '../secrets/user-secrets.ts';
import { buildReceipt, receiptEmail, recordReceiptRefused, recordReceiptSent } from './fiscal-receipts.ts';
import { getSubscription } from './find-subscription.ts';
import { applyPaymentUpdate, rebillSecretName } from './payment-state.ts';
import { PAYMENT_DESCRIPTION, paymentUrls } from './payment-urls.ts';

export interface ChargeDeps {
  provider: PaymentProvider;
  secrets: SecretBox;
  publicUrl: string;
  /** The fiscal receipt's settings of this moment (a renewal uses today's, not the first payment's); null: off. */
  receipts: ReceiptSettings | null;
  log: Logger;
}

export interface RenewalCharge {
  /** Null: nothing was charged, the subscription is no longer renewing (refunded meanwhile). */
  paymentId: string | null;
  state: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';
  declineKind: DeclineKind | null;
}

export const renewalKey = (subscriptionId: string, period: number, attempt: number) => `${subscriptionId}:${period}:${attempt}`;

const answer = (p: Payment): RenewalCharge => ({ paymentId: p.id, state: p.status === 'NEW' ? 'PENDING' : p.status, declineKind: p.declineKind });

/**
 * What the attempts of a period left (all of them, or all but `exceptAttempt`), before another
 * charge or before giving up on the period: its money if one was paid after all (a late
 * confirmation), or the attempt itself while the bank still has it in flight (a charge whose
 * answer was lost). One the bank never gave an id is closed: no money moved for it. A period
 * is never charged twice, and never given up while its money may still arrive.
 */
async function settleAttempts(deps: ChargeDeps, subscriptionId: string, period: number, exceptAttempt?: number): Promise<Payment | null> {
  const query = Payment.query().where({ subscription_id: subscriptionId, kind: 'RENEWAL', period }).orderBy('attempt');
  if (exceptAttempt !== undefined) void query.whereNot('attempt', exceptAttempt);
  const earlier = await query;
  for (const p of earlier) {
    if (p.status === 'CONFIRMED') return p;
    if (p.status !== 'NEW' && p.status !== 'PENDING') continue;
    if (!p.providerPaymentId) {
      // The bank never gave it a payment id: no money can have moved for it.
      await applyPaymentUpdate(deps.secrets, p.id, { state: 'EXPIRED', providerStatus: 'NOT_STARTED' });
      continue;
    }
    const state = await pollPayment(deps, p.id);
    if (state === 'CONFIRMED' || state === 'PENDING') return (await Payment.query().findById(p.id))!;
  }
  return null;
}

/**
 * One attempt to charge the saved card for `period`. The payment row, keyed by subscription,
 * period and attempt, is written before the bank is asked and the bank's payment id is
 * stored before money moves; a replayed activity finds both and asks the bank about that
 * payment instead of charging again. A refusal of the request itself by the bank (not a card
 * decline, and not worth repeating) fails this attempt like a decline, so dunning goes on.
 */
export async function chargeRenewal(deps: ChargeDeps, subscriptionId: string, period: number, attempt: number): Promise<RenewalCharge> {
  const s = await getSubscription(subscriptionId);
  if (s.status !== 'ACTIVE' && s.status !== 'CANCELED') return { paymentId: null, state: 'EXPIRED', declineKind: null };
  const key = renewalKey(s.id, period, attempt);
  const existing = await Payment.query().findOne({ idempotency_key: key });
  if (!existing) {
    const settled = await settleAttempts(deps, s.id, period, attempt);
    if (settled) return answer(settled);
  }
  await Payment.query()
    .insert({ subscriptionId: s.id, userId: s.userId, kind: 'RENEWAL', period, attempt, idempotencyKey: key, status: 'NEW', amountKopecks: s.amountKopecks, provider: deps.provider.name })
    .onConflict('idempotency_key')
    .ignore();
  const payment = (await Payment.query().findOne({ idempotency_key: key }))!;
  if (payment.status !== 'NEW' && payment.status !== 'PENDING') return answer(payment);

  const rebillId = await readUserSecret(deps.secrets, s.userId, rebillSecretName(s.id));
  if (!rebillId) {
    // No saved card (the first payment did not save one): nothing to retry with.
    const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, { state: 'REJECTED', providerStatus: 'NO_CARD', declineKind: 'hard', declineMessage: 'No saved card' });
    return answer(after);
  }
  let receipt;
  if (deps.receipts && !payment.providerPaymentId) {
    const email = receiptEmail((await User.query().findById(s.userId))?.email);
    if (!email) {
      // No address for the receipt: charging would be a sale without one. Dunning goes on.
      deps.log.error({ paymentId: payment.id, userId: s.userId }, 'renewal not charged: the customer has no e-mail address for its fiscal receipt');
      const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, { state: 'REJECTED', providerStatus: 'NO_RECEIPT_EMAIL', declineKind: 'soft', declineMessage: 'No e-mail address for the receipt' });
      return answer(after);
    }
    receipt = buildReceipt(deps.receipts, email, payment.amountKopecks);
    await recordReceiptSent(payment.id, 'sale', receipt, payment.amountKopecks);
  }
  let result: ChargeResult;
  try {
    result = await deps.provider.charge(
      {
        orderId: payment.id,
        amountKopecks: payment.amountKopecks,
        description: PAYMENT_DESCRIPTION,
        customerKey: s.userId,
        rebillId,
        notificationUrl: paymentUrls(deps.publicUrl).notificationUrl,
        receipt,
      },
      payment.providerPaymentId ?? undefined,
      async (providerPaymentId) => {
        await Payment.query().findById(payment.id).patch({ providerPaymentId, status: 'PENDING', updatedAt: new Date() });
      },
    );
  } catch (err) {
    if (!(err instanceof ProviderError) || err.retryable) throw err;
    if (err.receiptRefused) {
      await recordReceiptRefused(payment.id, 'sale', err.code, err.message);
      deps.log.error({ paymentId: payment.id, subscriptionId: s.id, code: err.code, bank: err.message }, 'the bank refused the renewal\'s fiscal receipt: nothing was charged (check the TBANK_RECEIPT_* settings; the next attempt sends it again)');
    }
    const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, {
      state: 'REJECTED',
      providerStatus: err.receiptRefused ? 'RECEIPT_REFUSED' : 'REFUSED',
      declineCode: err.code,
      declineMessage: err.message.slice(0, 500),
      declineKind: 'soft',
    });
    return answer(after);
  }
  const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, result);
  return answer(after);
}

/** Before a period is given up (PAST_DUE): a charge of it that was paid, or is still in flight. */
export async function openCharge(deps: ChargeDeps, subscriptionId: string, period: number): Promise<RenewalCharge | null> {
  const payment = await settleAttempts(deps, subscriptionId, period);
  return payment ? answer(payment) : null;
}

/**
 * The payment's state as the database has it, after asking the bank when the bank may still
 * change it: the workflow's one source of truth (a notification, or a signal, only prompts
 * it to ask). A checkout declined once is asked about too: the customer may pay it with
 * another card at the bank's form.
 */
export async function pollPayment(deps: ChargeDeps, paymentId: string): Promise<RenewalCharge['state']> {
  const payment = await Payment.query().findById(paymentId);
  if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
  const open = payment.status === 'NEW' || payment.status === 'PENDING' || (payment.status === 'REJECTED' && payment.kind !== 'RENEWAL');
  if (!payment.providerPaymentId || !open) {
    return payment.status === 'NEW' ? 'PENDING' : payment.status;
  }
  const state = await deps.provider.getState(payment.providerPaymentId);
  const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, state);
  return after.status === 'NEW' ? 'PENDING' : after.status;
}
