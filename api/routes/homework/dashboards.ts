import Router from '@koa/router';
import { homeworkRole, studentDashboard, teacherDashboard } from '../../../core/domain/homework/dashboards.ts';
import { studentSubmissionsOf } from '../../../core/domain/homework/student-submissions.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';

/** Spec 7 'Homework': who the user is here and their two dashboards. */
export function homeworkDashboardRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework' });
  const auth = authenticate(deps.tokens, deps.access);

  router.get('/role', auth, async (ctx) => {
    ctx.body = { data: await homeworkRole(currentUser(ctx)) };
  });
  router.get('/teacher/dashboard', auth, async (ctx) => {
    ctx.body = { data: await teacherDashboard(currentUser(ctx), new Date()) };
  });
  router.get('/student/dashboard', auth, async (ctx) => {
    ctx.body = { data: await studentDashboard(currentUser(ctx)) };
  });
  router.get('/submissions/student/my', auth, async (ctx) => {
    ctx.body = { data: await studentSubmissionsOf(currentUser(ctx)) };
  });
  return router;
}
