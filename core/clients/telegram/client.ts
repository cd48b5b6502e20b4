import { Telegram } from 'telegraf';
import type { TelegramBot } from '../../../contracts/telegram.ts';
import type { BotSettings, TelegramBots } from './bots.ts';

/** telegraf's Bot API client for one bot, at Telegram's root or the sandbox's fake. */
export const botClient = (settings: BotSettings, apiRoot: string): Telegram => new Telegram(settings.token, { apiRoot });

/** One client per configured bot, built once per process. */
export function botClients({ bots, apiRoot }: TelegramBots): Partial<Record<TelegramBot, Telegram>> {
  const clients: Partial<Record<TelegramBot, Telegram>> = {};
  for (const settings of Object.values(bots)) clients[settings.bot] = botClient(settings, apiRoot);
  return clients;
}
