import Router from '@koa/router';
import { z } from 'zod';
import { insightListQuerySchema, statsQuerySchema } from '../../../contracts/analytics.ts';
import { deleteInsight, insightStats, listInsights, resolveInsight } from '../../../core/domain/analytics/insights.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseParams, parseQuery } from '../../middleware/validate.ts';

const idParams = z.object({ id: z.uuid('Insight not found') });

/** Spec 7: the insights list with filters, their stats, resolve (one way) and delete. */
export function analyticsInsightRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/analytics/insights' });
  const signedIn = authenticate(deps.tokens, deps.access);
  const now = () => deps.analytics.now();

  router.get('/', signedIn, async (ctx) => {
    ctx.body = { insights: await listInsights(currentUser(ctx).id, parseQuery(ctx, insightListQuerySchema), now()) };
  });

  router.get('/stats', signedIn, async (ctx) => {
    ctx.body = await insightStats(currentUser(ctx).id, parseQuery(ctx, statsQuerySchema).days, now());
  });

  router.patch('/:id/resolve', signedIn, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = { success: true, insight: await resolveInsight(currentUser(ctx).id, id, now()) };
  });

  router.delete('/:id', signedIn, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    await deleteInsight(currentUser(ctx).id, id);
    ctx.body = { success: true };
  });

  return router;
}
