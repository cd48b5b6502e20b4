import type { TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink, User } from '../../../db/index.ts';

/** A chat's link as the bots see it: whose chat it is, and how to name that account to them. */
export interface ChatLink {
  id: string;
  userId: string;
  chatId: number;
  /** The account's e-mail: what the person signed in to the console with. */
  account: string;
}

export async function findChatLink(bot: TelegramBot, chatId: number): Promise<ChatLink | null> {
  const row = await TelegramLink.query()
    .alias('l')
    .join(User.tableName, 'users.id', 'l.user_id')
    .where({ 'l.bot': bot, 'l.chat_id': chatId })
    .first()
    .select('l.id', 'l.user_id', 'l.chat_id', 'users.email as account')
    .castTo<{ id: string; userId: string; chatId: number; account: string } | undefined>();
  return row ? { id: row.id, userId: row.userId, chatId: Number(row.chatId), account: row.account } : null;
}
