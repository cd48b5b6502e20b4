import { randomUUID } from 'node:crypto';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { digestRunTaskQueue, digestTestRunKey, digestRunWorkflowType, type DigestRunInput, type DigestRunResult } from './definitions.ts';

/** How long the Test button's call waits for the run; a longer run goes on and lands in the chat. */
const TEST_WAIT_MS = 55_000;

export type TestRunOutcome = { runKey: string; result: DigestRunResult } | { runKey: string; result: null };

/** 'Test': the same workflow as a scheduled run, started now and awaited for a while. */
export async function runTestDigest(temporal: TemporalHandle, digestId: string, now: Date): Promise<TestRunOutcome> {
  const input: DigestRunInput = { digestId, runKey: digestTestRunKey(digestId, randomUUID()), kind: 'test', scheduledFor: now.toISOString() };
  const handle = await temporal.client.workflow.start(digestRunWorkflowType, { workflowId: input.runKey, taskQueue: digestRunTaskQueue(temporal.taskQueue), args: [input] });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TEST_WAIT_MS);
  });
  try {
    const result = await Promise.race([handle.result() as Promise<DigestRunResult>, timeout]);
    return { runKey: input.runKey, result };
  } finally {
    clearTimeout(timer);
  }
}
