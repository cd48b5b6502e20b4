import Router from '@koa/router';
import { z } from 'zod';
import { promptInputSchema } from '../../../contracts/youtube.ts';
import { createPrompt, deletePrompt, listPrompts, setDefaultPrompt, updatePrompt } from '../../../core/domain/youtube/prompts.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseParams } from '../../middleware/validate.ts';
import { youtubeGate } from './gate.ts';

// Any string: an id that is not a uuid is simply not one of the user's (404, not 400).
const idParams = z.object({ id: z.string().max(100) });

/** Spec 7 'Prompts': the user's comment prompt templates, behind the premium gate. */
export function youtubePromptRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/youtube/prompts' });
  router.use(...youtubeGate(deps));

  router.get('/', async (ctx) => {
    ctx.body = { prompts: await listPrompts(currentUser(ctx).id) };
  });

  router.post('/', async (ctx) => {
    const prompt = await createPrompt(currentUser(ctx).id, parseBody(ctx, promptInputSchema));
    ctx.status = 201;
    ctx.body = { prompt };
  });

  router.put('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = { prompt: await updatePrompt(currentUser(ctx).id, id, parseBody(ctx, promptInputSchema)) };
  });

  router.put('/:id/default', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = { prompt: await setDefaultPrompt(currentUser(ctx).id, id) };
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    await deletePrompt(currentUser(ctx).id, id);
    ctx.body = { success: true };
  });

  return router;
}
