import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { createReadCache } from '../../core/domain/youtube/read-cache.ts';
import { quotaUsage } from '../../core/domain/youtube/quota.ts';
import { channelVideos, myVideos, videoComments, videoDetails, type VideoReadDeps } from '../../core/domain/youtube/videos.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { requirePremium } from '../middleware/require-premium.ts';
import { parseParams, parseQuery } from '../middleware/validate.ts';
import { youtubeDeps } from './youtube-auth.ts';

const refreshQuery = z.object({ refresh: z.enum(['true', 'false']).optional() }).loose();
// YouTube ids: video ids are 11 characters, channel ids 24; anything else cannot exist.
const videoParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a YouTube video id') });
const channelParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a YouTube channel id') });

/** Spec 7: the creator's videos and comments, cached so a reload spends no quota. */
export function youtubeVideoRoutes(deps: AppDeps): Router {
  const { tokens, access, subscriptions, knex, redis, config: cfg } = deps;
  const reads: VideoReadDeps = { ...youtubeDeps(deps), knex, cache: createReadCache(redis, cfg.QUEUE_PREFIX, 600) };
  const router = new Router({ prefix: '/api/youtube' });
  router.use(authenticate(tokens, access), requirePremium(subscriptions, 'youtube-commenter'));
  const refresh = (ctx: Context) => parseQuery(ctx, refreshQuery).refresh === 'true';

  router.get('/my-videos', async (ctx) => {
    ctx.body = { videos: await myVideos(reads, currentUser(ctx).id, refresh(ctx)) };
  });

  router.get('/channels/:id/videos', async (ctx) => {
    const { id } = parseParams(ctx.params, channelParams);
    ctx.body = { videos: await channelVideos(reads, currentUser(ctx).id, id, refresh(ctx)) };
  });

  router.get('/videos/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { video: await videoDetails(reads, currentUser(ctx).id, id, refresh(ctx)) };
  });

  router.get('/videos/:id/comments', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { comments: await videoComments(reads, currentUser(ctx).id, id, refresh(ctx)) };
  });

  router.get('/quota', async (ctx) => {
    ctx.body = await quotaUsage(knex, currentUser(ctx).id);
  });

  return router;
}
