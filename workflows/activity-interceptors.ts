import type { Context } from '@temporalio/activity';
import { CancelledFailure, defaultPayloadConverter } from '@temporalio/common';
import type { ActivityExecuteInput, ActivityInboundCallsInterceptor, ActivityInterceptors, Next } from '@temporalio/worker';
import { logger } from '../core/logger.ts';
import { observeActivity } from '../core/metrics/temporal-metrics.ts';
import { runWithRequestId, TEMPORAL_REQUEST_ID_HEADER } from '../core/request-id.ts';

/** The id the workflow handed on (workflows/workflow-interceptors.ts); a bad header is ignored, not fatal. */
function headerId(input: ActivityExecuteInput): string | undefined {
  const payload = input.headers[TEMPORAL_REQUEST_ID_HEADER];
  if (!payload) return undefined;
  try {
    const id: unknown = defaultPayloadConverter.fromPayload(payload);
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs each activity inside its workflow's request id (so its log lines, and the jobs and
 * workflows it starts, carry it; `wf:<workflowId>` when the workflow had none) and counts and
 * times each attempt.
 */
class RequestIdActivityInbound implements ActivityInboundCallsInterceptor {
  private readonly ctx: Context;
  private readonly metrics: boolean;

  constructor(ctx: Context, metrics: boolean) {
    this.ctx = ctx;
    this.metrics = metrics;
  }

  async execute(input: ActivityExecuteInput, next: Next<ActivityInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    const { activityType, workflowExecution } = this.ctx.info;
    const id = headerId(input) ?? `wf:${workflowExecution?.workflowId ?? 'none'}`;
    const started = performance.now();
    return runWithRequestId(id, async () => {
      const fields = { activity: activityType, workflowId: workflowExecution?.workflowId, attempt: this.ctx.info.attempt };
      try {
        const result = await next(input);
        const ms = performance.now() - started;
        if (this.metrics) observeActivity(activityType, 'completed', ms / 1000);
        // Debug, as a job's: an operator following one request turns it on.
        logger().debug({ ...fields, ms: Math.round(ms * 10) / 10 }, 'activity completed');
        return result;
      } catch (err) {
        const outcome = err instanceof CancelledFailure ? 'cancelled' : 'failed';
        if (this.metrics) observeActivity(activityType, outcome, (performance.now() - started) / 1000);
        logger().warn({ ...fields, outcome, err: err instanceof Error ? err.message : String(err) }, `activity ${outcome}`);
        throw err;
      }
    });
  }
}

/** The worker's `interceptors.activity` entry (workflows/create-worker.ts). */
export const activityInterceptors =
  (metrics: boolean) =>
  (ctx: Context): ActivityInterceptors => ({ inbound: new RequestIdActivityInbound(ctx, metrics) });
