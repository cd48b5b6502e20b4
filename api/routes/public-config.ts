import Router from '@koa/router';
import { OPERATOR_PAGES, type PublicConfig } from '../../contracts/public-config.ts';
import type { AppDeps } from '../deps.ts';

/** Nothing here is secret: the operator pages' paths answer 401/403 to anyone but operators. */
export function publicConfigRoutes({ config: cfg }: AppDeps): Router {
  const router = new Router();
  const body: PublicConfig = {
    sandbox: cfg.SANDBOX,
    apiBaseUrl: new URL(cfg.PUBLIC_URL).origin,
    bullBoardPath: OPERATOR_PAGES.bullBoard,
    temporalUiPath: OPERATOR_PAGES.temporalUi,
  };
  router.get('/api/public-config', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = body;
  });
  return router;
}
