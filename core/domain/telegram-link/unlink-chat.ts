import type { TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink } from '../../../db/index.ts';

/** /stop in a chat: forgets whose chat it is. False when it was not linked. */
export async function unlinkChat(bot: TelegramBot, chatId: number): Promise<boolean> {
  return (await TelegramLink.query().delete().where({ bot, chat_id: chatId })) > 0;
}
