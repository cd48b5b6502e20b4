import Router from '@koa/router';
import { z } from 'zod';
import { editReplySchema, generateBatchSchema, generateReplySchema, publishReplySchema } from '../../contracts/youtube-replies.ts';
import { openAIFromConfig } from '../../core/clients/openai.ts';
import { createOpenAILimiter } from '../../core/clients/openai-limiter.ts';
import { generateReply, type ReplyDeps } from '../../core/domain/youtube/generate-reply.ts';
import { aiCommentsMap, editReply, publishReply } from '../../core/domain/youtube/publish-reply.ts';
import { createReadCache } from '../../core/domain/youtube/read-cache.ts';
import type { VideoReadDeps } from '../../core/domain/youtube/videos.ts';
import type { AppDeps } from '../deps.ts';
import { replyBatchProgress, runReplyBatch } from '../reply-batches.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { perUserRateLimit } from '../middleware/rate-limits.ts';
import { requirePremium } from '../middleware/require-premium.ts';
import { parseBody, parseParams } from '../middleware/validate.ts';
import { youtubeDeps } from './youtube-auth.ts';

const idParams = z.object({ id: z.string().max(100) });
const videoParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a YouTube video id') });

/**
 * Spec 7 'Generate reply': an AI draft for one comment, answered while the person waits. Both
 * generations are limited per user after sign-in and the premium check (deps.rateLimits); the
 * OpenAI calls themselves share the platform's rate (core/clients/openai-limiter.ts).
 */
export function youtubeReplyRoutes(deps: AppDeps): Router {
  const limits = deps.rateLimits;
  const { tokens, access, subscriptions, knex, redis, temporal, log, config: cfg } = deps;
  const replies: ReplyDeps = {
    openai: openAIFromConfig(cfg),
    model: cfg.OPENAI_MODEL,
    limiter: createOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }),
  };
  const reads: VideoReadDeps = { ...youtubeDeps(deps), knex, cache: createReadCache(redis, cfg.QUEUE_PREFIX, 600) };
  const router = new Router({ prefix: '/api/youtube' });
  router.use(authenticate(tokens, access), requirePremium(subscriptions, 'youtube-commenter'));

  router.post('/comments/generate-reply', perUserRateLimit(deps, 'generate-reply', limits.generateReply), async (ctx) => {
    ctx.body = await generateReply(replies, currentUser(ctx).id, parseBody(ctx, generateReplySchema));
  });

  router.post('/comments/generate-replies-batch', perUserRateLimit(deps, 'generate-batch', limits.generateBatch), async (ctx) => {
    const input = parseBody(ctx, generateBatchSchema);
    ctx.body = { results: await runReplyBatch(temporal, currentUser(ctx).id, input, cfg.YOUTUBE_BATCH_CONCURRENCY) };
  });

  router.get('/comments/batches/:id/progress', async (ctx) => {
    const { id } = parseParams(ctx.params, z.object({ id: z.uuid() }));
    ctx.body = await replyBatchProgress(temporal, currentUser(ctx).id, id);
  });

  router.post('/comments/reply', async (ctx) => {
    ctx.body = await publishReply(reads, currentUser(ctx).id, parseBody(ctx, publishReplySchema));
  });

  router.put('/replies/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await editReply(currentUser(ctx).id, id, parseBody(ctx, editReplySchema).text);
  });

  router.get('/videos/:id/ai-comments', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { aiCommentsMap: await aiCommentsMap(currentUser(ctx).id, id) };
  });

  return router;
}
