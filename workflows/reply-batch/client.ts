import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError } from '@temporalio/client';
import type { BatchResult, GenerateBatchInput } from '../../contracts/youtube-replies.ts';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import { notFound } from '../../core/errors.ts';
import { progressQuery, replyBatchWorkflowId, replyBatchWorkflowType, type BatchProgress, type ReplyBatchInput } from './definitions.ts';

/** 'Generate All' through its workflow: started with the console's batch id, awaited. */
export async function runReplyBatch(temporal: TemporalHandle, userId: string, input: GenerateBatchInput, concurrency: number): Promise<Record<string, BatchResult>> {
  const args: ReplyBatchInput = {
    userId,
    videoId: input.videoId,
    videoTitle: input.videoTitle,
    videoDescription: input.videoDescription,
    promptTemplateId: input.promptTemplateId ?? null,
    items: input.comments.map((c) => ({ commentId: c.id, text: c.text, author: c.author })),
    concurrency,
  };
  const handle = await temporal.client.workflow.start(replyBatchWorkflowType, {
    workflowId: replyBatchWorkflowId(userId, input.batchId ?? randomUUID()),
    taskQueue: temporal.taskQueue,
    args: [args],
  });
  return (await handle.result()) as Record<string, BatchResult>;
}

/** The progress of the user's own batch; another user's batch id names nothing (404). */
export async function replyBatchProgress(temporal: TemporalHandle, userId: string, batchId: string): Promise<BatchProgress> {
  try {
    return await temporal.client.workflow.getHandle(replyBatchWorkflowId(userId, batchId)).query(progressQuery);
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) throw notFound('Batch');
    throw err;
  }
}
