import Router from '@koa/router';
import { dashboardQuerySchema } from '../../../contracts/operations.ts';
import { getDashboard } from '../../../core/domain/operations/get-dashboard.ts';
import type { AppDeps } from '../../deps.ts';
import { parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

/** GET /api/admin/dashboard?days=30: the operator dashboard; Redis or Temporal down shows in `unavailable`, never as a 500. */
export function adminDashboardRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/dashboard' });
  router.use(...operatorGate(deps));

  router.get('/', async (ctx) => {
    const { days } = parseQuery(ctx, dashboardQuerySchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getDashboard({ knex: deps.knex, queues: deps.jobs.queues(), temporal: deps.temporal.client }, days);
  });

  return router;
}
