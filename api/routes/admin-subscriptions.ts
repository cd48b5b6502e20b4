import Router from '@koa/router';
import { z } from 'zod';
import { adminPaymentListQuerySchema, adminSubscriptionActionSchema, adminSubscriptionListQuerySchema } from '../../contracts/subscription.ts';
import { getAdminPayment, getAdminSubscription, listPayments, listSubscriptions } from '../../core/domain/subscription/admin-subscriptions.ts';
import { getSubscription } from '../../core/domain/subscription/find-subscription.ts';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { AppError } from '../../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, currentUser, requireRole } from '../middleware/authenticate.ts';
import { parseBody, parseParams, parseQuery } from '../middleware/validate.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * Subscriptions and payments for the support desk (ra-data-simple-rest), with the actions it
 * needs: cancel and refund a subscription (within the window), refund a payment. All go
 * through workflows, like the subscriber's own, and the audit log records the operator and
 * the reason.
 */
export function adminSubscriptionRoutes({ tokens, access, lifecycle, subscriptions, config: cfg }: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(authenticate(tokens, access), requireRole('operator', 'admin'));
  // Links into the Temporal UI as the web process serves it to operators (api/routes/temporal-ui.ts).
  const temporalUi = { url: OPERATOR_PAGES.temporalUi, namespace: cfg.TEMPORAL_NAMESPACE };

  router.get('/subscriptions', async (ctx) => {
    const query = parseQuery(ctx, adminSubscriptionListQuerySchema);
    const { rows, total } = await listSubscriptions(query, temporalUi);
    ctx.set('Content-Range', `subscriptions ${query.range[0]}-${query.range[0] + Math.max(rows.length - 1, 0)}/${total}`);
    ctx.body = rows;
  });

  router.get('/subscriptions/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getAdminSubscription(id, temporalUi);
  });

  router.post('/subscriptions/:id/cancel', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { reason } = parseBody(ctx, adminSubscriptionActionSchema);
    const s = await getSubscription(id);
    await lifecycle.cancel(s.id, { actorId: currentUser(ctx).id, reason });
    subscriptions.forget(s.userId);
    ctx.body = await getAdminSubscription(id, temporalUi);
  });

  router.post('/subscriptions/:id/refund', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { reason } = parseBody(ctx, adminSubscriptionActionSchema);
    const s = await getSubscription(id);
    await lifecycle.refund(s.id, { actorId: currentUser(ctx).id, reason });
    subscriptions.forget(s.userId);
    ctx.body = await getAdminSubscription(id, temporalUi);
  });

  router.get('/payments', async (ctx) => {
    const query = parseQuery(ctx, adminPaymentListQuerySchema);
    const { rows, total } = await listPayments(query);
    ctx.set('Content-Range', `payments ${query.range[0]}-${query.range[0] + Math.max(rows.length - 1, 0)}/${total}`);
    ctx.body = rows;
  });

  router.get('/payments/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getAdminPayment(id);
  });

  // Any confirmed payment, whatever became of its subscription (an abandoned checkout that was
  // paid after all, a goodwill refund): through its own workflow, once, audited with the reason.
  router.post('/payments/:id/refund', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { reason } = parseBody(ctx, adminSubscriptionActionSchema);
    const payment = await getAdminPayment(id);
    if (payment.status !== 'CONFIRMED' && payment.status !== 'REFUNDED') throw new AppError('conflict', 'Only a confirmed payment can be refunded');
    await lifecycle.refundPayment(id, { actorId: currentUser(ctx).id, reason });
    subscriptions.forget(payment.userId);
    ctx.body = await getAdminPayment(id);
  });

  return router;
}
