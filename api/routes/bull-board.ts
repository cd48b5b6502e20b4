import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import type { AppDeps } from '../deps.ts';
import { operatorPage, underPath } from '../middleware/operator-page.ts';

/** Bull Board at /admin/queues, for operators (api/middleware/operator-page.ts). */
export function bullBoard(deps: AppDeps): Middleware {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(OPERATOR_PAGES.bullBoard);
  createBullBoard({
    queues: deps.jobs.queues().map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Platform queues' } },
  });
  return underPath(OPERATOR_PAGES.bullBoard, compose([operatorPage(deps, 'Bull Board'), serverAdapter.registerPlugin()]));
}
