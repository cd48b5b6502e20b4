import Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { issueCode, issueLimit, linkGate, statusOf, unlink } from './link-operations.ts';

/**
 * Spec 7's paths for the calendar bot's link (the same operations as /api/telegram/bots/calendar/link):
 * generate a code, save a console-chosen code, the status, disconnect.
 */
export function telegramCalendarLinkRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram' });
  const gate = linkGate(deps, () => 'calendar');
  const limit = issueLimit(deps);

  router.post('/auth/generate', ...gate, limit, async (ctx) => {
    ctx.body = await issueCode(deps, ctx, 'calendar');
  });

  router.post('/auth/code', ...gate, limit, async (ctx) => {
    ctx.body = await issueCode(deps, ctx, 'calendar');
  });

  router.get('/status', ...gate, async (ctx) => {
    ctx.body = await statusOf(deps, ctx, 'calendar');
  });

  router.delete('/disconnect', ...gate, async (ctx) => {
    await unlink(deps, ctx, 'calendar');
    ctx.body = { success: true };
  });

  return router;
}
