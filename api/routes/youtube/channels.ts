import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { youtubeIdSchema } from '../../../contracts/youtube.ts';
import { channelVideos, myVideos } from '../../../core/domain/youtube/videos.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseParams, parseQuery } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

const refreshQuery = z.object({ refresh: z.enum(['true', 'false']).optional() }).loose();
const channelParams = z.object({ id: youtubeIdSchema('channel') });

/** `?refresh=true` reads YouTube again instead of the cache. */
export const refreshAsked = (ctx: Context) => parseQuery(ctx, refreshQuery).refresh === 'true';

/** Spec 7: the creator's own latest videos, and a channel's, cached so a reload spends no quota. */
export function youtubeChannelRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/youtube' });
  router.use(...youtubeGate(deps));

  router.get('/my-videos', async (ctx) => {
    ctx.body = { videos: await myVideos(deps.youtube, currentUser(ctx).id, refreshAsked(ctx)) };
  });

  router.get('/channels/:id/videos', async (ctx) => {
    const { id } = parseParams(ctx.params, channelParams);
    ctx.body = { videos: await channelVideos(deps.youtube, currentUser(ctx).id, id, refreshAsked(ctx)) };
  });

  return router;
}
