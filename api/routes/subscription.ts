import Router from '@koa/router';
import { cancelSubscriptionSchema, refundSubscriptionSchema, testPaymentConfirmSchema } from '../../contracts/subscription.ts';
import { isTestBank } from '../../core/clients/bank/create-provider.ts';
import { ProviderError } from '../../core/clients/bank/payment-provider.ts';
import { createPayment } from '../../core/domain/subscription/create-payment.ts';
import { handlePaymentNotification } from '../../core/domain/subscription/handle-notification.ts';
import { subscriptionStatusBody } from '../../core/domain/subscription/status-body.ts';
import { cancelOwnSubscription, refundOwnSubscription } from '../../core/domain/subscription/subscriber-actions.ts';
import { notFound } from '../../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { parseBody } from '../middleware/validate.ts';

/** Spec 7 'Subscription': status, payment, cancel, refund; and the bank's notifications. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const { tokens, access, subscriptions, lifecycle, payments, knex, secrets, log, config: cfg } = deps;
  const router = new Router();
  const signedIn = authenticate(tokens, access);
  const notifications = { provider: payments, lifecycle, secrets, log };

  router.get('/api/subscription/status', signedIn, async (ctx) => {
    ctx.body = subscriptionStatusBody(await subscriptions.get(currentUser(ctx).id), new Date(), subscriptions.graceMs);
  });

  router.post('/api/subscription/create-payment', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = await createPayment({ knex, provider: payments, lifecycle, publicUrl: cfg.PUBLIC_URL, paymentWaitSeconds: cfg.PAYMENT_WAIT_SECONDS }, user);
    subscriptions.forget(user.id);
  });

  router.post('/api/subscription/cancel', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const { reason } = parseBody(ctx, cancelSubscriptionSchema);
    const { endDate } = await cancelOwnSubscription(lifecycle, user, reason);
    subscriptions.forget(user.id);
    ctx.body = { success: true, endDate };
  });

  router.post('/api/subscription/refund', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const { reason } = parseBody(ctx, refundSubscriptionSchema);
    const { amountKopecks } = await refundOwnSubscription(lifecycle, user, reason);
    subscriptions.forget(user.id);
    ctx.body = { success: true, amount: amountKopecks / 100 };
  });

  // The bank posts here (no session: the notification's signature is the credential).
  router.post('/api/subscription/webhook', async (ctx) => {
    const ack = await handlePaymentNotification(notifications, ctx.request.body);
    ctx.type = 'text/plain';
    ctx.body = ack;
  });

  // The test bank's checkout (/test-payment): its Pay button moves the money and the bank's
  // notification goes through the same handler as a real one. Absent with a real bank.
  router.post('/api/test-payment/confirm', async (ctx) => {
    if (!isTestBank(payments)) throw notFound('Route');
    const input = parseBody(ctx, testPaymentConfirmSchema);
    const notification = await payments.payAtCheckout(input.paymentId, { cardNumber: input.cardNumber }).catch((err: unknown) => {
      throw err instanceof ProviderError && err.code === '404' ? notFound('Payment') : err;
    });
    await handlePaymentNotification(notifications, notification);
    const confirmed = notification.Status === 'CONFIRMED';
    ctx.body = {
      status: confirmed ? 'CONFIRMED' : 'REJECTED',
      message: confirmed ? 'Payment confirmed' : `Payment declined: ${typeof notification.Message === 'string' ? notification.Message : 'the card was declined'}`,
    };
  });

  return router;
}
