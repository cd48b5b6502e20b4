import Router from '@koa/router';
import type { Config } from '../../core/config.ts';
import { sandboxYoutubeApiRoutes } from './data-api.ts';
import { createSandboxYoutubeStore } from './demo-channel.ts';
import { createSandboxGrants } from '../google-oauth/grants.ts';
import { sandboxYoutubeOAuthRoutes } from './oauth.ts';

/**
 * Sandbox's YouTube, mounted by the web process: the consent page and token endpoint of a
 * creator's OAuth client under /sandbox/youtube and the Data API at /youtube/v3, over one
 * in-memory demo channel (core/clients/youtube-endpoints.ts points the clients here).
 */
export function sandboxYoutubeRoutes(cfg: Config, now = new Date()): Router {
  const store = createSandboxYoutubeStore(now);
  const grants = createSandboxGrants();
  const router = new Router();
  router.use(sandboxYoutubeOAuthRoutes(cfg, grants, store.data.channel).routes(), sandboxYoutubeApiRoutes(store, grants).routes());
  return router;
}
