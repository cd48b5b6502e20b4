import Router from '@koa/router';
import { quotaUsage } from '../../../core/domain/youtube/quota.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { youtubeGate } from './gate.ts';

/** Spec 7 'Quota': the creator's YouTube Data API units spent today (Pacific time). */
export function youtubeQuotaRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/youtube/quota' });
  router.use(...youtubeGate(deps));

  router.get('/', async (ctx) => {
    ctx.body = await quotaUsage(deps.knex, currentUser(ctx).id);
  });

  return router;
}
