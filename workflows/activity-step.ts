import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { ProviderError } from '../core/clients/bank/payment-provider.ts';
import type { StepContext } from '../core/domain/subscription/lifecycle-steps.ts';
import { AppError } from '../core/errors.ts';

/** Stable across retries of one activity, unique across activities: the audit event's key. */
export function activityStep(): StepContext {
  const { workflowExecution, activityId } = Context.current().info;
  return { eventKey: `${workflowExecution?.workflowId ?? 'activity'}:${workflowExecution?.runId ?? ''}:${activityId}`, now: new Date() };
}

/**
 * Refusals are decided once and reported to whoever asked (an update's caller, an operator):
 * a rule of ours (AppError 4xx), or the bank refusing the request itself (a ProviderError it
 * says is not worth repeating). Anything else is thrown as it is, to be retried.
 */
export async function refusalsAreFinal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw ApplicationFailure.nonRetryable(err.message, err.code);
    if (err instanceof ProviderError && !err.retryable) throw ApplicationFailure.nonRetryable(err.message, 'provider_refused');
    throw err;
  }
}
