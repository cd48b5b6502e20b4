import type { Transaction } from 'objection';
import { linkTokenPattern, normalizeLinkCode, type TelegramBot } from '../../../contracts/telegram.ts';
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
  | { status: 'expired' }
  | { status: 'used' }
  | { status: 'unknown' }
  | { status: 'chat_taken' }
  /** 'sender': this chat or account sent too many wrong codes; 'bot': everybody did, typed codes wait. */
  | { status: 'too_many_attempts'; retryInSeconds: number; scope: 'sender' | 'bot' };

const accountOf = async (userId: string, trx: Transaction) => (await User.query(trx).findById(userId).select('email').throwIfNotFound()).email;

/**
 * Links the chat that sent `code` (typed, or a deep link's token) to the user it was issued for,
 * once. The code's row is locked, so two deliveries of the same message (or two chats racing
 * with one code) link one chat; the same chat sending it again hears that it is already linked.
 * A user has one chat per bot: linking a new chat releases the old one, whose id comes back so
 * it can be told.
 *
 * Nothing here tells a stranger that a code someone else holds exists: codes are looked up in
 * this bot only, a chat linked to another account hears the same whatever it sends, and every
 * code that links nothing (unknown, expired, used elsewhere) counts as a wrong try per chat, per
 * Telegram account and per bot (link-limits.ts). Tokens cannot be guessed: they are never refused.
 */
export async function consumeLinkCode(input: { bot: TelegramBot; code: string; chat: LinkingChat }, attempts: LinkAttempts): Promise<ConsumeResult> {
  const { bot, chat } = input;
  const secret = normalizeLinkCode(input.code);
  const sender = { bot, chatId: chat.chatId, telegramUserId: chat.telegramUserId };
  if (!linkTokenPattern.test(secret)) {
    const verdict = await attempts.check('link', sender);
    if (!verdict.allowed) return { status: 'too_many_attempts', retryInSeconds: verdict.retryInSeconds, scope: verdict.scope };
  }
  let wrong = false;
  const result = await TelegramLinkCode.transaction(async (trx): Promise<ConsumeResult> => {
    const code = await TelegramLinkCode.query(trx).forUpdate().findOne({ code_hash: hashLinkCode(secret), bot });
    const chatLink = await TelegramLink.query(trx).forUpdate().findOne({ bot, chat_id: chat.chatId });
    const usable = code !== undefined && !code.usedAt && code.expiresAt.getTime() > Date.now();
    if (chatLink && chatLink.userId !== code?.userId) {
      wrong = !usable;
      return { status: 'chat_taken' };
    }
    if (!code) {
      wrong = true;
      return { status: 'unknown' };
    }
    if (code.usedAt) {
      if (chatLink?.userId === code.userId && code.usedChatId === chat.chatId) return { status: 'already_linked', account: await accountOf(code.userId, trx) };
      wrong = true;
      return { status: 'used' };
    }
    if (!usable) {
      wrong = true;
      return { status: 'expired' };
    }

    // The code and its deep-link token (or the typed code) are spent together, in this chat.
    await TelegramLinkCode.query(trx).patch({ usedAt: new Date(), usedChatId: chat.chatId }).where({ user_id: code.userId, bot }).whereNull('used_at');
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
  if (wrong) await attempts.wrong('link', sender);
  return result;
}
