import Router from '@koa/router';
import { z } from 'zod';
import { jobActionSchema, jobListQuerySchema } from '../../../contracts/operations.ts';
import type { JobActionContext } from '../../../core/domain/operations/act-on-jobs.ts';
import { getJob } from '../../../core/domain/operations/get-job.ts';
import { listJobs } from '../../../core/domain/operations/list-jobs.ts';
import { removeJobs } from '../../../core/domain/operations/remove-jobs.ts';
import { retryJobs } from '../../../core/domain/operations/retry-jobs.ts';
import { onQueues } from '../../../core/domain/operations/with-timeout.ts';
import { AppError } from '../../../core/errors.ts';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ id: z.string().min(3).max(300) });

/**
 * BullMQ jobs for the operator console: lists by queue and state, one job, and retry or remove
 * of many at once. Each action is audited once, keyed by the request id (a repeated request
 * records once); the answer says what became of every id.
 */
export function adminJobRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/jobs' });
  router.use(...operatorGate(deps));
  const queues = () => deps.jobs.queues();

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, jobListQuerySchema);
    const { rows, total } = await onQueues(() => listJobs(queues(), query));
    answerList(ctx, 'jobs', query.range, rows, total);
  });

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await onQueues(() => getJob(queues(), id));
  });

  const actionContext = (ctx: Context, action: string, reason: string | undefined): JobActionContext => ({
    actorId: currentUser(ctx).id,
    eventKey: `${action}:${ctx.requestId}`,
    reason: reason ?? null,
    via: 'console',
    ip: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
  });

  for (const [action, act] of [
    ['retry', retryJobs],
    ['remove', removeJobs],
  ] as const) {
    router.post(`/${action}`, async (ctx) => {
      const { ids, reason } = parseBody(ctx, jobActionSchema);
      const result = await onQueues(() => act(queues(), ids, actionContext(ctx, `jobs.${action}`, reason)), 60_000);
      if (result.missing.length === ids.length) {
        throw new AppError('not_found', `${ids.length === 1 ? 'This job no longer exists' : 'None of these jobs exist any more'} (removed, or retried and finished): nothing was changed`);
      }
      ctx.body = result;
    });
  }

  return router;
}
