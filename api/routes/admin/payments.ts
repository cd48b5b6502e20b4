import Router from '@koa/router';
import { z } from 'zod';
import { adminPaymentListQuerySchema, adminSubscriptionActionSchema } from '../../../contracts/subscription.ts';
import { getAdminPayment, listPayments } from '../../../core/domain/subscription/admin-subscriptions.ts';
import { AppError } from '../../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ id: z.uuid() });

/** Payments for the support desk (ra-data-simple-rest), and the refund of any confirmed one. */
export function adminPaymentRoutes(deps: AppDeps): Router {
  const { lifecycle, subscriptions } = deps;
  const router = new Router({ prefix: '/api/admin/payments' });
  router.use(...operatorGate(deps));

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, adminPaymentListQuerySchema);
    const { rows, total } = await listPayments(query);
    answerList(ctx, 'payments', query.range, rows, total);
  });

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getAdminPayment(id);
  });

  // Any confirmed payment, whatever became of its subscription (an abandoned checkout that was
  // paid after all, a goodwill refund): through its own workflow, once, audited with the reason.
  router.post('/:id/refund', async (ctx) => {
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
