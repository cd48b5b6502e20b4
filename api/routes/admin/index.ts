import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { adminPaymentRoutes } from './payments.ts';
import { adminSubscriptionRoutes } from './subscriptions.ts';
import { adminUserRoutes } from './users.ts';

/** The operator console's resources (ra-data-simple-rest), one router per resource. */
export const adminRoutes = (deps: AppDeps): Router[] => [adminUserRoutes(deps), adminSubscriptionRoutes(deps), adminPaymentRoutes(deps)];
