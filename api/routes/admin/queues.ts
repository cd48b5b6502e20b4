import Router from '@koa/router';
import { listQueues } from '../../../core/domain/operations/list-queues.ts';
import { onQueues } from '../../../core/domain/operations/with-timeout.ts';
import type { AppDeps } from '../../deps.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { operatorGate } from './gate.ts';

/** GET /api/admin/queues: every BullMQ queue with its counts (a short list: no paging). */
export function adminQueueRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/queues' });
  router.use(...operatorGate(deps));

  router.get('/', async (ctx) => {
    const rows = await onQueues(() => listQueues(deps.jobs.queues()));
    answerList(ctx, 'queues', [0, Math.max(rows.length - 1, 0)], rows, rows.length);
  });

  return router;
}
