import { CancellationScope, proxyActivities } from '@temporalio/workflow';
import type { createHomeworkRegradeActivities } from './activities.ts';
import type { HomeworkRegradeInput } from './definitions.ts';

type Activities = ReturnType<typeof createHomeworkRegradeActivities>;

const { regradeTargets, holdRegradeFailure, failRegrade } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10 },
});

const { finishRegrade } = proxyActivities<Activities>({
  // Tells every student: seconds per thousand, heartbeating while it goes.
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10 },
});

const { regradeOne } = proxyActivities<Activities>({
  // A grade waits on the shared limit and the model (pictures read first): minutes at worst.
  startToCloseTimeout: '5 minutes',
  // It heartbeats every second: a worker that dies mid-grade is noticed in seconds.
  heartbeatTimeout: '15 seconds',
  // A busy model clears within minutes; then the submission is held for the teacher.
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 8 },
});

/**
 * Regrade All: the assignment's latest versions, `concurrency` at a time, each graded under the
 * run's key (an activity repeated after a crash finds its grade and does not grade again), then
 * the run finished and the students told. Progress is read from the grades (regrade-stats), so
 * it survives the workflow and needs no query.
 */
export async function homeworkRegradeWorkflow(input: HomeworkRegradeInput): Promise<void> {
  try {
    await regradeAll(input);
  } catch (err) {
    // Failed for good or cancelled: the run says so, and the next Regrade All may start.
    await CancellationScope.nonCancellable(() => failRegrade(input.runId));
    throw err;
  }
}

async function regradeAll(input: HomeworkRegradeInput): Promise<void> {
  const ids = await regradeTargets(input.runId);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < ids.length) {
      const submissionId = ids[next++]!;
      try {
        await regradeOne(input.runId, submissionId);
      } catch {
        await holdRegradeFailure(input.runId, submissionId);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(input.concurrency, ids.length)) }, () => lane()));
  await finishRegrade(input.runId);
}
