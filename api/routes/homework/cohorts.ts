import Router from '@koa/router';
import { cohortCreateSchema, cohortExportFileName, studentAddSchema, thresholdsSchema } from '../../../contracts/homework.ts';
import { addStudent, createCohort, deleteCohort, readCohort, removeStudent, updateThresholds } from '../../../core/domain/homework/cohorts.ts';
import { cohortCsv } from '../../../core/domain/homework/exports.ts';
import { cohortGradebook } from '../../../core/domain/homework/gradebook.ts';
import { readUserSettings } from '../../../core/domain/settings/user-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody } from '../../middleware/validate.ts';
import { sendCsv } from './csv-response.ts';
import { idOf } from './params.ts';

/** Spec 7 'Homework': cohorts, their thresholds, students, gradebook and export. */
export function homeworkCohortRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework/cohorts' });
  const auth = authenticate(deps.tokens, deps.access);

  router.post('/', auth, async (ctx) => {
    const body = parseBody(ctx, cohortCreateSchema);
    ctx.status = 201;
    ctx.body = { data: await createCohort(currentUser(ctx).id, body) };
  });
  router.get('/:id', auth, async (ctx) => {
    ctx.body = { data: await readCohort(currentUser(ctx).id, idOf(ctx)) };
  });
  router.delete('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    await deleteCohort(currentUser(ctx).id, id);
    ctx.body = { data: { id } };
  });
  router.put('/:id/thresholds', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await updateThresholds(currentUser(ctx).id, id, parseBody(ctx, thresholdsSchema)) };
  });
  router.get('/:id/gradebook', auth, async (ctx) => {
    ctx.body = { data: await cohortGradebook(currentUser(ctx).id, idOf(ctx)) };
  });
  router.get('/:id/export', auth, async (ctx) => {
    const id = idOf(ctx);
    const user = currentUser(ctx);
    const cohort = await readCohort(user.id, id);
    const gradebook = await cohortGradebook(user.id, id);
    const { locale } = await readUserSettings(user.id);
    sendCsv(ctx, cohortExportFileName(cohort.course.name, cohort.name, new Date()), cohortCsv(cohort, gradebook, locale));
  });
  router.post('/:id/students', auth, async (ctx) => {
    const id = idOf(ctx);
    const body = parseBody(ctx, studentAddSchema);
    ctx.status = 201;
    ctx.body = { data: await addStudent(currentUser(ctx).id, id, body) };
  });
  router.delete('/:id/students/:studentId', auth, async (ctx) => {
    const id = idOf(ctx);
    const studentId = idOf(ctx, 'studentId');
    await removeStudent(currentUser(ctx).id, id, studentId);
    ctx.body = { data: { id: studentId } };
  });
  return router;
}
