import { Composer } from 'telegraf';
import { message } from 'telegraf/filters';
import { browserLinkCodePattern, normalizeLinkCode, serverLinkCodePattern } from '../../../contracts/telegram.ts';
import { consumeLinkCode } from '../../../core/domain/telegram-link/consume-link-code.ts';
import { unlinkChat } from '../../../core/domain/telegram-link/unlink-chat.ts';
import type { BotContext } from './context.ts';

const looksLikeCode = (text: string) => {
  const code = normalizeLinkCode(text);
  return serverLinkCodePattern.test(code) || browserLinkCodePattern.test(code);
};

/** Links the chat with a deep link's token (/start TOKEN) or a code (typed, or /start CODE), and answers how it went. */
async function link(ctx: BotContext, code: string): Promise<void> {
  const from = ctx.from;
  const chat = ctx.chat;
  if (!from || !chat) return ctx.skip('a code without a sender');
  const texts = ctx.texts;
  const result = await consumeLinkCode({
    bot: ctx.services.bot,
    code,
    chat: { chatId: chat.id, telegramUserId: from.id, username: from.username ?? null, firstName: from.first_name, languageCode: from.language_code ?? null },
  }, ctx.services.telegram.linkAttempts);
  switch (result.status) {
    case 'linked':
      if (result.previousChatId === null) return ctx.say(texts.linked(result.account));
      await ctx.say(`${texts.linked(result.account)}\n\n${texts.movedFromOtherChat}`);
      // The chat the account leaves hears it too: answers there would otherwise stop without a word.
      return ctx.say(texts.unlinked, result.previousChatId);
    case 'already_linked':
      return ctx.say(texts.alreadyLinked(result.account));
    case 'expired':
      return ctx.say(texts.expired);
    case 'used':
      return ctx.say(texts.used);
    case 'unknown':
      return ctx.say(texts.unknownCode);
    case 'chat_taken':
      return ctx.say(texts.chatTaken);
    case 'too_many_attempts':
      return ctx.say(result.scope === 'bot' ? texts.tooManyCodesForBot(result.retryInSeconds) : texts.tooManyAttempts(result.retryInSeconds));
  }
}

/** /start [code], /stop, and a code typed into an unlinked chat: the same for all four bots. */
export const linking = new Composer<BotContext>();

linking.start(async (ctx) => {
  const code = ctx.payload.trim();
  if (code) return link(ctx, code);
  const { profile } = ctx.services;
  const texts = ctx.texts;
  const welcome = texts.welcome(profile.name[ctx.locale], profile.about[ctx.locale]);
  await ctx.say(ctx.link ? `${welcome}\n\n${texts.alreadyLinked(ctx.link.account)}` : `${welcome}\n\n${texts.howToLink(profile.consolePath)}`);
});

linking.command('stop', async (ctx) => {
  const removed = await unlinkChat(ctx.services.bot, ctx.chat.id);
  await ctx.say(removed ? ctx.texts.unlinked : ctx.texts.notLinked);
});

linking.on(message('text'), async (ctx, next) => {
  if (ctx.link || ctx.message.text.startsWith('/') || !looksLikeCode(ctx.message.text)) return next();
  return link(ctx, ctx.message.text);
});
