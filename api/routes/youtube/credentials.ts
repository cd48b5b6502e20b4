import Router from '@koa/router';
import { youtubeCredentialsSchema } from '../../../contracts/youtube.ts';
import { deleteYoutubeCredentials, hasYoutubeCredentials, saveYoutubeCredentials } from '../../../core/domain/youtube/credentials.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

/**
 * Spec 7 'Credentials': the user's own YouTube API project, stored encrypted. Reading and saving
 * are premium; deleting what one stored with us never is (a lapsed subscriber can still remove it).
 */
export function youtubeCredentialRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/users/youtube-credentials' });
  const premium = youtubeGate(deps);

  router.get('/', ...premium, async (ctx) => {
    ctx.body = { hasCredentials: await hasYoutubeCredentials(currentUser(ctx).id) };
  });

  router.post('/', ...premium, async (ctx) => {
    const input = parseBody(ctx, youtubeCredentialsSchema);
    await saveYoutubeCredentials(deps.secrets, currentUser(ctx).id, input);
    ctx.body = { success: true, hasCredentials: true };
  });

  // Removes the OAuth grant made with these credentials too.
  router.delete('/', authenticate(deps.tokens, deps.access), async (ctx) => {
    await deleteYoutubeCredentials(currentUser(ctx).id);
    ctx.body = { success: true, hasCredentials: false };
  });

  return router;
}
