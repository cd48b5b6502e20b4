import Router from '@koa/router';
import { z } from 'zod';
import { DIGEST_LIMITS, digestCreateSchema, digestUpdateSchema } from '../../../contracts/digest.ts';
import { createPreference, deletePreference, listPreferences, readPreference, updatePreference } from '../../../core/domain/digest/preferences.ts';
import { digestHistory } from '../../../core/domain/digest/history.ts';
import { ownDigest } from '../../../core/domain/digest/preferences.ts';
import { AppError } from '../../../core/errors.ts';
import { runTestDigest } from '../../../workflows/digest-run/client.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { perUserLimit } from '../../middleware/rate-limits.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { digestGate } from './gate.ts';

const idParams = z.object({ id: z.uuid('id must be a digest id') });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(DIGEST_LIMITS.historyMax).default(DIGEST_LIMITS.historyDefault) });

/** Spec 7 'Digest': the digests themselves and what they sent. */
export function digestPreferenceRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram/digest' });
  const gate = digestGate(deps);
  const preferenceDeps = { schedules: deps.digest.schedules, log: deps.log, now: () => new Date() };

  router.get('/preferences', ...gate, async (ctx) => {
    ctx.body = { preferences: await listPreferences(currentUser(ctx).id) };
  });

  router.post('/preferences', ...gate, async (ctx) => {
    const body = parseBody(ctx, digestCreateSchema);
    ctx.status = 201;
    ctx.body = { success: true, preference: await createPreference(preferenceDeps, currentUser(ctx).id, body) };
  });

  router.get('/preferences/:id', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = { preference: await readPreference(currentUser(ctx).id, id, DIGEST_LIMITS.historyMax) };
  });

  router.put('/preferences/:id', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const patch = parseBody(ctx, digestUpdateSchema);
    ctx.body = { success: true, preference: await updatePreference(preferenceDeps, currentUser(ctx).id, id, patch) };
  });

  router.delete('/preferences/:id', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    await deletePreference(preferenceDeps, currentUser(ctx).id, id);
    ctx.body = { success: true };
  });

  // 'Test': the same run as a scheduled one, now; answers when it ended (or 202 while it goes on).
  // Each reads the channels and asks the model: limited per user.
  router.post('/preferences/:id/test', ...gate, perUserLimit(deps, 'digestTestRun'), async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    await ownDigest(currentUser(ctx).id, id);
    const { runKey, result } = await runTestDigest(deps.temporal, id, new Date());
    if (result === null) {
      ctx.status = 202;
      ctx.body = { success: true, runKey, status: 'running' };
      return;
    }
    if (result.status === 'failed') throw new AppError('digest_run_failed', result.detail ?? 'The test digest could not be made');
    ctx.body = { success: true, runKey, ...result };
  });

  router.get('/history', ...gate, async (ctx) => {
    ctx.body = { history: await digestHistory(currentUser(ctx).id, parseQuery(ctx, historyQuery).limit) };
  });

  return router;
}
