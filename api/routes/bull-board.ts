import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { AppError } from '../../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { operatorPage, underPath } from '../middleware/operator-page.ts';

/**
 * Bull Board writes nothing, for operators and admins alike: a retry or a removal made there
 * would leave no audit entry, and the console's Jobs page does both with one
 * (api/routes/admin/jobs.ts). Bull Board's own readOnlyMode hides its buttons and refuses most
 * writes; every one of its writes is a PUT, POST, PATCH or DELETE (its reads are GETs), so
 * refusing those methods here also covers a write its read-only mode forgets.
 */
const readOnly: Middleware = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new AppError('forbidden', "Bull Board is read-only: retry or remove jobs on the console's Jobs page, where each action is audited");
  }
  await next();
};

/** Bull Board at /admin/queues, read-only, for operators (api/middleware/operator-page.ts). */
export function bullBoard(deps: AppDeps): Middleware {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(OPERATOR_PAGES.bullBoard);
  createBullBoard({
    queues: deps.jobs.queues().map((q) => new BullMQAdapter(q, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Platform queues' } },
  });
  return underPath(OPERATOR_PAGES.bullBoard, compose([operatorPage(deps, 'Bull Board'), readOnly, serverAdapter.registerPlugin()]));
}
