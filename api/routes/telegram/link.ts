import Router from '@koa/router';
import type { Context } from 'koa';
import { telegramBotSchema, type TelegramBot } from '../../../contracts/telegram.ts';
import { notFound } from '../../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { issueCode, issueLimit, linkGate, statusOf, unlink } from './link-operations.ts';

/** The bot named in the path; a name that is not one of the four is a 404. */
function botParam(ctx: Context): TelegramBot {
  const parsed = telegramBotSchema.safeParse((ctx.params as { bot?: string }).bot);
  if (!parsed.success) throw notFound('Bot');
  return parsed.data;
}

/**
 * /api/telegram/bots/:bot/link: one shape of linking for every bot (contracts/telegram.ts,
 * telegramLinkPaths); the digest and analytics consoles use it, the calendar has its spec paths too.
 */
export function telegramLinkRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram/bots/:bot/link' });
  router.use(...linkGate(deps, botParam));
  const limit = issueLimit(deps);

  router.get('/', async (ctx) => {
    ctx.body = await statusOf(deps, ctx, botParam(ctx));
  });

  router.post('/code', limit, async (ctx) => {
    ctx.status = 201;
    ctx.body = await issueCode(deps, ctx, botParam(ctx));
  });

  router.delete('/', async (ctx) => {
    await unlink(deps, ctx, botParam(ctx));
    ctx.status = 204;
  });

  return router;
}
