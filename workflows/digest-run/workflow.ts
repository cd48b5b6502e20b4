import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { createDigestRunActivities } from './activities.ts';
import type { DigestRunInput, DigestRunResult } from './definitions.ts';

type Activities = ReturnType<typeof createDigestRunActivities>;

const steps = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  // Every step heartbeats: a worker killed mid-step is noticed in seconds and the step retried elsewhere.
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 8 },
});
const { failDigestRun } = proxyActivities<Activities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 20 } });

/** The reason code a step failed with for the user to act on, or 'unexpected' (core/domain/digest/run-detail.ts). */
const reason = (error: unknown): string => {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.type === 'DigestRunFailure' ? cause.message : 'unexpected';
};

/**
 * One digest run: read every source since the last successful run, compose (group, summarise
 * once for everyone, select for the reader) and send through the digest bot. Each step keeps
 * its result on the run's row (core/domain/digest/run-steps.ts): a run resumed after a worker
 * died sends and stores once. A run that cannot finish is recorded as failed and told in the chat.
 */
export async function digestRunWorkflow(input: DigestRunInput): Promise<DigestRunResult> {
  const start = await steps.beginDigestRun(input);
  if (start.runId === null) return { status: 'gone' };
  if (start.status === 'skipped') return { status: 'skipped' };
  if (start.status !== 'running') return { status: 'already' };
  try {
    await steps.readDigestSources(start.runId);
    const composed = await steps.composeDigest(start.runId);
    if (composed.empty) return { status: 'empty', detail: composed.detail ?? undefined };
    const sent = await steps.deliverDigest(start.runId);
    return { status: 'sent', messageCount: sent.messageCount };
  } catch (error) {
    const detail = await failDigestRun(start.runId, reason(error));
    return { status: 'failed', detail };
  }
}
