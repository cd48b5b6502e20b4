import Router from '@koa/router';
import { z } from 'zod';
import { archiveSchema, courseCreateSchema, courseUpdateSchema, gradebookFileName, homeworkIdSchema } from '../../../contracts/homework.ts';
import { archiveCourse, createCourse, deleteCourse, duplicateCourse, listCourses, readCourse, updateCourse } from '../../../core/domain/homework/courses.ts';
import { gradebookCsv } from '../../../core/domain/homework/exports.ts';
import { courseGradebook } from '../../../core/domain/homework/gradebook.ts';
import { readUserSettings } from '../../../core/domain/settings/user-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseQuery } from '../../middleware/validate.ts';
import { sendCsv } from './csv-response.ts';
import { actorOf, archivedQuery, idOf } from './params.ts';

const cohortQuery = z.object({ cohortId: homeworkIdSchema('cohortId').optional() }).loose();

/** Spec 7 'Homework': courses, their archive and duplicate, and the course gradebook. */
export function homeworkCourseRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework/courses' });
  const auth = authenticate(deps.tokens, deps.access);

  router.get('/', auth, async (ctx) => {
    ctx.body = { data: await listCourses(currentUser(ctx).id, parseQuery(ctx, archivedQuery).archived === 'true') };
  });
  router.post('/', auth, async (ctx) => {
    const body = parseBody(ctx, courseCreateSchema);
    ctx.status = 201;
    ctx.body = { data: await createCourse(actorOf(ctx), body) };
  });
  router.get('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await readCourse(currentUser(ctx).id, id, parseQuery(ctx, archivedQuery).archived === 'true') };
  });
  router.put('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await updateCourse(actorOf(ctx), id, parseBody(ctx, courseUpdateSchema)) };
  });
  router.delete('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    await deleteCourse(actorOf(ctx), id);
    ctx.body = { data: { id } };
  });
  router.post('/:id/archive', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await archiveCourse(actorOf(ctx), id, parseBody(ctx, archiveSchema).archive) };
  });
  router.post('/:id/duplicate', auth, async (ctx) => {
    const id = idOf(ctx);
    const { locale } = await readUserSettings(currentUser(ctx).id);
    ctx.status = 201;
    ctx.body = { data: await duplicateCourse(actorOf(ctx), id, locale) };
  });
  router.get('/:id/gradebook', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await courseGradebook(currentUser(ctx).id, id, parseQuery(ctx, cohortQuery).cohortId) };
  });
  router.get('/:id/gradebook/export', auth, async (ctx) => {
    const id = idOf(ctx);
    const user = currentUser(ctx);
    const gradebook = await courseGradebook(user.id, id, parseQuery(ctx, cohortQuery).cohortId);
    const { locale } = await readUserSettings(user.id);
    sendCsv(ctx, gradebookFileName(gradebook.course.name, new Date()), gradebookCsv(gradebook, locale));
  });
  return router;
}
