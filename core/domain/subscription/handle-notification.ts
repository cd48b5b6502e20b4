import type { Logger } from 'pino';
import { Payment, PaymentNotification } from '../../../db/index.ts';
import { InvalidNotificationError, type PaymentProvider } from '../../clients/bank/payment-provider.ts';
import type { SecretBox } from '../../crypto.ts';
import { AppError } from '../../errors.ts';
import type { SubscriptionLifecycle } from './lifecycle-port.ts';
import { applyPaymentUpdate } from './payment-state.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotificationDeps {
  provider: PaymentProvider;
  lifecycle: SubscriptionLifecycle;
  secrets: SecretBox;
  log: Logger;
}

/**
 * The bank's notification about a payment (T-Bank posts one per status change and repeats it
 * until it reads `OK`). Stored as received before anything else; then the signature, the
 * order and the amount are checked; then the payment moves forward at most once and the
 * subscription's workflow is told. Repeats change nothing and are answered `OK` again.
 */
export async function handlePaymentNotification(deps: NotificationDeps, body: unknown): Promise<string> {
  const stored = await PaymentNotification.query().insert({ provider: deps.provider.name, body: body ?? null, outcome: 'received' });
  const settle = (outcome: PaymentNotification['outcome'], detail: string | null, paymentId: string | null = null) =>
    PaymentNotification.query().findById(stored.id).patch({ outcome, detail, paymentId });

  let notice;
  try {
    notice = deps.provider.verifyNotification(body);
  } catch (err) {
    if (!(err instanceof InvalidNotificationError)) throw err;
    await settle('bad_signature', err.message);
    deps.log.warn({ notificationId: stored.id }, 'payment notification refused: %s', err.message);
    throw new AppError('forbidden', 'The notification signature is not valid');
  }

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

  const { payment: after, changed } = await applyPaymentUpdate(deps.secrets, payment.id, notice);
  await settle(changed ? 'accepted' : 'duplicate', null, payment.id);
  if (changed && after.status === 'CONFIRMED' && payment.status === 'EXPIRED') {
    deps.log.error({ paymentId: payment.id }, 'money arrived for a checkout we had stopped waiting for: refund it from the operator console');
  }
  // Told every time, not only on change: a signal lost to a crash here is repeated with the
  // bank's next delivery, and the workflow ignores what it already knows.
  if (after.status !== 'NEW') {
    await deps.lifecycle.notifyPayment(after.subscriptionId, { paymentId: after.id, state: after.status === 'PENDING' ? 'PENDING' : after.status });
  }
  return deps.provider.notificationAck;
}
