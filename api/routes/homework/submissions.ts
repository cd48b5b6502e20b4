import Router from '@koa/router';
import { scoreSchema, submissionUpdateSchema } from '../../../contracts/homework.ts';
import { deleteSubmission, readSubmission, scoreSubmission, studentSubmissions, updateFeedback } from '../../../core/domain/homework/submissions.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { perUserLimit } from '../../middleware/rate-limits.ts';
import { parseBody } from '../../middleware/validate.ts';
import { idOf, idempotencyKeyOf } from './params.ts';
import { readSubmissionBody } from './submission-body.ts';
import { submitFromConsole } from '../../../core/domain/homework/submit-from-console.ts';
import { acceptSubmission, regradeSubmission } from '../../../core/domain/homework/review.ts';

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
    ctx.body = { data: await updateFeedback(currentUser(ctx), id, parseBody(ctx, submissionUpdateSchema).feedback, deps.telegram.outbox) };
  });
  router.delete('/submissions/:id', auth, async (ctx) => {
    const id = idOf(ctx);
    await deleteSubmission(currentUser(ctx).id, id);
    ctx.body = { data: { id } };
  });
  router.put('/submissions/:id/score', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await scoreSubmission(currentUser(ctx), id, parseBody(ctx, scoreSchema), deps.telegram.outbox) };
  });
  // Each submission and regrade is one grading by the model: limited per user, before the body is read.
  router.post('/submissions', auth, perUserLimit(deps, 'submission'), async (ctx) => {
    const user = currentUser(ctx);
    const { body, files } = await readSubmissionBody(ctx);
    ctx.status = 201;
    ctx.body = { data: await submitFromConsole({ storage: deps.homework.storage, jobs: deps.jobs }, user, body, files, idempotencyKeyOf(ctx)) };
  });
  router.post('/submissions/:id/regrade', auth, perUserLimit(deps, 'regradeSubmission'), async (ctx) => {
    const id = idOf(ctx);
    ctx.status = 202;
    ctx.body = { data: await regradeSubmission(currentUser(ctx), id, deps.jobs) };
  });
  router.post('/submissions/:id/accept', auth, async (ctx) => {
    const id = idOf(ctx);
    ctx.body = { data: await acceptSubmission(currentUser(ctx), id, deps.telegram.outbox) };
  });
  return router;
}
