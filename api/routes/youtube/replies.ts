import Router from '@koa/router';
import { z } from 'zod';
import { editReplySchema } from '../../../contracts/youtube-replies.ts';
import { editReply } from '../../../core/domain/youtube/publish-reply.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseParams } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

// Any string: an id that is not a uuid is simply not one of the user's (404, not 400).
const idParams = z.object({ id: z.string().max(100) });

/** PUT /api/youtube/replies/{dbCommentId}: the creator's edit of a draft, kept before publishing. */
export function youtubeReplyRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/youtube/replies' });
  router.use(...youtubeGate(deps));

  router.put('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await editReply(currentUser(ctx).id, id, parseBody(ctx, editReplySchema).text);
  });

  return router;
}
