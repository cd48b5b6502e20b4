import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { PLAN } from '../../../contracts/subscription.ts';
import { Payment, Subscription, type Knex, type PaymentKind, type User } from '../../../db/index.ts';
import { ProviderError, type PaymentProvider } from '../../clients/bank/payment-provider.ts';
import type { ReceiptSettings } from '../../clients/bank/receipt-env.ts';
import { AppError } from '../../errors.ts';
import { buildReceipt, receiptEmail, recordReceiptRefused, recordReceiptSent, RECEIPT_REFUSED, requireReceiptEmail } from './fiscal-receipts.ts';
import type { SubscriptionLifecycle } from './lifecycle-port.ts';
import { PAYMENT_DESCRIPTION, paymentUrls } from './payment-urls.ts';

export interface PaymentDeps {
  knex: Knex;
  provider: PaymentProvider;
  lifecycle: SubscriptionLifecycle;
  publicUrl: string;
  /** How long the bank's checkout link lives (the workflow waits as long for it). */
  paymentWaitSeconds: number;
  /** The fiscal receipt's settings; null: receipts are off. */
  receipts: ReceiptSettings | null;
  log: Logger;
}

export interface CreatedPayment {
  paymentUrl: string;
  paymentId: string | null;
}

type Plan =
  | { kind: 'existing'; subscriptionId: string; payment: Payment; signal: 'start' | 'paymentCreated' }
  | { kind: 'init'; subscriptionId: string; payment: Payment; signal: 'start' | 'paymentCreated' }
  | { kind: 'resume'; subscriptionId: string };

/** A checkout the customer can still pay: its link exists and the bank has not closed it (a decline may be retried at the form). */
const payable = (p: Payment) => (p.status === 'NEW' || p.status === 'PENDING' || p.status === 'REJECTED') && p.paymentUrl !== null;
/** Another request is asking the bank for this payment's link right now. */
const PREPARING_MS = 60_000;
const preparing = (p: Payment, now: number) => p.status === 'NEW' && p.paymentUrl === null && now - new Date(p.updatedAt).getTime() < PREPARING_MS;

export const PAYMENT_IN_PROGRESS = 'Your payment is being prepared. Please wait a moment.';

/**
 * POST /api/subscription/create-payment. Decided in a short transaction under a per-user
 * advisory lock, then the bank is asked with no transaction or connection held (a slow bank
 * must not hold the pool), then the link is stored:
 * - nothing live (or only EXPIRED): a PENDING subscription, its first payment and a checkout;
 * - a checkout already open: that same payment (a double click, a second tab);
 * - a checkout being prepared by another request at this moment: 409;
 * - CANCELED: resumed, no payment (the period is paid for);
 * - PAST_DUE: a payment with another card, which the workflow is told to wait for;
 * - ACTIVE: 409.
 * When the bank refuses to open a checkout, the attempt ends (subscription and payment
 * EXPIRED) and the person is told to try again. With receipts on, an account without an
 * e-mail address is refused first, before anything is written or asked of the bank.
 */
export async function createPayment(deps: PaymentDeps, user: User): Promise<CreatedPayment> {
  requireReceiptEmail(deps.receipts, user.email);
  const plan = await deps.knex.transaction(async (trx): Promise<Plan> => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`subscription:${user.id}`]);
    const live = await Subscription.query(trx).where('user_id', user.id).whereIn('status', ['PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE']).first();
    if (live?.status === 'ACTIVE') throw new AppError('conflict', 'You already have an active subscription');
    if (live?.status === 'CANCELED') return { kind: 'resume', subscriptionId: live.id };
    if (live) {
      const kind: PaymentKind = live.status === 'PENDING' ? 'FIRST' : 'RECOVERY';
      const signal = kind === 'FIRST' ? 'start' : 'paymentCreated';
      const payments = await Payment.query(trx).where({ subscription_id: live.id, kind }).orderBy('created_at', 'desc');
      const open = payments.find(payable);
      if (open) return { kind: 'existing', subscriptionId: live.id, payment: open, signal };
      const now = Date.now();
      if (payments.some((p) => preparing(p, now))) throw new AppError('conflict', PAYMENT_IN_PROGRESS);
      // A claim left by a request that died before the bank answered: this request takes it over.
      const stale = payments.find((p) => p.status === 'NEW' && p.paymentUrl === null);
      if (stale) return { kind: 'init', subscriptionId: live.id, payment: await Payment.query(trx).patchAndFetchById(stale.id, { updatedAt: new Date() }), signal };
      if (kind === 'FIRST') throw new AppError('conflict', 'The payment for this subscription is being processed');
      return { kind: 'init', subscriptionId: live.id, payment: await claimPayment(trx, deps, user.id, live, 'RECOVERY', live.period + 1, payments.length + 1), signal };
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
    return { kind: 'init', subscriptionId: id, payment: await claimPayment(trx, deps, user.id, subscription, 'FIRST', 0, 1), signal: 'start' };
  });

  if (plan.kind === 'resume') {
    await deps.lifecycle.resume(plan.subscriptionId, { actorId: user.id, reason: 'Reactivated by the subscriber' });
    return { paymentUrl: paymentUrls(deps.publicUrl).successUrl, paymentId: null };
  }
  // The workflow starts before the bank is asked: if this process dies in between, the
  // workflow's wait runs out and it abandons the attempt, leaving nothing pending.
  // Repeated for an existing payment too (both calls are idempotent).
  if (plan.signal === 'start') await deps.lifecycle.start(plan.subscriptionId, plan.payment.id);
  const payment = plan.kind === 'init' ? await openCheckout(deps, user, plan.payment) : plan.payment;
  if (plan.signal === 'paymentCreated') await deps.lifecycle.paymentCreated(plan.subscriptionId, payment.id);
  return { paymentUrl: payment.paymentUrl!, paymentId: payment.id };
}

async function claimPayment(trx: Knex.Transaction, deps: PaymentDeps, userId: string, subscription: Subscription, kind: PaymentKind, period: number, attempt: number): Promise<Payment> {
  return Payment.query(trx).insert({
    subscriptionId: subscription.id,
    userId,
    kind,
    period,
    attempt,
    idempotencyKey: `${subscription.id}:${period}:${kind === 'RECOVERY' ? `recovery-${attempt}` : attempt}`,
    status: 'NEW',
    amountKopecks: subscription.amountKopecks,
    provider: deps.provider.name,
  });
}

/** Asks the bank for the checkout (outside any transaction) and stores its link. */
async function openCheckout(deps: PaymentDeps, user: User, payment: Payment): Promise<Payment> {
  const urls = paymentUrls(deps.publicUrl);
  const email = receiptEmail(user.email);
  const receipt = deps.receipts && email ? buildReceipt(deps.receipts, email, payment.amountKopecks) : undefined;
  if (receipt) await recordReceiptSent(payment.id, 'sale', receipt, payment.amountKopecks);
  let init;
  try {
    init = await deps.provider.initPayment({
      orderId: payment.id,
      amountKopecks: payment.amountKopecks,
      description: PAYMENT_DESCRIPTION,
      customerKey: user.id,
      successUrl: urls.successUrl,
      failUrl: urls.failUrl,
      notificationUrl: urls.notificationUrl,
      email: user.email,
      dueDate: new Date(Date.now() + deps.paymentWaitSeconds * 1000),
      receipt,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await abandonClaim(deps, payment);
    if (err.receiptRefused) {
      await recordReceiptRefused(payment.id, 'sale', err.code, err.message);
      deps.log.error({ paymentId: payment.id, userId: user.id, code: err.code, bank: err.message }, 'the bank refused the checkout\'s fiscal receipt: nothing was charged (check the TBANK_RECEIPT_* settings)');
      throw new AppError('bad_gateway', RECEIPT_REFUSED, { cause: err });
    }
    throw new AppError(err.retryable ? 'service_unavailable' : 'bad_gateway', 'The bank could not open a payment page. Please try again in a minute.', { cause: err });
  }
  const stored = await Payment.query()
    .where({ id: payment.id, status: 'NEW' })
    .patch({ status: 'PENDING', providerPaymentId: init.providerPaymentId, paymentUrl: init.paymentUrl, updatedAt: new Date() });
  if (!stored) throw new AppError('conflict', 'This payment attempt has ended. Please start again.');
  return (await Payment.query().findById(payment.id))!;
}

/** The bank would not open a checkout: this attempt is over, and a first one ends its subscription. */
async function abandonClaim(deps: PaymentDeps, payment: Payment): Promise<void> {
  const now = new Date();
  await deps.knex.transaction(async (trx) => {
    await Payment.query(trx).where({ id: payment.id, status: 'NEW' }).patch({ status: 'EXPIRED', providerStatus: 'INIT_FAILED', updatedAt: now });
    if (payment.kind === 'FIRST') {
      await Subscription.query(trx).where({ id: payment.subscriptionId, status: 'PENDING' }).patch({ status: 'EXPIRED', endedAt: now, endedReason: 'payment_init_failed', updatedAt: now });
    }
  });
  // The workflow looks at once instead of at its next poll, and ends.
  await deps.lifecycle.notifyPayment(payment.subscriptionId, { paymentId: payment.id, state: 'EXPIRED' });
}
