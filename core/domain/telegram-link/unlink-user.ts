import type { TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink } from '../../../db/index.ts';

/** The console's unlink: the chat that was the user's for this bot, or null when there was none. */
export async function unlinkUser(userId: string, bot: TelegramBot): Promise<{ linkId: string; chatId: number } | null> {
  const [removed] = await TelegramLink.query().delete().where({ user_id: userId, bot }).returning(['id', 'chat_id']);
  return removed ? { linkId: removed.id, chatId: removed.chatId } : null;
}
