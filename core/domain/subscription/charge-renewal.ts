import { Payment } from '../../../db/index.ts';
import type { DeclineKind, PaymentProvider } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { readUserSecret } from '../secrets/user-secrets.ts';
import { getSubscription } from './find-subscription.ts';
import { applyPaymentUpdate, rebillSecretName } from './payment-state.ts';
import { PAYMENT_DESCRIPTION, paymentUrls } from './payment-urls.ts';

export interface ChargeDeps {
  provider: PaymentProvider;
  secrets: SecretBox;
  publicUrl: string;
}

export interface RenewalCharge {
  paymentId: string;
  state: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';
  declineKind: DeclineKind | null;
}

export const renewalKey = (subscriptionId: string, period: number, attempt: number) => `${subscriptionId}:${period}:${attempt}`;

/**
 * One attempt to charge the saved card for `period`. The payment row, keyed by subscription,
 * period and attempt, is written before the bank is asked and the bank's payment id is
 * stored before money moves; a replayed activity finds both and asks the bank about that
 * payment instead of charging again.
 */
export async function chargeRenewal(deps: ChargeDeps, subscriptionId: string, period: number, attempt: number): Promise<RenewalCharge> {
  const s = await getSubscription(subscriptionId);
  const key = renewalKey(s.id, period, attempt);
  await Payment.query()
    .insert({ subscriptionId: s.id, userId: s.userId, kind: 'RENEWAL', period, attempt, idempotencyKey: key, status: 'NEW', amountKopecks: s.amountKopecks, provider: deps.provider.name })
    .onConflict('idempotency_key')
    .ignore();
  const payment = (await Payment.query().findOne({ idempotency_key: key }))!;
  const answer = (p: Payment): RenewalCharge => ({ paymentId: p.id, state: p.status === 'NEW' ? 'PENDING' : p.status, declineKind: p.declineKind });
  if (payment.status !== 'NEW' && payment.status !== 'PENDING') return answer(payment);

  const rebillId = await readUserSecret(deps.secrets, s.userId, rebillSecretName(s.id));
  if (!rebillId) {
    // No saved card (the first payment did not save one): nothing to retry with.
    const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, { state: 'REJECTED', providerStatus: 'NO_CARD', declineKind: 'hard', declineMessage: 'No saved card' });
    return answer(after);
  }
  const result = await deps.provider.charge(
    {
      orderId: payment.id,
      amountKopecks: payment.amountKopecks,
      description: PAYMENT_DESCRIPTION,
      customerKey: s.userId,
      rebillId,
      notificationUrl: paymentUrls(deps.publicUrl).notificationUrl,
    },
    payment.providerPaymentId ?? undefined,
    async (providerPaymentId) => {
      await Payment.query().findById(payment.id).patch({ providerPaymentId, status: 'PENDING', updatedAt: new Date() });
    },
  );
  const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, result);
  return answer(after);
}

/** Asks the bank about a payment the workflow waits for (the fallback to notifications). */
export async function pollPayment(deps: ChargeDeps, paymentId: string): Promise<RenewalCharge['state']> {
  const payment = await Payment.query().findById(paymentId);
  if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
  if (!payment.providerPaymentId || (payment.status !== 'NEW' && payment.status !== 'PENDING')) {
    return payment.status === 'NEW' ? 'PENDING' : payment.status;
  }
  const state = await deps.provider.getState(payment.providerPaymentId);
  const { payment: after } = await applyPaymentUpdate(deps.secrets, payment.id, state);
  return after.status === 'NEW' ? 'PENDING' : after.status;
}
