import Router from '@koa/router';
import { z } from 'zod';
import { generateBatchSchema, generateReplySchema, publishReplySchema } from '../../../contracts/youtube-replies.ts';
import { generateReply } from '../../../core/domain/youtube/generate-reply.ts';
import { publishReply } from '../../../core/domain/youtube/publish-reply.ts';
import { replyBatchProgress, runReplyBatch } from '../../../workflows/reply-batch/client.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { perUserRateLimit } from '../../middleware/rate-limits.ts';
import { parseBody, parseParams } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

/**
 * Spec 7 'Generate reply' (an AI draft the person waits for), 'Batch replies' ('Generate All'
 * through its workflow, with progress) and publishing a reply. Both generations are limited
 * per user after sign-in and the premium check (deps.rateLimits); the OpenAI calls themselves
 * share the platform's rate (core/clients/openai-limiter.ts).
 */
export function youtubeCommentRoutes(deps: AppDeps): Router {
  const { temporal, rateLimits, config: cfg } = deps;
  const router = new Router({ prefix: '/api/youtube/comments' });
  router.use(...youtubeGate(deps));

  router.post('/generate-reply', perUserRateLimit(deps, 'generate-reply', rateLimits.generateReply), async (ctx) => {
    ctx.body = await generateReply(deps.openai, currentUser(ctx).id, parseBody(ctx, generateReplySchema));
  });

  router.post('/generate-replies-batch', perUserRateLimit(deps, 'generate-batch', rateLimits.generateBatch), async (ctx) => {
    const input = parseBody(ctx, generateBatchSchema);
    ctx.body = { results: await runReplyBatch(temporal, currentUser(ctx).id, input, cfg.YOUTUBE_BATCH_CONCURRENCY) };
  });

  router.get('/batches/:id/progress', async (ctx) => {
    const { id } = parseParams(ctx.params, z.object({ id: z.uuid() }));
    ctx.body = await replyBatchProgress(temporal, currentUser(ctx).id, id);
  });

  router.post('/reply', async (ctx) => {
    ctx.body = await publishReply(deps.youtube, currentUser(ctx).id, parseBody(ctx, publishReplySchema));
  });

  return router;
}
