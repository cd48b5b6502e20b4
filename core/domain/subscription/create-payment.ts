import { randomUUID } from 'node:crypto';
import { PLAN } from '../../../contracts/subscription.ts';
import { Payment, Subscription, type Knex, type PaymentKind, type User } from '../../../db/index.ts';
import type { PaymentProvider } from '../../clients/bank/payment-provider.ts';
import { AppError } from '../../errors.ts';
import type { SubscriptionLifecycle } from './lifecycle-port.ts';
import { PAYMENT_DESCRIPTION, paymentUrls } from './payment-urls.ts';

export interface PaymentDeps {
  knex: Knex;
  provider: PaymentProvider;
  lifecycle: SubscriptionLifecycle;
  publicUrl: string;
}

export interface CreatedPayment {
  paymentUrl: string;
  paymentId: string | null;
}

type Plan =
  | { kind: 'existing'; subscriptionId: string; payment: Payment; signal: 'start' | 'paymentCreated' }
  | { kind: 'new'; subscriptionId: string; payment: Payment; signal: 'start' | 'paymentCreated' }
  | { kind: 'resume'; subscriptionId: string };

const open = (p: Payment) => (p.status === 'NEW' || p.status === 'PENDING') && p.paymentUrl !== null;

/**
 * POST /api/subscription/create-payment. One request per user at a time (an advisory lock),
 * so a double click or two tabs get the same payment:
 * - nothing live (or only EXPIRED): a PENDING subscription, its first payment and a checkout;
 * - a checkout already open: that same payment;
 * - CANCELED: resumed, no payment (the period is paid for);
 * - PAST_DUE: a payment with another card, which the workflow is told to wait for;
 * - ACTIVE: 409.
 * The bank is asked inside the transaction, so a failed Init leaves nothing behind.
 */
export async function createPayment(deps: PaymentDeps, user: User): Promise<CreatedPayment> {
  const plan = await deps.knex.transaction(async (trx): Promise<Plan> => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`subscription:${user.id}`]);
    const live = await Subscription.query(trx).where('user_id', user.id).whereIn('status', ['PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE']).first();
    if (live?.status === 'ACTIVE') throw new AppError('conflict', 'You already have an active subscription');
    if (live?.status === 'CANCELED') return { kind: 'resume', subscriptionId: live.id };
    if (live) {
      const kind: PaymentKind = live.status === 'PENDING' ? 'FIRST' : 'RECOVERY';
      const payments = await Payment.query(trx).where({ subscription_id: live.id, kind }).orderBy('created_at', 'desc');
      const pending = payments.find(open);
      const signal = kind === 'FIRST' ? 'start' : 'paymentCreated';
      if (pending) return { kind: 'existing', subscriptionId: live.id, payment: pending, signal };
      if (kind === 'FIRST') throw new AppError('conflict', 'The payment for this subscription is being processed');
      const payment = await openPayment(deps, trx, user, live, 'RECOVERY', live.period + 1, payments.length + 1);
      return { kind: 'new', subscriptionId: live.id, payment, signal };
    }
    const id = randomUUID();
    const subscription = await Subscription.query(trx).insert({
      id,
      userId: user.id,
      status: 'PENDING',
      plan: PLAN.code,
      amountKopecks: PLAN.amountRub * 100,
      provider: deps.provider.name,
      workflowId: `subscription-${id}`,
    });
    const payment = await openPayment(deps, trx, user, subscription, 'FIRST', 0, 1);
    return { kind: 'new', subscriptionId: id, payment, signal: 'start' };
  });

  if (plan.kind === 'resume') {
    await deps.lifecycle.resume(plan.subscriptionId, { actorId: user.id, reason: 'Reactivated by the subscriber' });
    return { paymentUrl: paymentUrls(deps.publicUrl).successUrl, paymentId: null };
  }
  // Repeated for an existing payment too: if the first attempt died before the workflow
  // started, this one starts it (both calls are idempotent).
  if (plan.signal === 'start') await deps.lifecycle.start(plan.subscriptionId, plan.payment.id);
  else await deps.lifecycle.paymentCreated(plan.subscriptionId, plan.payment.id);
  return { paymentUrl: plan.payment.paymentUrl!, paymentId: plan.payment.id };
}

async function openPayment(deps: PaymentDeps, trx: Knex.Transaction, user: User, subscription: Subscription, kind: PaymentKind, period: number, attempt: number): Promise<Payment> {
  const payment = await Payment.query(trx).insert({
    subscriptionId: subscription.id,
    userId: user.id,
    kind,
    period,
    attempt,
    idempotencyKey: `${subscription.id}:${period}:${kind === 'RECOVERY' ? `recovery-${attempt}` : attempt}`,
    status: 'NEW',
    amountKopecks: subscription.amountKopecks,
    provider: deps.provider.name,
  });
  const urls = paymentUrls(deps.publicUrl);
  const init = await deps.provider.initPayment({
    orderId: payment.id,
    amountKopecks: subscription.amountKopecks,
    description: PAYMENT_DESCRIPTION,
    customerKey: user.id,
    successUrl: urls.successUrl,
    failUrl: urls.failUrl,
    notificationUrl: urls.notificationUrl,
    email: user.email,
  });
  return Payment.query(trx).patchAndFetchById(payment.id, {
    status: 'PENDING',
    providerPaymentId: init.providerPaymentId,
    paymentUrl: init.paymentUrl,
    updatedAt: new Date(),
  });
}
