import { proxyActivities, setHandler } from '@temporalio/workflow';
import type { createReplyBatchActivities } from './activities.ts';
import { progressQuery, type BatchItemResult, type BatchProgress, type ReplyBatchInput } from './definitions.ts';

const { generateBatchReply } = proxyActivities<ReturnType<typeof createReplyBatchActivities>>({
  startToCloseTimeout: '2 minutes',
  // The activity heartbeats: a worker that dies mid-reply is noticed in seconds.
  heartbeatTimeout: '10 seconds',
  // A rate limit clears within a minute or so; then the item counts as failed.
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 6 },
});

/**
 * 'Generate All': one activity per comment, at most `concurrency` at a time. Each finished
 * reply is kept in the database by its activity, so a batch resumed after a crash only
 * generates what was missing. Progress is a query; the result is keyed by comment id.
 */
export async function replyBatchWorkflow(input: ReplyBatchInput): Promise<Record<string, BatchItemResult>> {
  const results: Record<string, BatchItemResult> = {};
  const progress: BatchProgress = { total: input.items.length, done: 0, failed: 0 };
  setHandler(progressQuery, () => progress);
  const { items, concurrency, ...context } = input;
  let next = 0;

  async function lane(): Promise<void> {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        results[item.commentId] = await generateBatchReply(context, item);
      } catch {
        results[item.commentId] = { error: 'Failed to generate reply' };
      }
      progress.done += 1;
      if (results[item.commentId]!.error) progress.failed += 1;
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, () => lane()));
  return results;
}
