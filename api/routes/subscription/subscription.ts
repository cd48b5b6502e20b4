import Router from '@koa/router';
import { cancelSubscriptionSchema, refundSubscriptionSchema } from '../../../contracts/subscription.ts';
import { receiptSettings } from '../../../core/clients/bank/receipt-env.ts';
import { createPayment } from '../../../core/domain/subscription/create-payment.ts';
import { subscriptionStatusBody } from '../../../core/domain/subscription/status-body.ts';
import { cancelOwnSubscription, refundOwnSubscription } from '../../../core/domain/subscription/subscriber-actions.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody } from '../../middleware/validate.ts';

/** Spec 7 'Subscription': the subscriber's status, payment, cancel and refund. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const { tokens, access, subscriptions, lifecycle, payments, knex, log, config: cfg } = deps;
  const receipts = receiptSettings(cfg);
  const router = new Router({ prefix: '/api/subscription' });
  // Per route: the bank's webhook shares this prefix (webhook.ts) and has no session.
  const signedIn = authenticate(tokens, access);

  router.get('/status', signedIn, async (ctx) => {
    ctx.body = subscriptionStatusBody(await subscriptions.get(currentUser(ctx).id), new Date(), subscriptions.graceMs);
  });

  router.post('/create-payment', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = await createPayment({ knex, provider: payments, lifecycle, publicUrl: cfg.PUBLIC_URL, paymentWaitSeconds: cfg.PAYMENT_WAIT_SECONDS, receipts, log }, user);
    subscriptions.forget(user.id);
  });

  router.post('/cancel', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const { reason } = parseBody(ctx, cancelSubscriptionSchema);
    const { endDate } = await cancelOwnSubscription(lifecycle, user, reason);
    subscriptions.forget(user.id);
    ctx.body = { success: true, endDate };
  });

  router.post('/refund', signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const { reason } = parseBody(ctx, refundSubscriptionSchema);
    const { amountKopecks } = await refundOwnSubscription(lifecycle, user, reason);
    subscriptions.forget(user.id);
    ctx.body = { success: true, amount: amountKopecks / 100 };
  });

  return router;
}
