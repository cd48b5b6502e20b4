import Router from '@koa/router';
import { archiveSchema, assignmentCreateSchema, assignmentUpdateSchema, regradeAllSchema, submissionsExportFileName } from '../../../contracts/homework.ts';
import { regradeStats, startRegradeAll } from '../../../core/domain/homework/regrade-all.ts';
import { isHomeworkRegradeOpen, startHomeworkRegrade } from '../../../workflows/homework-regrade/client.ts';
import { archiveAssignment, courseAssignments, createAssignment, deleteAssignment, readAssignment, updateAssignment } from '../../../core/domain/homework/assignments.ts';
import { submissionsCsv } from '../../../core/domain/homework/exports.ts';
import { assignmentSubmissions } from '../../../core/domain/homework/submissions.ts';
import { readUserSettings } from '../../../core/domain/settings/user-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { perUserLimit } from '../../middleware/rate-limits.ts';
import { parseBody } from '../../middleware/validate.ts';
import { sendCsv } from './csv-response.ts';
import { idOf } from './params.ts';

/** Spec 7 'Homework': assignments, their archive, a course's list and the submissions to one. */
export function homeworkAssignmentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework/assignments' });
  const auth = authenticate(deps.tokens, deps.access);

  router.post('/', auth, async (ctx) => {
    const body = parseBody(ctx, assignmentCreateSchema);
    ctx.status = 201;
    ctx.body = { data: await createAssignment(currentUser(ctx).id, body) };
  });
  router.get('/course/:courseId', auth, async (ctx) => {
    ctx.body = { data: await courseAssignments(currentUser(ctx), idOf(ctx, 'courseId')) };
  });
  router.get('/:id', auth, async (ctx) => {
    ctx.body = { data: await readAssignment(currentUser(ctx), idOf(ctx)) };
  });
  router.put('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await updateAssignment(currentUser(ctx).id, id, parseBody(ctx, assignmentUpdateSchema)) };
  });
  router.delete('/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    await deleteAssignment(currentUser(ctx).id, id);
    ctx.body = { data: { id } };
  });
  router.post('/:id/archive', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await archiveAssignment(currentUser(ctx).id, id, parseBody(ctx, archiveSchema).archive) };
  });
  router.get('/:id/submissions', auth, async (ctx) => {
    ctx.body = { data: await assignmentSubmissions(currentUser(ctx).id, idOf(ctx)) };
  });
  // One grading per submission of the assignment: limited per teacher.
  router.post('/:id/regrade', auth, perUserLimit(deps, 'regradeAll'), async (ctx) => {
    const id = idOf(ctx);
    const { reason } = parseBody(ctx, regradeAllSchema);
    ctx.status = 202;
    const temporal = { start: (runId: string) => startHomeworkRegrade(deps.temporal, runId, deps.homework.regradeConcurrency), alive: (runId: string) => isHomeworkRegradeOpen(deps.temporal, runId) };
    ctx.body = { data: await startRegradeAll(currentUser(ctx), id, reason || null, temporal) };
  });
  router.get('/:id/regrade-stats', auth, async (ctx) => {
    ctx.body = { data: await regradeStats(currentUser(ctx).id, idOf(ctx), (runId) => isHomeworkRegradeOpen(deps.temporal, runId)) };
  });
  router.get('/:id/submissions/export', auth, async (ctx) => {
    const id = idOf(ctx);
    const user = currentUser(ctx);
    const { locale } = await readUserSettings(user.id);
    const { title, body } = await submissionsCsv(user.id, id, locale);
    sendCsv(ctx, submissionsExportFileName(title, new Date()), body);
  });
  return router;
}
