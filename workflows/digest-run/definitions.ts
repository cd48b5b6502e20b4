export const digestRunWorkflowType = 'digestRunWorkflow';

/**
 * A run's key is its workflow id and its digest_runs.run_key: a slot run started twice (a retry
 * after a crash) starts the same workflow, which Temporal refuses the second time.
 */
export const digestRunKey = (digestId: string, scheduledFor: string) => `digest-run-${digestId}-${scheduledFor}`;
export const digestTestRunKey = (digestId: string, requestId: string) => `digest-test-${digestId}-${requestId}`;

export interface DigestRunInput {
  digestId: string;
  runKey: string;
  kind: 'scheduled' | 'test';
  /** ISO time the run stands for: the slot's fire time, or the moment Test was pressed. */
  scheduledFor: string;
}

/** How a run ended; `detail` says why nothing was sent. */
export type DigestRunResult = { status: 'sent'; messageCount: number } | { status: 'empty' | 'skipped' | 'gone' | 'failed' | 'already'; detail?: string };
