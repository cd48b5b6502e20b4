import { defineQuery } from '@temporalio/workflow';

export const replyBatchWorkflowType = 'replyBatchWorkflow';
/** Scoped by user: a batch id of someone else's names no workflow of this user. */
export const replyBatchWorkflowId = (userId: string, batchId: string) => `reply-batch-${userId}-${batchId}`;

export interface BatchItem {
  commentId: string;
  text: string;
  author: string;
}

export interface ReplyBatchInput {
  userId: string;
  videoId: string;
  videoTitle: string;
  videoDescription: string;
  promptTemplateId: string | null;
  items: BatchItem[];
  /** How many replies are generated at once. */
  concurrency: number;
}

export interface BatchItemResult {
  reply?: string;
  dbCommentId?: string;
  error?: string;
}

export interface BatchProgress {
  total: number;
  done: number;
  failed: number;
}

export const progressQuery = defineQuery<BatchProgress>('progress');
