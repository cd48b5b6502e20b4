import type { Context, Middleware } from 'koa';
import type { PremiumFeature } from '../../../contracts/plan.ts';
import { clientLinkCodeSchema, type LinkCodeBody, type TelegramBot } from '../../../contracts/telegram.ts';
import { AppError } from '../../../core/errors.ts';
import { issueLinkCode } from '../../../core/domain/telegram-link/issue-link-code.ts';
import { LINK_LIMITS } from '../../../core/domain/telegram-link/link-limits.ts';
import { linkStatus } from '../../../core/domain/telegram-link/link-status.ts';
import { sendUnlinkNotice } from '../../../core/domain/telegram-link/unlink-notice.ts';
import { unlinkUser } from '../../../core/domain/telegram-link/unlink-user.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { perUserRateLimit } from '../../middleware/rate-limits.ts';
import { requirePremium } from '../../middleware/require-premium.ts';
import { parseBody } from '../../middleware/validate.ts';

/**
 * The premium feature a bot's linking needs (spec 2: the calendar and the digest tools). The
 * homework and analytics bots need only a signed-in user: their tools are not premium.
 */
const botFeature: Record<TelegramBot, PremiumFeature | null> = {
  calendar: 'telegram-calendar',
  digest: 'telegram-digest',
  homework: null,
  analytics: null,
};

/** A signed-in user, with the bot's premium feature when it has one. */
export function linkGate(deps: AppDeps, botOf: (ctx: Context) => TelegramBot): Middleware[] {
  const premium = new Map((Object.entries(botFeature) as [TelegramBot, PremiumFeature | null][]).map(([bot, feature]) => [bot, feature ? requirePremium(deps.subscriptions, feature) : null]));
  return [
    authenticate(deps.tokens, deps.access),
    async (ctx, next) => {
      const gate = premium.get(botOf(ctx));
      if (gate) await gate(ctx, next);
      else await next();
    },
  ];
}

export async function statusOf(deps: AppDeps, ctx: Context, bot: TelegramBot) {
  return linkStatus(currentUser(ctx).id, bot, deps.telegram);
}

/**
 * The codes an account may have issued (LINK_LIMITS.issuePerAccount), over every bot and path:
 * one name, so each router's copy counts in the same Redis key. 429 with Retry-After past it.
 */
export const issueLimit = (deps: AppDeps): Middleware => perUserRateLimit(deps, 'telegram-link-code', LINK_LIMITS.issuePerAccount);

/**
 * A new code for the user and bot: the server's, or the one the console chose ({code}). The
 * deep link carries the code's token, which nobody can guess; the code is for typing.
 */
export async function issueCode(deps: AppDeps, ctx: Context, bot: TelegramBot): Promise<LinkCodeBody> {
  const settings = deps.telegram.bots[bot];
  if (!settings) throw new AppError('service_unavailable', `The ${bot} bot is not set up on this server.`);
  const chosen = ctx.request.body && Object.keys(ctx.request.body).length > 0 ? parseBody(ctx, clientLinkCodeSchema).code : undefined;
  const issued = await issueLinkCode(currentUser(ctx).id, bot, chosen);
  return {
    authCode: issued.code,
    authUrl: `https://t.me/${settings.username}?start=${issued.token}`,
    botUsername: settings.username,
    expiresAt: issued.expiresAt.toISOString(),
  };
}

/** Unlinks the user's chat (nothing to do is fine: unlinking twice is not an error) and tells the chat. */
export async function unlink(deps: AppDeps, ctx: Context, bot: TelegramBot): Promise<void> {
  const userId = currentUser(ctx).id;
  const removed = await unlinkUser(userId, bot);
  if (removed && deps.telegram.bots[bot]) await sendUnlinkNotice(deps.telegram.outbox, bot, userId, removed);
}
