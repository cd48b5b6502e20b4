export const digestRunWorkflowType = 'digestRunWorkflow';
/**
 * The digests' runs have a task queue of their own beside the platform's, polled by a worker
 * with bounded concurrency (workflows/create-worker.ts): thousands due at 09:00 then run at a
 * steady pace instead of taking the Temporal server from the starts still being made and from
 * the payments' workflows.
 */
export const digestRunTaskQueue = (platformQueue: string) => `${platformQueue}-digest-runs`;

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
