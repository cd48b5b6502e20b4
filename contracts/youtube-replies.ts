import { z } from 'zod';

/** POST /api/youtube/comments/generate-reply (spec 7). */
export const generateReplySchema = z
  .object({
    commentId: z.string().min(1).max(128),
    videoId: z.string().min(1).max(64),
    commentText: z.string().trim().min(1, 'commentText must not be blank').max(10_000),
    videoTitle: z.string().max(300).optional().default(''),
    videoDescription: z.string().max(10_000).optional().default(''),
    skipCache: z.boolean().optional().default(false),
    promptTemplateId: z.string().max(100).nullish(),
    parentComments: z.array(z.object({ author: z.string().max(200), text: z.string().max(10_000) })).max(50).optional().default([]),
    tone: z.string().max(40).optional(),
    maxLength: z.number().int().min(20).max(10_000).optional(),
    language: z.string().max(40).optional(),
  })
  .strict();
export type GenerateReplyInput = z.infer<typeof generateReplySchema>;

export const generateReplyResponseSchema = z.object({ reply: z.string(), dbCommentId: z.uuid() });

/** POST /api/youtube/comments/reply (spec 7): publish under the comment thread `parentId`. */
export const publishReplySchema = z
  .object({
    parentId: z.string().min(1).max(128),
    text: z.string().trim().min(1, 'text must not be blank').max(10_000),
    dbCommentId: z.uuid().optional(),
  })
  .strict();
export type PublishReplyInput = z.infer<typeof publishReplySchema>;

/** PUT /api/youtube/replies/{dbCommentId}: the creator's edit of a draft, kept before publishing. */
export const editReplySchema = z.object({ text: z.string().trim().min(1, 'text must not be blank').max(10_000) }).strict();

/** POST /api/youtube/comments/generate-replies-batch (spec 7 'Batch replies'). */
export const generateBatchSchema = z
  .object({
    comments: z.array(z.object({ id: z.string().min(1).max(128), text: z.string().max(10_000), author: z.string().max(200).optional().default('') })).min(1).max(500),
    videoId: z.string().min(1).max(64),
    videoTitle: z.string().max(300).optional().default(''),
    videoDescription: z.string().max(10_000).optional().default(''),
    promptTemplateId: z.string().max(100).nullish(),
    /** Chosen by the console so it can ask for progress while the request runs. */
    batchId: z.uuid().optional(),
  })
  .strict();
export type GenerateBatchInput = z.infer<typeof generateBatchSchema>;

export interface BatchResult {
  reply?: string;
  dbCommentId?: string;
  error?: string;
}
