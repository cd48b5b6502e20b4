import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { OPERATOR_PAGES } from '../../../contracts/public-config.ts';
import { workflowActionSchema, workflowListQuerySchema } from '../../../contracts/operations.ts';
import { cancelWorkflow } from '../../../core/domain/operations/workflows/cancel-workflow.ts';
import { getWorkflow } from '../../../core/domain/operations/workflows/get-workflow.ts';
import { listWorkflows } from '../../../core/domain/operations/workflows/list-workflows.ts';
import { resetWorkflow } from '../../../core/domain/operations/workflows/reset-workflow.ts';
import { signalWorkflow } from '../../../core/domain/operations/workflows/signal-workflow.ts';
import { terminateWorkflow } from '../../../core/domain/operations/workflows/terminate-workflow.ts';
import { AppError } from '../../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ workflowId: z.string().min(1).max(300) });
const runQuery = z.object({ runId: z.string().min(1).max(100).optional() });

/** How long an operator waits to hear that Temporal is down (its client would retry for about 20 s). */
const PROBE_MS = 2000;

/** Answers 503 at once when Temporal does not answer a probe, instead of after the client's retries. */
export const temporalReachable =
  (deps: AppDeps): Middleware =>
  async (ctx, next) => {
    try {
      await deps.temporal.ping(PROBE_MS);
    } catch (err) {
      throw new AppError('service_unavailable', 'Temporal is unreachable: try again when it is back', { cause: err });
    }
    await next();
  };

/**
 * Workflows from Temporal's visibility for the operator console (ra-data-simple-rest), and the
 * actions on one run: cancel, terminate, reset and signal, each refused with 409 when it makes
 * no sense for the run's state, and audited with the operator and the reason.
 */
export function adminWorkflowRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/workflows' });
  router.use(...operatorGate(deps), temporalReachable(deps));
  const ui = { url: OPERATOR_PAGES.temporalUi, namespace: deps.config.TEMPORAL_NAMESPACE };
  const actions = { cancel: cancelWorkflow, terminate: terminateWorkflow, reset: resetWorkflow, signal: signalWorkflow } as const;

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, workflowListQuerySchema);
    const { rows, total } = await listWorkflows(deps.temporal, ui, query.filter ?? {}, query.range);
    answerList(ctx, 'workflows', query.range, rows, total);
  });

  router.get('/:workflowId', async (ctx) => {
    const { workflowId } = parseParams(ctx.params, idParams);
    const { runId } = parseQuery(ctx, runQuery);
    ctx.body = await getWorkflow(deps.temporal, ui, workflowId, runId);
  });

  for (const [action, act] of Object.entries(actions)) {
    router.post(`/:workflowId/${action}`, async (ctx) => {
      const { workflowId } = parseParams(ctx.params, idParams);
      const body = parseBody(ctx, workflowActionSchema);
      ctx.body = await act(
        { temporal: deps.temporal, ui },
        { ...body, to: body.resetTo, workflowId, actorId: currentUser(ctx).id, ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null },
      );
    });
  }

  return router;
}
