import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { analyticsCredentialRoutes } from './credentials.ts';
import { analyticsInsightRoutes } from './insights.ts';
import { analyticsMonitoringRoutes } from './monitoring.ts';
import { analyticsQueryRoutes } from './query.ts';

/** /api/analytics: the analytics assistant (the analytics bot's link is under /api/telegram/bots/analytics). */
export const analyticsRoutes = (deps: AppDeps): Router[] => [analyticsCredentialRoutes(deps), analyticsInsightRoutes(deps), analyticsMonitoringRoutes(deps), analyticsQueryRoutes(deps)];
