import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { beginRun, composeRun, deliverRun, DigestRunFailure, failRun, readRunSources, type DigestRunDeps } from '../../core/domain/digest/run-steps.ts';
import { ModelUnavailable } from '../../core/clients/model-unavailable.ts';
import type { RunReason } from '../../core/domain/digest/run-detail.ts';
import { AppError } from '../../core/errors.ts';
import { withHeartbeat } from '../with-heartbeat.ts';
import type { DigestRunInput } from './definitions.ts';

/** The Telegram account's errors a run cannot get past until the user acts, by the reason it is told with. */
const ACCOUNT_REASONS: Partial<Record<string, RunReason>> = {
  telegram_session_revoked: 'session_revoked',
  telegram_not_connected: 'not_connected',
  telegram_credentials_invalid: 'credentials_invalid',
};

/** What the user must fix (sign in again, link the bot) fails the run at once, its reason as the message; the rest is retried. */
function finalOrRetried(error: unknown): never {
  if (error instanceof DigestRunFailure) throw ApplicationFailure.nonRetryable(error.reason, 'DigestRunFailure');
  const accountReason = error instanceof AppError ? ACCOUNT_REASONS[error.code] : undefined;
  if (accountReason) throw ApplicationFailure.nonRetryable(accountReason, 'DigestRunFailure');
  if (error instanceof ModelUnavailable && error.reason === 'no_openai') throw ApplicationFailure.nonRetryable('no_openai', 'DigestRunFailure');
  throw error;
}

const guarded =
  <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await withHeartbeat(() => step(...args));
    } catch (error) {
      return finalOrRetried(error);
    }
  };

export function createDigestRunActivities(deps: { digestRun: DigestRunDeps }) {
  const run = deps.digestRun;
  return {
    beginDigestRun: guarded((input: DigestRunInput) => beginRun(run, input)),
    readDigestSources: guarded((runId: string) => readRunSources(run, runId, () => Context.current().heartbeat())),
    composeDigest: guarded(async (runId: string) => {
      const { empty, detail } = await composeRun(run, runId);
      return { empty, detail };
    }),
    deliverDigest: guarded((runId: string) => deliverRun(run, runId)),
    /** Answers the reason as the reader reads it. */
    failDigestRun: (runId: string, reason: string) => failRun(run, runId, reason),
  };
}
