import Router from '@koa/router';
import { scoreSchema, submissionUpdateSchema } from '../../../contracts/homework.ts';
import { deleteSubmission, readSubmission, scoreSubmission, studentSubmissions, updateFeedback } from '../../../core/domain/homework/submissions.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody } from '../../middleware/validate.ts';
import { idOf } from './params.ts';

/** Spec 7 'Homework': one submission, a teacher's grade, and one student's work. */
export function homeworkSubmissionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework' });
  const auth = authenticate(deps.tokens, deps.access);

  router.get('/students/:id/submissions', auth, async (ctx) => {
    ctx.body = { data: await studentSubmissions(currentUser(ctx).id, idOf(ctx)) };
  });
  router.get('/submissions/:id', auth, async (ctx) => {
    ctx.body = { data: await readSubmission(currentUser(ctx), idOf(ctx)) };
  });
  router.put('/submissions/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await updateFeedback(currentUser(ctx), id, parseBody(ctx, submissionUpdateSchema).feedback) };
  });
  router.delete('/submissions/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    await deleteSubmission(currentUser(ctx).id, id);
    ctx.body = { data: { id } };
  });
  router.put('/submissions/:id/score', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await scoreSubmission(currentUser(ctx), id, parseBody(ctx, scoreSchema)) };
  });
  return router;
}
