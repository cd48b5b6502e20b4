import type { Transaction } from 'objection';
import { normalizeLinkCode, telegramBotSchema, type TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink, TelegramLinkCode, User } from '../../../db/index.ts';
import { hashLinkCode } from './code-hash.ts';
import type { LinkAttempts } from './link-attempts.ts';

/** Who sent the code: the chat to link and the Telegram account behind it. */
export interface LinkingChat {
  chatId: number;
  telegramUserId: number;
  username: string | null;
  firstName: string;
  languageCode: string | null;
}

export type ConsumeResult =
  | { status: 'linked'; account: string; previousChatId: number | null }
  | { status: 'already_linked'; account: string }
  | { status: 'other_bot'; bot: TelegramBot }
  | { status: 'expired' }
  | { status: 'used' }
  | { status: 'unknown' }
  | { status: 'chat_taken' }
  | { status: 'too_many_attempts'; retryInSeconds: number };

const accountOf = async (userId: string, trx: Transaction) => (await User.query(trx).findById(userId).select('email').throwIfNotFound()).email;

/**
 * Links the chat that sent `code` to the user the code was issued for, once. The code's row is
 * locked, so two deliveries of the same message (or two chats racing with one code) link one
 * chat; the same chat sending the code again hears that it is already linked. A user has one
 * chat per bot: linking a new chat releases the old one, whose id comes back so it can be told.
 */
export async function consumeLinkCode(input: { bot: TelegramBot; code: string; chat: LinkingChat }, attempts: LinkAttempts): Promise<ConsumeResult> {
  const { bot, chat } = input;
  const retryInSeconds = await attempts.waitSeconds(bot, chat.chatId);
  if (retryInSeconds > 0) return { status: 'too_many_attempts', retryInSeconds };
  const result = await TelegramLinkCode.transaction(async (trx): Promise<ConsumeResult> => {
    const code = await TelegramLinkCode.query(trx).forUpdate().findOne({ code_hash: hashLinkCode(normalizeLinkCode(input.code)) });
    if (!code) return { status: 'unknown' };
    if (code.bot !== bot) return { status: 'other_bot', bot: telegramBotSchema.parse(code.bot) };
    const chatLink = await TelegramLink.query(trx).forUpdate().findOne({ bot, chat_id: chat.chatId });
    if (code.usedAt) {
      return chatLink?.userId === code.userId && code.usedChatId === chat.chatId ? { status: 'already_linked', account: await accountOf(code.userId, trx) } : { status: 'used' };
    }
    if (code.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
    if (chatLink && chatLink.userId !== code.userId) return { status: 'chat_taken' };

    await TelegramLinkCode.query(trx).patch({ usedAt: new Date(), usedChatId: chat.chatId }).findById(code.id);
    const account = await accountOf(code.userId, trx);
    if (chatLink) return { status: 'already_linked', account };
    const previous = await TelegramLink.query(trx).forUpdate().findOne({ user_id: code.userId, bot });
    if (previous) await TelegramLink.query(trx).deleteById(previous.id);
    await TelegramLink.query(trx).insert({
      userId: code.userId,
      bot,
      chatId: chat.chatId,
      telegramUserId: chat.telegramUserId,
      username: chat.username,
      firstName: chat.firstName,
      languageCode: chat.languageCode,
    });
    return { status: 'linked', account, previousChatId: previous?.chatId ?? null };
  });
  // Only a code that matches nothing is a guess; an expired or used one was really issued.
  if (result.status === 'unknown') await attempts.wrong(bot, chat.chatId);
  return result;
}
