import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { sandboxCallbackSchema, sandboxReplyToSchema, sandboxSendSchema, type SandboxMessage, type SandboxUser } from '../../contracts/sandbox-telegram.ts';
import { telegramBotSchema } from '../../contracts/telegram.ts';
import { fileFields, fileUrl, originalMessage, quoteOf, storeFile, type AttachmentKind } from './bot-messages.ts';
import { readMultipart, UploadTooLarge } from './multipart.ts';
import { DEMO_TELEGRAM_USERS, type BotState, type StoredMessage, type TelegramFakeStore } from './store.ts';
import { deliver, privateChat, telegramUser } from './updates.ts';

/** The names the page shows (the bots' own, as @BotFather would have them). */
const BOT_NAMES = { calendar: 'Calendar Assistant', digest: 'Digest Bot', homework: 'Homework Bot', analytics: 'Analytics Assistant' } as const;

class PageError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * `after`: the last revision the page saw; `wait`: seconds to hold the request while nothing
 * changed (long polling), so a bot's answer shows the moment it is sent. Five at most: a held
 * request is one a stopping web process waits for.
 */
const changesQuery = z.object({ after: z.coerce.number().int().min(0).default(0), wait: z.coerce.number().int().min(0).max(5).default(0) });
const fileKind = z.enum(['voice', 'photo', 'document']);
const captionSchema = z.string().max(1024).optional();
/** A multipart field is a string: replyTo as the JSON send takes it, once a number. */
const fileReplySchema = z.object({ replyTo: z.coerce.number().pipe(sandboxReplyToSchema).optional() });

/**
 * The page's view of a message: what the contract says, without the fake's own fields. A reply
 * quotes what it answers as that is now (edited, as Telegram's clients show it), or as it was
 * when the reply was sent if it is gone.
 */
function view(state: BotState) {
  return ({ chatId, raw: _raw, delivered: _delivered, revision: _revision, replyTo, ...message }: StoredMessage): SandboxMessage => {
    const original = replyTo && state.find(chatId, replyTo.id);
    return { ...message, replyTo: original ? quoteOf(original) : (replyTo ?? null) };
  };
}

function chatOf(store: TelegramFakeStore, ctx: Context): { state: BotState; user: SandboxUser } {
  const params = ctx.params as { bot?: string; userId?: string };
  const bot = telegramBotSchema.safeParse(params.bot);
  const state = bot.success ? store.byName.get(bot.data) : undefined;
  if (!state) throw new PageError(404, 'not_found', `No bot ${String(params.bot)} runs here`);
  const user = DEMO_TELEGRAM_USERS.find((u) => String(u.id) === params.userId);
  if (!user) throw new PageError(404, 'not_found', `No demo Telegram user ${String(params.userId)}`);
  return { state, user };
}

/**
 * Reading is open to any private chat, not only the demo users': what a bot sent to a chat of
 * Telegram users the page cannot play (the fault run's students, each in a chat of their own).
 */
function readableChat(store: TelegramFakeStore, ctx: Context): { state: BotState; chatId: number } {
  const params = ctx.params as { bot?: string; userId?: string };
  const bot = telegramBotSchema.safeParse(params.bot);
  const state = bot.success ? store.byName.get(bot.data) : undefined;
  if (!state) throw new PageError(404, 'not_found', `No bot ${String(params.bot)} runs here`);
  const chatId = Number(params.userId);
  if (!/^\d{1,15}$/.test(params.userId ?? '') || !Number.isSafeInteger(chatId)) throw new PageError(404, 'not_found', `No chat ${String(params.userId)}`);
  return { state, chatId };
}

/** The message of this chat a send replies to: a 400 when the chat has no such message. */
function repliedTo(state: BotState, user: SandboxUser, id: number | undefined): StoredMessage | undefined {
  if (id === undefined) return undefined;
  const original = state.find(user.id, id);
  if (!original) throw new PageError(400, 'validation_error', `replyTo: this chat has no message ${id}`);
  return original;
}

interface Sent {
  /** The update's Message fields besides the ids and date: text and entities, or a file and caption. */
  fields: Record<string, unknown>;
  /** What the page shows. */
  shown: Partial<StoredMessage>;
  /** The message it replies to. */
  original?: StoredMessage | undefined;
}

/**
 * What a person sends: kept in the chat and delivered to the bot as a message update. A reply
 * carries the whole original as reply_to_message (which itself carries no reply_to_message, as
 * in Telegram).
 */
function userMessage(store: TelegramFakeStore, prefix: string, state: BotState, user: SandboxUser, { fields, shown, original }: Sent): StoredMessage {
  const message: StoredMessage = {
    id: state.messageId(user.id),
    chatId: user.id,
    from: 'user',
    text: '',
    raw: '',
    html: false,
    attachment: null,
    buttons: [],
    action: null,
    edited: false,
    date: new Date().toISOString(),
    revision: 0,
    ...shown,
    ...(original ? { replyTo: quoteOf(original) } : {}),
  };
  message.delivered = { message_id: message.id, from: telegramUser(user), chat: privateChat(user), date: Math.floor(Date.parse(message.date) / 1000), ...fields };
  const replyToMessage = original ? { reply_to_message: originalMessage(store, prefix, state, original) } : {};
  state.add(message);
  deliver(state, { message: { ...message.delivered, ...replyToMessage } });
  return message;
}

/** `/start CODE` and other commands carry a bot_command entity, as Telegram's clients send them. */
function textFields(text: string): Record<string, unknown> {
  const command = /^\/[a-z0-9_]+(@\w+)?/i.exec(text);
  return { text, ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}) };
}

/**
 * The sandbox chat page's calls (contracts/sandbox-telegram.ts): a person picks a bot and a
 * demo Telegram account and chats; what they do becomes updates for the bot.
 */
export function chatPageRoutes(store: TelegramFakeStore, prefix: string): Router {
  const router = new Router({ prefix: '/chat' });

  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const failure = error instanceof PageError ? error : error instanceof UploadTooLarge ? new PageError(413, 'payload_too_large', error.message) : null;
      if (!failure) throw error;
      ctx.status = failure.status;
      ctx.body = { error: failure.code, message: failure.message };
    }
  });

  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new PageError(400, 'validation_error', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    return parsed.data;
  };

  router.get('/bots', (ctx) => {
    ctx.body = { bots: [...store.byName.values()].map((s) => ({ bot: s.settings.bot, username: s.settings.username, name: BOT_NAMES[s.settings.bot] })) };
  });

  router.get('/users', (ctx) => {
    ctx.body = { users: DEMO_TELEGRAM_USERS };
  });

  router.get('/:bot/:userId/messages', async (ctx) => {
    const { state, chatId } = readableChat(store, ctx);
    const { after, wait } = parse(changesQuery, ctx.query);
    let changes = state.changesSince(chatId, after);
    if (wait > 0 && changes.messages.length === 0 && changes.removed.length === 0) {
      const gone = new AbortController();
      ctx.req.once('close', () => gone.abort());
      await state.nextChange(chatId, wait * 1000, gone.signal);
      changes = state.changesSince(chatId, after);
    }
    ctx.body = { messages: changes.messages.map(view(state)), removed: changes.removed, cursor: changes.cursor };
  });

  router.post('/:bot/:userId/messages', (ctx) => {
    const { state, user } = chatOf(store, ctx);
    const { text, replyTo } = parse(sandboxSendSchema, ctx.request.body);
    const original = repliedTo(state, user, replyTo);
    ctx.status = 201;
    ctx.body = { message: view(state)(userMessage(store, prefix, state, user, { fields: textFields(text), shown: { text, raw: text }, original })) };
  });

  router.post('/:bot/:userId/files', async (ctx) => {
    const { state, user } = chatOf(store, ctx);
    if (!ctx.is('multipart/form-data')) throw new PageError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
    const body = await readMultipart(ctx);
    const kind: AttachmentKind = parse(fileKind, body.fields.kind);
    const caption = parse(captionSchema, body.fields.caption || undefined);
    const original = repliedTo(state, user, parse(fileReplySchema, { replyTo: body.fields.replyTo || undefined }).replyTo);
    const upload = body.files.find((f) => f.field === 'file');
    if (!upload || upload.bytes.length === 0) throw new PageError(400, 'validation_error', 'file: choose a file to send');
    const file = storeFile(store, kind, upload.name, upload.mimeType || 'application/octet-stream', upload.bytes);
    const attachment = { kind, name: file.name, mimeType: file.mimeType, size: file.bytes.length, url: fileUrl(prefix, state, file) };
    ctx.status = 201;
    ctx.body = { message: view(state)(userMessage(store, prefix, state, user, { fields: fileFields(kind, file, caption), shown: { text: caption ?? '', raw: caption ?? '', attachment }, original })) };
  });

  router.post('/:bot/:userId/callback', (ctx) => {
    const { state, user } = chatOf(store, ctx);
    const { messageId, data } = parse(sandboxCallbackSchema, ctx.request.body);
    const message = state.find(user.id, messageId);
    if (!message || message.from !== 'bot' || !message.buttons.flat().some((b) => b.callbackData === data)) {
      throw new PageError(400, 'validation_error', 'No such button on that message');
    }
    deliver(state, {
      callback_query: { id: randomBytes(8).toString('hex'), from: telegramUser(user), message: originalMessage(store, prefix, state, message), chat_instance: String(user.id), data },
    });
    ctx.body = { ok: true };
  });

  return router;
}
