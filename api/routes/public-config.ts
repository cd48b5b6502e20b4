import Router from '@koa/router';
import type { PublicConfig } from '../../contracts/public-config.ts';
import type { AppDeps } from '../deps.ts';
import { BULL_BOARD_PATH } from './bull-board.ts';

export function publicConfigRoutes({ config: cfg }: AppDeps): Router {
  const router = new Router();
  const body: PublicConfig = {
    sandbox: cfg.SANDBOX,
    apiBaseUrl: new URL(cfg.PUBLIC_URL).origin,
    temporalUiUrl: cfg.TEMPORAL_UI_URL,
    bullBoardPath: BULL_BOARD_PATH,
  };
  router.get('/api/public-config', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = body;
  });
  return router;
}
