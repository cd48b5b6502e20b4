import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { beginRun, composeRun, deliverRun, DigestRunFailure, failRun, readRunSources, type DigestRunDeps } from '../../core/domain/digest/run-steps.ts';
import { DigestModelError } from '../../core/domain/digest/model-error.ts';
import { AppError } from '../../core/errors.ts';
import { withHeartbeat } from '../with-heartbeat.ts';
import type { DigestRunInput } from './definitions.ts';

/** What the user must fix (sign in again, link the bot) fails the run at once; the rest is retried. */
function finalOrRetried(error: unknown): never {
  if (error instanceof DigestRunFailure) throw ApplicationFailure.nonRetryable(error.message, 'DigestRunFailure');
  if (error instanceof AppError && ['telegram_session_revoked', 'telegram_not_connected', 'telegram_credentials_invalid'].includes(error.code)) {
    throw ApplicationFailure.nonRetryable(error.message, 'DigestRunFailure');
  }
  if (error instanceof DigestModelError && error.reason === 'no_openai') throw ApplicationFailure.nonRetryable(error.message, 'DigestRunFailure');
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
    failDigestRun: (runId: string, detail: string) => failRun(run, runId, detail),
  };
}
