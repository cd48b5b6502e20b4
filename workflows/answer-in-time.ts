import { WorkflowFailedError, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { AppError, type ErrorCode } from '../core/errors.ts';

/** An update or a workflow's result waits for the worker; a person pressing a button waits this long at most. */
const ANSWER_TIMEOUT_MS = 20_000;

/** How the activities' refusals (ApplicationFailure types, workflows/activity-step.ts) reach the caller. */
const codeOf = (type: string | undefined | null): ErrorCode => (type === 'not_found' ? 'not_found' : type === 'provider_refused' ? 'bad_gateway' : 'conflict');

/**
 * A call to a workflow that a person waits for (an update, or a short workflow's result): its
 * answer within the timeout, a refusal decided by the workflow as the AppError of its kind, a
 * workflow that no longer exists as `gone`.
 */
export async function answerInTime<R>(run: () => Promise<R>, gone: string): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('service_unavailable', 'The subscription service did not answer in time. Please try again in a minute.')), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    // A refusal decided by the workflow (its validator or a final activity failure).
    const cause = err instanceof WorkflowUpdateFailedError || err instanceof WorkflowFailedError ? err.cause : undefined;
    const failure = cause instanceof ApplicationFailure ? cause : cause?.cause instanceof ApplicationFailure ? cause.cause : undefined;
    if (failure) throw new AppError(codeOf(failure.type), failure.message);
    if (err instanceof WorkflowNotFoundError) throw new AppError('conflict', gone);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
