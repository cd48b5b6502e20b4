import Router from '@koa/router';
import { z } from 'zod';
import { completeYoutubeAuthorization, youtubeAuthStatus, youtubeAuthUrl } from '../../../core/domain/youtube/connection.ts';
import { AppError } from '../../../core/errors.ts';
import { oauthNonceCookie } from '../../auth/oauth-nonce-cookie.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseQuery } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

const callbackQuery = z.object({ code: z.string().min(1).max(2000).optional(), state: z.string().max(4000).optional(), error: z.string().max(200).optional() }).loose();

/** Spec 7 'Auth URL', 'Auth status' and the OAuth callback at /api/youtube/auth/callback. */
export function youtubeAuthRoutes(deps: AppDeps): Router {
  const { youtube, log } = deps;
  const router = new Router({ prefix: '/api/youtube/auth' });
  const gate = youtubeGate(deps);
  const nonceCookie = oauthNonceCookie(deps.config, 'youtube_oauth', '/api/youtube/auth/callback');

  router.get('/url', ...gate, async (ctx) => {
    const { authUrl, nonce } = await youtubeAuthUrl(youtube, currentUser(ctx).id);
    nonceCookie.set(ctx, nonce);
    ctx.body = { authUrl };
  });

  router.get('/status', ...gate, async (ctx) => {
    ctx.body = await youtubeAuthStatus(youtube, currentUser(ctx).id);
  });

  // Google sends the browser here; the signed state names the user, the cookie proves it is the
  // browser that asked. Back to the tool either way.
  router.get('/callback', async (ctx) => {
    const back = new URL('/youtube-commenter', deps.config.PUBLIC_URL);
    const nonce = nonceCookie.take(ctx);
    const query = parseQuery(ctx, callbackQuery);
    try {
      if (query.error) throw new AppError('bad_request', query.error === 'access_denied' ? 'access_denied' : 'authorization_failed');
      if (!query.code || !query.state) throw new AppError('bad_request', 'authorization_failed');
      await completeYoutubeAuthorization(youtube, query.code, query.state, nonce);
      back.searchParams.set('youtubeConnected', '1');
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'YouTube authorization failed');
      back.searchParams.set('youtubeAuthError', err instanceof AppError && err.message === 'access_denied' ? 'access_denied' : 'authorization_failed');
    }
    ctx.redirect(back.toString());
  });

  return router;
}
