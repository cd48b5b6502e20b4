import type Router from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../deps.ts';
import { adminRoutes } from './admin/index.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { authRoutes } from './auth.ts';
import { calendarRoutes } from './calendar/index.ts';
import { digestRoutes } from './digest/index.ts';
import { homeworkRoutes } from './homework/index.ts';
import { healthRoutes } from './health.ts';
import { publicConfigRoutes } from './public-config.ts';
import { subscriptionAreaRoutes } from './subscription/index.ts';
import { telegramRoutes } from './telegram/index.ts';
import { userRoutes } from './users.ts';
import { youtubeRoutes } from './youtube/index.ts';

/**
 * Every router of /api, one line per area: a new area is a folder (or a file for one URL
 * prefix) and one line here; api/app.ts does not change with features.
 */
export const apiRoutes = (deps: AppDeps, app: Koa): Router[] => [
  healthRoutes(deps),
  publicConfigRoutes(deps),
  authRoutes(deps, app),
  userRoutes(deps),
  ...subscriptionAreaRoutes(deps),
  ...youtubeRoutes(deps),
  ...telegramRoutes(deps),
  ...calendarRoutes(deps),
  ...digestRoutes(deps),
  ...homeworkRoutes(deps),
  ...analyticsRoutes(deps),
  ...adminRoutes(deps),
];
