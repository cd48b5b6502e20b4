import { Composer } from 'telegraf';
import type { BotContext } from '../shared/context.ts';

/**
 * The calendar bot's own handlers, between the shared linking and the shared fallbacks
 * (workers/bots/build-bot.ts). Its tool plugs its messages in here.
 */
export const calendarBot = new Composer<BotContext>();
