import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { youtubeAuthRoutes } from './auth.ts';
import { youtubeChannelRoutes } from './channels.ts';
import { youtubeCommentRoutes } from './comments.ts';
import { youtubeCredentialRoutes } from './credentials.ts';
import { youtubePromptRoutes } from './prompts.ts';
import { youtubeQuotaRoutes } from './quota.ts';
import { youtubeReplyRoutes } from './replies.ts';
import { youtubeVideoRoutes } from './videos.ts';

/** The YouTube comment assistant (spec 7), one router per URL prefix. */
export const youtubeRoutes = (deps: AppDeps): Router[] => [
  youtubeCredentialRoutes(deps),
  youtubeAuthRoutes(deps),
  youtubePromptRoutes(deps),
  youtubeChannelRoutes(deps),
  youtubeVideoRoutes(deps),
  youtubeQuotaRoutes(deps),
  youtubeCommentRoutes(deps),
  youtubeReplyRoutes(deps),
];
