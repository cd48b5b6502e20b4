import Router from '@koa/router';
import { z } from 'zod';
import type { TestCheckout } from '../../../contracts/fiscal-receipt.ts';
import { testPaymentConfirmSchema } from '../../../contracts/subscription.ts';
import { isTestBank } from '../../../core/clients/bank/create-provider.ts';
import { ProviderError } from '../../../core/clients/bank/payment-provider.ts';
import { handlePaymentNotification } from '../../../core/domain/subscription/handle-notification.ts';
import { notFound } from '../../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { parseBody, parseParams } from '../../middleware/validate.ts';
import { notificationDeps } from './webhook.ts';

/**
 * The test bank's checkout (/test-payment): its Pay button moves the money and the bank's
 * notification goes through the same handler as a real one. Absent with a real bank.
 */
export function testPaymentRoutes(deps: AppDeps): Router {
  const { payments } = deps;
  const router = new Router({ prefix: '/api/test-payment' });
  const notifications = notificationDeps(deps);
  const paymentParams = z.object({ paymentId: z.string().min(1).max(100) });
  const unknownPayment = (err: unknown) => {
    throw err instanceof ProviderError && err.code === '404' ? notFound('Payment') : err;
  };

  // What the checkout page shows: the amount and the receipt the bank was handed with the payment.
  router.get('/:paymentId', async (ctx) => {
    if (!isTestBank(payments)) throw notFound('Route');
    const { paymentId } = parseParams(ctx.params, paymentParams);
    const checkout = await payments.checkout(paymentId).catch(unknownPayment);
    const body: TestCheckout = { paymentId: checkout.paymentId, amount: checkout.amountKopecks / 100, status: checkout.status, receipt: checkout.receipt };
    ctx.body = body;
  });

  router.post('/confirm', async (ctx) => {
    if (!isTestBank(payments)) throw notFound('Route');
    const input = parseBody(ctx, testPaymentConfirmSchema);
    const notification = await payments.payAtCheckout(input.paymentId, { cardNumber: input.cardNumber }).catch(unknownPayment);
    await handlePaymentNotification(notifications, notification);
    const confirmed = notification.Status === 'CONFIRMED';
    ctx.body = {
      status: confirmed ? 'CONFIRMED' : 'REJECTED',
      message: confirmed ? 'Payment confirmed' : `Payment declined: ${typeof notification.Message === 'string' ? notification.Message : 'the card was declined'}`,
    };
  });

  return router;
}
