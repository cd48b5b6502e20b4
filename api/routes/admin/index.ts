import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminJobRoutes } from './jobs.ts';
import { adminPaymentRoutes } from './payments.ts';
import { adminQueueRoutes } from './queues.ts';
import { adminScheduleRoutes } from './schedules.ts';
import { adminSubscriptionRoutes } from './subscriptions.ts';
import { adminUserOverviewRoutes } from './user-overview.ts';
import { adminUserRoutes } from './users.ts';
import { adminWorkflowRoutes } from './workflows.ts';

/** The operator console's resources (ra-data-simple-rest), one router per resource. */
export const adminRoutes = (deps: AppDeps): Router[] => [
  adminDashboardRoutes(deps),
  adminUserOverviewRoutes(deps),
  adminUserRoutes(deps),
  adminSubscriptionRoutes(deps),
  adminPaymentRoutes(deps),
  adminQueueRoutes(deps),
  adminJobRoutes(deps),
  adminWorkflowRoutes(deps),
  adminScheduleRoutes(deps),
  adminAuditRoutes(deps),
];
