import { TELEGRAM_BOTS, telegramBotSchema, type TelegramBot } from '../../../../contracts/telegram.ts';

/**
 * What one offer of the telegram load should leave, named in its key so the audit reads it back
 * from the offers alone:
 * - a reply: a command only this offer sent (/<token>), which every bot answers in the chat
 *   naming it ("I do not know /<token>"), once per update however often it was delivered;
 * - an event: a linked calendar chat's message whose title holds the token, written once into
 *   the fake Google Calendar.
 */
export type TelegramEffect = { kind: 'reply'; bot: TelegramBot; chatId: number; token: string } | { kind: 'event'; chatId: number; token: string };

export const effectKey = (e: TelegramEffect): string => (e.kind === 'reply' ? `reply/${e.bot}/${e.chatId}/${e.token}` : `event/calendar/${e.chatId}/${e.token}`);

/** Offers that were never sent (the load was not set up) have other keys. */
export const isEffectKey = (key: string) => key.startsWith('reply/') || key.startsWith('event/');

export function parseEffectKey(key: string): TelegramEffect {
  const [kind, bot, chat, token, ...rest] = key.split('/');
  const chatId = Number(chat);
  if (rest.length > 0 || !token || !Number.isSafeInteger(chatId)) throw new Error(`not a telegram load key: ${key}`);
  if (kind === 'event') return { kind, chatId, token };
  if (kind === 'reply') return { kind, bot: telegramBotSchema.parse(bot), chatId, token };
  throw new Error(`not a telegram load key: ${key}`);
}

/**
 * Offer `seq`'s effect: of every five, one command to each of the four bots and one calendar
 * message, the chats taken in turn (each bot answers a chat at most once a second, as Telegram
 * allows, so the load spreads over them).
 */
export function planOffer(seq: number, chats: readonly number[], token: string): TelegramEffect {
  const chatId = chats[Math.floor(seq / 5) % chats.length]!;
  const slot = seq % 5;
  return slot < TELEGRAM_BOTS.length ? { kind: 'reply', bot: TELEGRAM_BOTS[slot]!, chatId, token } : { kind: 'event', chatId, token };
}
