import { ApplicationFailure } from '@temporalio/common';
import type OpenAI from 'openai';
import type { OpenAILimiter } from '../../core/clients/openai-limiter.ts';
import { AppError } from '../../core/errors.ts';
import { generateReply } from '../../core/domain/youtube/generate-reply.ts';
import { withHeartbeat } from '../with-heartbeat.ts';
import type { BatchItem, BatchItemResult, ReplyBatchInput } from './definitions.ts';

export interface ReplyBatchDeps {
  openai: OpenAI | null;
  openaiModel: string;
  openaiLimiter?: OpenAILimiter | undefined;
}

export function createReplyBatchActivities({ openai, openaiModel, openaiLimiter }: ReplyBatchDeps) {
  return {
    /**
     * One reply of a batch. Idempotent: a reply already drafted for the comment is answered
     * again (generateReply without skipCache), so a batch resumed after a crash does not
     * generate the finished ones twice. A rate limit is thrown to be retried with back-off;
     * other refusals are answered as the item's error.
     */
    async generateBatchReply(input: Omit<ReplyBatchInput, 'items' | 'concurrency'>, item: BatchItem): Promise<BatchItemResult> {
      try {
        const { reply, dbCommentId } = await withHeartbeat(() => generateReply({ openai, model: openaiModel, limiter: openaiLimiter }, input.userId, {
          commentId: item.commentId,
          videoId: input.videoId,
          commentText: item.text,
          videoTitle: input.videoTitle,
          videoDescription: input.videoDescription,
          skipCache: false,
          promptTemplateId: input.promptTemplateId,
          parentComments: [],
        }));
        return { reply, dbCommentId };
      } catch (err) {
        if (err instanceof AppError && err.code === 'rate_limited') throw ApplicationFailure.retryable(err.message, 'rate_limited');
        if (err instanceof AppError) return { error: err.message };
        throw err;
      }
    },
  };
}
