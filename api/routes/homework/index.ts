import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { homeworkAssignmentRoutes } from './assignments.ts';
import { homeworkCohortRoutes } from './cohorts.ts';
import { homeworkCourseRoutes } from './courses.ts';
import { homeworkDashboardRoutes } from './dashboards.ts';
import { homeworkFileRoutes } from './files.ts';
import { homeworkSubmissionRoutes } from './submissions.ts';

/** /api/homework: the homework module's teaching side (contracts/homework.ts). Signed in; not premium. */
export const homeworkRoutes = (deps: AppDeps): Router[] => [
  homeworkDashboardRoutes(deps),
  homeworkCourseRoutes(deps),
  homeworkCohortRoutes(deps),
  homeworkAssignmentRoutes(deps),
  homeworkSubmissionRoutes(deps),
  homeworkFileRoutes(deps),
];
