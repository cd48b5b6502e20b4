import Router from '@koa/router';
import { youtubeCredentialsSchema } from '../../contracts/youtube.ts';
import { deleteYoutubeCredentials, hasYoutubeCredentials, saveYoutubeCredentials } from '../../core/domain/youtube/credentials.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { requirePremium } from '../middleware/require-premium.ts';
import { parseBody } from '../middleware/validate.ts';

/**
 * Spec 7 'Credentials': the user's own YouTube API project, stored encrypted. Reading and saving
 * are premium; deleting what one stored with us never is (a lapsed subscriber can still remove it).
 */
export function youtubeCredentialRoutes({ tokens, access, subscriptions, secrets }: AppDeps): Router {
  const router = new Router({ prefix: '/api/users/youtube-credentials' });
  const premium = requirePremium(subscriptions, 'youtube-commenter');
  router.use(authenticate(tokens, access));

  router.get('/', premium, async (ctx) => {
    ctx.body = { hasCredentials: await hasYoutubeCredentials(currentUser(ctx).id) };
  });

  router.post('/', premium, async (ctx) => {
    const input = parseBody(ctx, youtubeCredentialsSchema);
    await saveYoutubeCredentials(secrets, currentUser(ctx).id, input);
    ctx.body = { success: true, hasCredentials: true };
  });

  // Removes the OAuth grant made with these credentials too.
  router.delete('/', async (ctx) => {
    await deleteYoutubeCredentials(currentUser(ctx).id);
    ctx.body = { success: true, hasCredentials: false };
  });

  return router;
}
