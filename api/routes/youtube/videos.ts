import Router from '@koa/router';
import { z } from 'zod';
import { youtubeIdSchema } from '../../../contracts/youtube.ts';
import { aiCommentsMap } from '../../../core/domain/youtube/publish-reply.ts';
import { videoComments, videoDetails } from '../../../core/domain/youtube/videos.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseParams } from '../../middleware/validate.ts';
import { refreshAsked } from './channels.ts';
import { youtubeGate } from './gate.ts';

const videoParams = z.object({ id: youtubeIdSchema('video') });

/** Spec 7: one video, its comment threads (cached like the lists), and the AI replies made for it. */
export function youtubeVideoRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/youtube/videos' });
  router.use(...youtubeGate(deps));

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { video: await videoDetails(deps.youtube, currentUser(ctx).id, id, refreshAsked(ctx)) };
  });

  router.get('/:id/comments', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { comments: await videoComments(deps.youtube, currentUser(ctx).id, id, refreshAsked(ctx)) };
  });

  router.get('/:id/ai-comments', async (ctx) => {
    const { id } = parseParams(ctx.params, videoParams);
    ctx.body = { aiCommentsMap: await aiCommentsMap(currentUser(ctx).id, id) };
  });

  return router;
}
