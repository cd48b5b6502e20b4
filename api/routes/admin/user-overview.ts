import Router from '@koa/router';
import { z } from 'zod';
import { OPERATOR_PAGES } from '../../../contracts/public-config.ts';
import { getUserOverview } from '../../../core/domain/operations/get-user-overview.ts';
import type { AppDeps } from '../../deps.ts';
import { parseParams } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * GET /api/admin/users/:id/overview: one user's page for support. Its own router under the
 * users prefix: users.ts's GET /:id matches one segment only, so the two never clash.
 */
export function adminUserOverviewRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  router.use(...operatorGate(deps));
  const ui = { url: OPERATOR_PAGES.temporalUi, namespace: deps.config.TEMPORAL_NAMESPACE };

  router.get('/:id/overview', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getUserOverview({ queues: deps.jobs.queues(), temporal: deps.temporal.client, ui }, id);
  });

  return router;
}
