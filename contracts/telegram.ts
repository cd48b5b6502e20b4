import { z } from 'zod';

/**
 * The platform's four Telegram bots (spec 2). Each has its own token, username and webhook
 * secret; the name is stored with links, codes and updates: never rename one.
 */
export const TELEGRAM_BOTS = ['calendar', 'digest', 'homework', 'analytics'] as const;
export type TelegramBot = (typeof TELEGRAM_BOTS)[number];
export const telegramBotSchema = z.enum(TELEGRAM_BOTS);

/** Spec 9: the calendar's code is valid 10 minutes (as its text says); every bot's link code lasts as long. */
export const LINK_CODE_TTL_MINUTES = 10;

/**
 * A link code as a person types it: the server's 8 characters of an alphabet without look-alikes
 * (0/O, 1/I/L), or the digest console's 6 digits (spec 7: generated in the browser).
 */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const serverLinkCodePattern = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
export const browserLinkCodePattern = /^[1-9]\d{5}$/;

/**
 * What a deep link `https://t.me/<bot>?start=<token>` carries instead of the code: 24 characters
 * of the same alphabet (about 6e35 tokens), which nobody can guess, so a deep link is never
 * counted as a guess. People type the code; only links carry the token.
 */
export const linkTokenPattern = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{24}$/;

/** The start parameter of a bot's deep link (what the sandbox chat follows like Telegram does). */
export const deepLinkStart = (authUrl: string): string => new URL(authUrl).searchParams.get('start') ?? '';

/** What a typed code is compared as: capitals, without the spaces and dashes people add. */
export const normalizeLinkCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** A console-chosen code (spec 7: the digest's 6-digit number, 100000-999999). */
export const clientLinkCodeSchema = z.object({ code: z.string().trim().regex(browserLinkCodePattern, 'code must be a 6-digit number from 100000 to 999999') }).strict();

/**
 * A code issued for the signed-in user and one bot. The calendar's `POST /api/telegram/auth/generate`
 * answers this (spec 7: authCode, authUrl); `authUrl` is the bot's deep link
 * `https://t.me/<bot>?start=<token>` (linkTokenPattern): the code is for typing, the token for links.
 */
export const linkCodeSchema = z.object({
  authCode: z.string(),
  authUrl: z.url(),
  botUsername: z.string(),
  expiresAt: z.iso.datetime(),
});
export type LinkCodeBody = z.infer<typeof linkCodeSchema>;

/** A user's link to one bot (the calendar's `GET /api/telegram/status`: connected, username). */
export const linkStatusSchema = z.object({
  bot: telegramBotSchema,
  /** The bot runs on this deployment (its token is configured). */
  available: z.boolean(),
  connected: z.boolean(),
  /** The linked Telegram account's @username, else its first name; null when not connected. */
  username: z.string().nullable(),
  botUsername: z.string().nullable(),
  linkedAt: z.iso.datetime().nullable(),
});
export type LinkStatusBody = z.infer<typeof linkStatusSchema>;

/**
 * The paths of linking, one shape for every bot (the spec names only the calendar's; the digest's
 * and the analytics bot's are not shown, so they take this one):
 *   GET    /api/telegram/bots/:bot/link        the status above
 *   POST   /api/telegram/bots/:bot/link/code   a new code ({} or a console-chosen {code}); answers linkCodeSchema
 *   DELETE /api/telegram/bots/:bot/link        unlinks (204; the bot says goodbye in the chat)
 * The calendar's spec paths are the same operations for bot 'calendar':
 *   POST /api/telegram/auth/generate, POST /api/telegram/auth/code {code}, GET /api/telegram/status,
 *   DELETE /api/telegram/disconnect.
 */
export const telegramLinkPaths = {
  status: (bot: TelegramBot) => `/telegram/bots/${bot}/link`,
  code: (bot: TelegramBot) => `/telegram/bots/${bot}/link/code`,
  unlink: (bot: TelegramBot) => `/telegram/bots/${bot}/link`,
} as const;

/**
 * An update as Telegram posts it to a webhook: its id and at most one of the kinds below, each
 * an object. The bot reads the kind it handles with telegraf's types; an unknown kind (a newer
 * Bot API) is accepted and skipped, so Telegram does not retry it for a day.
 */
const chatSchema = z.looseObject({ id: z.number().int(), type: z.string() });
const messageSchema = z.looseObject({ message_id: z.number().int(), date: z.number().int(), chat: chatSchema });
export const UPDATE_KINDS = ['message', 'edited_message', 'channel_post', 'edited_channel_post', 'callback_query', 'my_chat_member', 'chat_member'] as const;
export const telegramUpdateSchema = z
  .looseObject({
    update_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    message: messageSchema.optional(),
    edited_message: messageSchema.optional(),
    channel_post: messageSchema.optional(),
    edited_channel_post: messageSchema.optional(),
    callback_query: z.looseObject({ id: z.string().min(1), from: z.looseObject({ id: z.number().int() }) }).optional(),
    my_chat_member: z.looseObject({ chat: chatSchema }).optional(),
    chat_member: z.looseObject({ chat: chatSchema }).optional(),
  })
  .refine((update) => UPDATE_KINDS.filter((kind) => update[kind] !== undefined).length <= 1, 'an update carries at most one kind');
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
