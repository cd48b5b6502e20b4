import type { Logger } from 'pino';
import { Payment, PaymentNotification, Subscription } from '../../../db/index.ts';
import { InvalidNotificationError, type PaymentProvider, type VerifiedNotification } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { AppError } from '../../errors.ts';
import type { SubscriptionLifecycle } from './lifecycle-port.ts';
import { maskNotification } from './mask-notification.ts';
import { recordFiscalNotice } from './fiscal-receipts.ts';
import { applyPaymentUpdate, confirmedLate } from './payment-state.ts';
import { canApply } from './payment-use.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotificationDeps {
  provider: PaymentProvider;
  lifecycle: SubscriptionLifecycle;
  secrets: SecretBox;
  log: Logger;
}

/**
 * Whether confirmed money can no longer be applied. The subscription is read before the
 * payment: a step that applies a payment commits both rows together, so once the subscription
 * shows the change, the payment read after it shows `applied_at` (read the other way round,
 * an activation between the reads looked like money paying for nothing).
 */
async function paysForNothing(payment: Payment): Promise<boolean> {
  const subscription = await Subscription.query().findById(payment.subscriptionId);
  const now = await Payment.query().findById(payment.id);
  return !!subscription && !!now && now.status === 'CONFIRMED' && now.appliedAt === null && !canApply(now, subscription);
}

/**
 * The bank's notification about a payment (T-Bank posts one per status change and repeats it
 * until it reads `OK`). The signature is checked first: anything else is refused and not
 * kept (the route is public). A verified notification is stored, card token masked, before
 * it is acted on; then the order and the amount are checked, the payment moves forward at
 * most once and the subscription's workflow is told. Money that can no longer pay for
 * anything is given back. Repeats change nothing and are answered `OK` again.
 */
export async function handlePaymentNotification(deps: NotificationDeps, body: unknown): Promise<string> {
  let notice: VerifiedNotification;
  try {
    notice = deps.provider.verifyNotification(body);
  } catch (err) {
    if (!(err instanceof InvalidNotificationError)) throw err;
    deps.log.warn({ provider: deps.provider.name, reason: err.message }, 'payment notification refused (not stored)');
    throw new AppError('forbidden', 'The notification signature is not valid');
  }

  const stored = await PaymentNotification.query().insert({ provider: deps.provider.name, body: maskNotification(body as Record<string, unknown>), outcome: 'received' });
  const settle = (outcome: PaymentNotification['outcome'], detail: string | null, paymentId: string | null = null) =>
    PaymentNotification.query().findById(stored.id).patch({ outcome, detail, paymentId });

  const payment = uuid.test(notice.orderId) ? await Payment.query().findById(notice.orderId) : undefined;
  if (!payment || payment.provider !== deps.provider.name) {
    await settle('unknown_order', `No payment for OrderId ${notice.orderId}`);
    deps.log.error({ notificationId: stored.id, orderId: notice.orderId }, 'payment notification for an unknown order');
    throw new AppError('not_found', 'No such order');
  }
  if (notice.amountKopecks !== payment.amountKopecks) {
    const detail = `Amount ${notice.amountKopecks} differs from the order's ${payment.amountKopecks}`;
    await settle('amount_mismatch', detail, payment.id);
    deps.log.error({ notificationId: stored.id, paymentId: payment.id, got: notice.amountKopecks, expected: payment.amountKopecks }, 'payment notification amount mismatch');
    throw new AppError('bad_request', detail);
  }
  if (payment.providerPaymentId && payment.providerPaymentId !== notice.providerPaymentId) {
    await settle('invalid', `PaymentId ${notice.providerPaymentId} is not the order's ${payment.providerPaymentId}`, payment.id);
    throw new AppError('bad_request', 'The notification names another payment of this order');
  }

  if (notice.fiscal) {
    // About the payment's receipt, not its money: the payment's state is left as it is.
    const known = await recordFiscalNotice(payment.id, notice.fiscal);
    await settle(known ? 'accepted' : 'invalid', known ? null : `No ${notice.fiscal.operation} receipt was sent for this payment`, payment.id);
    if (!notice.fiscal.issued) {
      deps.log.error(
        { paymentId: payment.id, operation: notice.fiscal.operation, code: notice.fiscal.errorCode, bank: notice.fiscal.message },
        "the bank's cash register could not issue a fiscal receipt after the money moved: issue it by hand",
      );
    }
    return deps.provider.notificationAck;
  }

  const { payment: after, changed } = await applyPaymentUpdate(deps.secrets, payment.id, notice);
  await settle(changed ? 'accepted' : 'duplicate', null, payment.id);
  if (changed && confirmedLate(payment.status, after.status)) {
    deps.log.error({ paymentId: payment.id, was: payment.status, bankStatus: notice.providerStatus }, 'money arrived for a payment recorded as declined or expired: it is honoured');
  }
  if (after.status === 'CONFIRMED' && after.appliedAt === null && (await paysForNothing(after))) {
    deps.log.error({ paymentId: after.id, subscriptionId: after.subscriptionId }, 'a confirmed payment can no longer pay for anything: refunding it');
    await deps.lifecycle.startPaymentRefund(after.id, null);
    return deps.provider.notificationAck;
  }
  // Told every time, not only on change: a signal lost to a crash here is repeated with the
  // bank's next delivery. The workflow only takes it as a prompt to look at the payment.
  if (after.status !== 'NEW') {
    await deps.lifecycle.notifyPayment(after.subscriptionId, { paymentId: after.id, state: after.status === 'PENDING' ? 'PENDING' : after.status });
  }
  return deps.provider.notificationAck;
}
