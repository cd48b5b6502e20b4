import type { LinkStatusBody, TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink } from '../../../db/index.ts';
import type { TelegramBots } from '../../clients/telegram/bots.ts';

/** Whether this user's chat is linked to the bot, as the console shows it. */
export async function linkStatus(userId: string, bot: TelegramBot, telegram: TelegramBots): Promise<LinkStatusBody> {
  const settings = telegram.bots[bot];
  const link = await TelegramLink.query().findOne({ user_id: userId, bot });
  return {
    bot,
    available: settings !== undefined,
    connected: link !== undefined,
    username: link ? (link.username ? `@${link.username}` : link.firstName) : null,
    botUsername: settings?.username || null,
    linkedAt: link ? link.linkedAt.toISOString() : null,
  };
}
