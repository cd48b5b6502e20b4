import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { telegramBotSchema, telegramUpdateSchema, type TelegramBot } from '../../../contracts/telegram.ts';
import { AppError, forbidden } from '../../../core/errors.ts';
import { telegramMetrics } from '../../../core/metrics/telegram-metrics.ts';
import { telegramUpdate } from '../../../core/queues/jobs/telegram-update.ts';
import { runWithRequestId, telegramRequestId } from '../../../core/request-id.ts';
import type { AppDeps } from '../../deps.ts';
import { jsonBodyReader } from '../../middleware/json-body.ts';
import { parseBody } from '../../middleware/validate.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the secret's length nor its first differing byte shows in the timing. */
function secretMatches(given: string | string[] | undefined, expected: Buffer): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), expected);
}

/**
 * POST /api/telegram/<bot>/webhook: Telegram posts each update here. The secret it was given by
 * setWebhook is the only credential, checked before a byte of the body is read (api/app.ts
 * leaves this route's body to it): a stranger's post is answered at once, however large or slow
 * its body, and the connection closed. The update becomes one job whose id holds the update's id,
 * so the deliveries Telegram repeats (it retries until it reads a 2xx) are one job. When Redis
 * cannot take the job the answer is 503 and Telegram tries again later: nothing is lost.
 */
export function telegramWebhookRoutes({ telegram, jobs }: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram' });
  // Each bot's secret digested once, not on every update.
  const expected = new Map(Object.values(telegram.bots).map((settings) => [settings.bot, digest(settings.webhookSecret)]));
  // The app's limit for any JSON body: an update is a few KB, and only Telegram, holding the
  // secret, gets as far as sending one.
  const readBody = jsonBodyReader('1mb');

  router.post('/:bot/webhook', async (ctx: Context & { params: { bot: string } }) => {
    const bot = telegramBotSchema.safeParse(ctx.params.bot);
    const settings = bot.success ? telegram.bots[bot.data] : undefined;
    // Refused unread: the rest of the body is not worth the connection.
    if (!settings) {
      ctx.set('Connection', 'close');
      throw new AppError('not_found', 'No such bot');
    }
    if (!secretMatches(ctx.get('X-Telegram-Bot-Api-Secret-Token') || undefined, expected.get(settings.bot)!)) {
      ctx.set('Connection', 'close');
      throw forbidden('Wrong or missing X-Telegram-Bot-Api-Secret-Token');
    }
    await readBody(ctx);
    const update = parseBody(ctx, telegramUpdateSchema);
    // The update's own id names everything it leads to (the job, its answers, the access line),
    // so an operator finds them all from the update id alone.
    ctx.requestId = telegramRequestId(settings.bot, update.update_id);
    ctx.set('X-Request-Id', ctx.requestId);
    await runWithRequestId(ctx.requestId, () => jobs.enqueue(telegramUpdate, { bot: settings.bot satisfies TelegramBot, update, receivedAt: new Date().toISOString() }));
    telegramMetrics.updateReceived(settings.bot);
    ctx.body = { ok: true };
  });

  return router;
}
