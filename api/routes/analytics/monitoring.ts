import Router from '@koa/router';
import { z } from 'zod';
import { contextsQuerySchema } from '../../../contracts/analytics.ts';
import { listContexts } from '../../../core/domain/analytics/contexts.ts';
import { analyticsHealth } from '../../../core/domain/analytics/health.ts';
import { findRun, startManualCheck } from '../../../core/domain/analytics/manual-check.ts';
import { metricCharts } from '../../../core/domain/analytics/metric-charts.ts';
import { startManualCheck as startWorkflow } from '../../../workflows/analytics-monitor/client.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseParams, parseQuery } from '../../middleware/validate.ts';
import { idempotencyKeyOf } from '../homework/params.ts';

const runParams = z.object({ id: z.uuid('Run not found') });

/** Spec 7: a manual anomaly run and its progress, the health, the charts and the contexts (questions asked). */
export function analyticsMonitoringRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/analytics' });
  const signedIn = authenticate(deps.tokens, deps.access);

  router.post('/anomalies', signedIn, async (ctx) => {
    const run = await startManualCheck(deps.analytics, currentUser(ctx).id, idempotencyKeyOf(ctx), (input) => startWorkflow(deps.temporal, input));
    ctx.status = 202;
    ctx.body = { success: true, run };
  });

  router.get('/runs/:id', signedIn, async (ctx) => {
    ctx.body = { run: await findRun(currentUser(ctx).id, parseParams(ctx.params, runParams).id) };
  });

  router.get('/health', signedIn, async (ctx) => {
    ctx.body = await analyticsHealth(deps.analytics.now(), deps.telegram, currentUser(ctx).id);
  });

  router.get('/metrics', signedIn, async (ctx) => {
    ctx.body = { metrics: await metricCharts(currentUser(ctx).id) };
  });

  router.get('/contexts', signedIn, async (ctx) => {
    ctx.body = { contexts: await listContexts(currentUser(ctx).id, parseQuery(ctx, contextsQuerySchema)) };
  });

  return router;
}
