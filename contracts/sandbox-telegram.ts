import { z } from 'zod';
import { telegramBotSchema } from './telegram.ts';

/**
 * The sandbox chat page's calls to the fake Bot API (sandbox/telegram/), all under
 * /sandbox/telegram/chat (no /api: they exist only in sandbox, with no sign-in, like the other
 * fakes). A person picks a bot and a demo Telegram user and chats; the fake turns what they do
 * into updates and delivers them to the bot's real webhook with its secret.
 *
 *   GET  /sandbox/telegram/chat/bots                            { bots: SandboxBot[] }
 *   GET  /sandbox/telegram/chat/users                           { users: SandboxUser[] }
 *   GET  /sandbox/telegram/chat/:bot/:userId/messages?after=R&wait=S
 *        sandboxChangesSchema: the messages added or edited after revision R (oldest first), the
 *        ids removed since, and the revision to ask after next; with `wait` (at most 5 s) the
 *        answer waits for a change when there is none yet (long polling)
 *   POST /sandbox/telegram/chat/:bot/:userId/messages           sandboxSendSchema (JSON) -> { message: SandboxMessage }
 *   POST /sandbox/telegram/chat/:bot/:userId/files              multipart: kind (voice|photo|document), file, caption?, replyTo? -> { message }
 *   POST /sandbox/telegram/chat/:bot/:userId/callback           sandboxCallbackSchema -> { ok: true }
 *
 * A send with `replyTo` (a message id of this chat; an unknown one is a 400 validation_error)
 * is a reply, as Telegram's clients send one: the update's message carries `reply_to_message`,
 * the whole original Message (its text and entities, or its file and caption, and its inline
 * keyboard as reply_markup).
 */
export const SANDBOX_CHAT_PATH = '/sandbox/telegram/chat';

export const sandboxBotSchema = z.object({ bot: telegramBotSchema, username: z.string(), name: z.string() });
export type SandboxBot = z.infer<typeof sandboxBotSchema>;

/** A demo Telegram account (private chat id = user id). */
export const sandboxUserSchema = z.object({ id: z.number().int(), firstName: z.string(), username: z.string(), languageCode: z.enum(['en', 'ru']) });
export type SandboxUser = z.infer<typeof sandboxUserSchema>;

export const sandboxButtonSchema = z.object({ text: z.string(), callbackData: z.string().optional(), url: z.string().optional() });

/** The message a reply answers, as the page quotes it above the reply. */
export const sandboxReplySchema = z.object({
  id: z.number().int(),
  from: z.enum(['user', 'bot']),
  /** Its first 100 characters as plain text (a bot's HTML without its tags), else its file's name. */
  text: z.string(),
});
export type SandboxReply = z.infer<typeof sandboxReplySchema>;

/** A message id of the chat, which a send answers (multipart: the same as a form field). */
export const sandboxReplyToSchema = z.number().int().positive();

/** One message of a chat, as the page draws it. */
export const sandboxMessageSchema = z.object({
  /** The chat's message_id (increasing). */
  id: z.number().int(),
  from: z.enum(['user', 'bot']),
  /** Plain text, or the bot's text in Telegram's HTML subset when `html` (sanitized by the fake to that subset). */
  text: z.string(),
  html: z.boolean(),
  /** A voice, photo or document: its name, type and a download URL under /sandbox/telegram/file/. */
  attachment: z.object({ kind: z.enum(['voice', 'photo', 'document']), name: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  /** Inline keyboard rows. */
  buttons: z.array(z.array(sandboxButtonSchema)),
  /** 'typing', 'upload_photo' ... when this is a chat action rather than a message. */
  action: z.string().nullable(),
  edited: z.boolean(),
  /** The message this one replies to, or null. */
  replyTo: sandboxReplySchema.nullable(),
  date: z.iso.datetime(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;

/** What changed in a chat since the revision the page last saw (GET …/messages?after=R). */
export const sandboxChangesSchema = z.object({ messages: z.array(sandboxMessageSchema), removed: z.array(z.number().int()), cursor: z.number().int() });
export type SandboxChanges = z.infer<typeof sandboxChangesSchema>;

/** Text the person types; `/start CODE` is what a deep link t.me/<bot>?start=CODE sends. */
export const sandboxSendSchema = z.object({ text: z.string().min(1).max(4096), replyTo: sandboxReplyToSchema.optional() }).strict();

/** The person presses an inline button of a bot message. */
export const sandboxCallbackSchema = z.object({ messageId: z.number().int(), data: z.string().min(1).max(64) }).strict();

/**
 * The sandbox's fake of a subscriber's own Telegram account (sandbox/telegram-user/): what a
 * person signing in to the digest tool would read in their Telegram app, shown on the chat page.
 *   GET /sandbox/telegram-user/login-info?phone=+79991234567
 */
export const SANDBOX_TELEGRAM_LOGIN_INFO_PATH = '/sandbox/telegram-user/login-info';
export const sandboxLoginInfoSchema = z.object({
  phone: z.string(),
  /** The last code sent to the number; null when none was. */
  code: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  /** The number's 2FA password; null when it has none. */
  password: z.string().nullable(),
});
export type SandboxLoginInfo = z.infer<typeof sandboxLoginInfoSchema>;
