import type { Logger } from 'pino';
import { Telegraf, type Composer, type MiddlewareFn } from 'telegraf';
import type { Update } from 'telegraf/types';
import type { TelegramBot } from '../../contracts/telegram.ts';
import type { TelegramRuntime } from '../../core/clients/telegram/runtime.ts';
import { analyticsBot } from './analytics/index.ts';
import { calendarBot } from './calendar/index.ts';
import { digestBot } from './digest/index.ts';
import { homeworkBeforeLinking, homeworkBot } from './homework/index.ts';
import { BotContext, type BotTools, type UpdateOutcome } from './shared/context.ts';
import { fallbacks } from './shared/fallbacks.ts';
import { identify } from './shared/identify.ts';
import { linking } from './shared/linking.ts';
import { botProfiles } from './shared/profiles.ts';

/** Each bot's own Composer, one line each. */
const composers: Record<TelegramBot, Composer<BotContext>> = {
  calendar: calendarBot,
  digest: digestBot,
  homework: homeworkBot,
  analytics: analyticsBot,
};

/**
 * A bot's handlers that must run before the shared linking, for the bots that have some: the
 * homework bot's student codes (6 characters, which may be all digits like a link code).
 */
const beforeLinking: Partial<Record<TelegramBot, Composer<BotContext>>> = {
  homework: homeworkBeforeLinking,
};

/**
 * One bot as telegraf runs it in the worker: the shared middleware (who is this chat, which
 * language), the bot's handlers that go before linking (if any), linking, the bot's own
 * handlers, then the fallbacks. Its identity comes from the settings, so handling an update
 * never waits on getMe.
 */
export interface RunningBot {
  /** Runs the bot's handlers on one update; how it ended (handled, or skipped and why). */
  handle(update: Update): Promise<UpdateOutcome>;
  /** Tells the chat, once, in its language, that its message could not be handled. */
  apologize(update: Update): Promise<void>;
}

const passThrough: MiddlewareFn<BotContext> = (_ctx, next) => next();

export function buildBot(bot: TelegramBot, telegram: TelegramRuntime, log: Logger, tools: BotTools): RunningBot | null {
  const settings = telegram.bots[bot];
  if (!settings) return null;
  const telegraf = new Telegraf<BotContext>(settings.token, { contextType: BotContext, telegram: { apiRoot: telegram.apiRoot }, handlerTimeout: 120_000 });
  telegraf.botInfo = {
    id: Number(settings.token.split(':')[0]),
    is_bot: true,
    first_name: botProfiles[bot].name.en,
    username: settings.username,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
  telegraf.context.services = { bot, profile: botProfiles[bot], telegram, log: log.child({ bot }), ...tools };
  // telegraf makes the context inside handleUpdate; this is how the outcome comes back out.
  const contexts = new WeakMap<Update, BotContext>();
  telegraf.use(
    (ctx, next) => {
      contexts.set(ctx.update, ctx);
      return next();
    },
    identify,
    beforeLinking[bot] ?? passThrough,
    linking,
    composers[bot],
    fallbacks,
  );
  return {
    async handle(update) {
      await telegraf.handleUpdate(update);
      return contexts.get(update)?.outcome ?? { outcome: 'handled' };
    },
    async apologize(update) {
      const ctx = contexts.get(update);
      const chatId = ctx?.chat?.id;
      if (!ctx || chatId === undefined) return;
      await telegram.outbox.send(bot, chatId, `u${update.update_id}-failed`, { text: ctx.texts.somethingWentWrong });
    },
  };
}
