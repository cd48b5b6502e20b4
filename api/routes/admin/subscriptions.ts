import Router from '@koa/router';
import { z } from 'zod';
import { OPERATOR_PAGES } from '../../../contracts/public-config.ts';
import { adminSubscriptionActionSchema, adminSubscriptionListQuerySchema } from '../../../contracts/subscription.ts';
import { getAdminSubscription, listSubscriptions } from '../../../core/domain/subscription/admin-subscriptions.ts';
import { getSubscription } from '../../../core/domain/subscription/find-subscription.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * Subscriptions for the support desk (ra-data-simple-rest), with the actions it needs: cancel,
 * and refund within the window. Both go through the workflow like the subscriber's own, and the
 * audit log records the operator and the reason.
 */
export function adminSubscriptionRoutes(deps: AppDeps): Router {
  const { lifecycle, subscriptions, config: cfg } = deps;
  const router = new Router({ prefix: '/api/admin/subscriptions' });
  router.use(...operatorGate(deps));
  // Links into the Temporal UI as the web process serves it to operators (api/routes/temporal-ui.ts).
  const temporalUi = { url: OPERATOR_PAGES.temporalUi, namespace: cfg.TEMPORAL_NAMESPACE };

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, adminSubscriptionListQuerySchema);
    const { rows, total } = await listSubscriptions(query, temporalUi);
    answerList(ctx, 'subscriptions', query.range, rows, total);
  });

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getAdminSubscription(id, temporalUi);
  });

  for (const action of ['cancel', 'refund'] as const) {
    router.post(`/:id/${action}`, async (ctx) => {
      const { id } = parseParams(ctx.params, idParams);
      const { reason } = parseBody(ctx, adminSubscriptionActionSchema);
      const s = await getSubscription(id);
      await lifecycle[action](s.id, { actorId: currentUser(ctx).id, reason });
      subscriptions.forget(s.userId);
      ctx.body = await getAdminSubscription(id, temporalUi);
    });
  }

  return router;
}
