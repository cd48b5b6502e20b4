import type { TelegramBot } from '../../../contracts/telegram.ts';
import { UserSettings } from '../../../db/index.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';

/** What the chat hears when its user unlinks it in the console; the bots' own texts reuse it. */
export const unlinkedFromConsoleText: Record<'en' | 'ru', string> = {
  en: 'This chat was unlinked from your account in the console.',
  ru: 'Этот чат отвязан от вашего аккаунта в консоли.',
};

/**
 * Tells the chat it was unlinked, in the user's console language. The key is the link's id, so
 * a retried request (or a double click) says it once.
 */
export async function sendUnlinkNotice(outbox: TelegramOutbox, bot: TelegramBot, userId: string, removed: { linkId: string; chatId: number }): Promise<void> {
  const settings = await UserSettings.query().findById(userId);
  const text = unlinkedFromConsoleText[settings?.locale === 'ru' ? 'ru' : 'en'];
  await outbox.send(bot, removed.chatId, `unlink-${removed.linkId}`, { text, html: false });
}
