import { Composer } from 'telegraf';
import type { BotContext } from '../shared/context.ts';

/**
 * The analytics bot's own handlers, between the shared linking and the shared fallbacks
 * (workers/bots/build-bot.ts). Its tool plugs its messages in here.
 */
export const analyticsBot = new Composer<BotContext>();
