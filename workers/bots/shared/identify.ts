import type { MiddlewareFn } from 'telegraf';
import { findChatLink } from '../../../core/domain/telegram-link/find-chat-link.ts';
import { UserSettings } from '../../../db/index.ts';
import type { BotContext } from './context.ts';
import type { BotLocale } from './texts.ts';

const telegramLocale = (code: string | undefined): BotLocale => (code?.toLowerCase().startsWith('ru') ? 'ru' : 'en');

/**
 * Who is this chat, and in which language to answer: a linked user's console language (their
 * settings), else the language of their Telegram app.
 */
export const identify: MiddlewareFn<BotContext> = async (ctx, next) => {
  const chatId = ctx.chat?.id;
  ctx.link = chatId === undefined ? null : await findChatLink(ctx.services.bot, chatId);
  const settings = ctx.link ? await UserSettings.query().findById(ctx.link.userId) : undefined;
  ctx.locale = settings ? (settings.locale === 'ru' ? 'ru' : 'en') : telegramLocale(ctx.from?.language_code);
  return next();
};
