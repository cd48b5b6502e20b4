import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { digestAccountRoutes } from './account.ts';
import { digestPreferenceRoutes } from './preferences.ts';
import { digestSourceRoutes } from './sources.ts';

/** /api/telegram/digest: the digest tool (the digest bot's link is under /api/telegram/bots/digest). */
export const digestRoutes = (deps: AppDeps): Router[] => [digestAccountRoutes(deps), digestSourceRoutes(deps), digestPreferenceRoutes(deps)];
