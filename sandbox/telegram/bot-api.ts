import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { apiMessage, buttonsOf, fileFields, fileUrl, storeFile, type AttachmentKind, type InlineKeyboard } from './bot-messages.ts';
import { flakyChatRefusal } from './flaky-chat.ts';
import { readMultipart, UploadTooLarge, type UploadedFile } from './multipart.ts';
import type { BotState, StoredMessage, TelegramFakeStore } from './store.ts';
import { htmlProblem, sanitizeTelegramHtml } from './telegram-html.ts';

/** The Bot API serves bots files of at most 20 MB. */
const BOT_FILE_LIMIT = 20 * 1024 * 1024;

/** Telegram's error answer: the HTTP status is the error code. */
class ApiError extends Error {
  readonly code: number;
  readonly parameters: { retry_after: number } | undefined;

  constructor(code: number, description: string, parameters?: { retry_after: number }) {
    super(description);
    this.code = code;
    this.parameters = parameters;
  }
}

const badRequest = (description: string) => new ApiError(400, `Bad Request: ${description}`);

/** Numbers and objects arrive as strings in a multipart body (telegraf's uploads). */
const loose = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const chatId = loose(z.number().int());
const markup = loose(z.looseObject({ inline_keyboard: z.array(z.array(z.looseObject({ text: z.string(), callback_data: z.string().optional(), url: z.string().optional() }))) })).optional();
const parseMode = z.enum(['HTML', 'MarkdownV2', 'Markdown']).optional();

const schemas = {
  sendMessage: z.looseObject({ chat_id: chatId, text: z.string().min(1, 'message text is empty').max(4096, 'message is too long'), parse_mode: parseMode, reply_markup: markup }),
  editMessageText: z.looseObject({ chat_id: chatId, message_id: loose(z.number().int()), text: z.string().min(1).max(4096, 'MESSAGE_TOO_LONG'), parse_mode: parseMode, reply_markup: markup }),
  editMessageReplyMarkup: z.looseObject({ chat_id: chatId, message_id: loose(z.number().int()), reply_markup: markup }),
  deleteMessage: z.looseObject({ chat_id: chatId, message_id: loose(z.number().int()) }),
  sendChatAction: z.looseObject({ chat_id: chatId, action: z.string().min(1) }),
  answerCallbackQuery: z.looseObject({ callback_query_id: z.string().min(1), text: z.string().max(200).optional() }),
  getFile: z.looseObject({ file_id: z.string().min(1) }),
  setWebhook: z.looseObject({ url: z.string(), secret_token: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'secret token contains unallowed characters').optional(), allowed_updates: loose(z.array(z.string())).optional(), max_connections: loose(z.number().int().min(1).max(100)).optional() }),
  getUpdates: z.looseObject({ offset: loose(z.number().int()).optional(), limit: loose(z.number().int().min(1).max(100)).optional(), timeout: loose(z.number().int().min(0).max(50)).optional() }),
  setMyCommands: z.looseObject({ commands: loose(z.array(z.looseObject({ command: z.string().regex(/^[a-z0-9_]{1,32}$/), description: z.string().min(1).max(256) })).max(100)), language_code: z.string().optional() }),
  getMyCommands: z.looseObject({ language_code: z.string().optional() }),
  sendMedia: z.looseObject({ chat_id: chatId, caption: z.string().max(1024).optional(), parse_mode: parseMode, reply_markup: markup }),
};

function parse<T extends z.ZodType>(schema: T, params: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'parameters'}: ${i.message}`).join('; '));
  return parsed.data;
}

/** A bot's text as the page shows it, after Telegram would have accepted it. */
function checkedText(text: string, mode: string | undefined): { text: string; html: boolean } {
  if (mode !== 'HTML') return { text, html: false };
  const problem = htmlProblem(text);
  if (problem) throw new ApiError(400, problem);
  return { text: sanitizeTelegramHtml(text), html: true };
}

/** Counts the send against Telegram's limits, or refuses it with 429 and retry_after. */
function admit(store: TelegramFakeStore, state: BotState, chat: number): void {
  const retryAfter = state.window.admit(chat);
  if (retryAfter > 0) {
    store.rateLimited += 1;
    throw new ApiError(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
  }
}

interface Call {
  store: TelegramFakeStore;
  state: BotState;
  params: Record<string, unknown>;
  uploads: UploadedFile[];
  prefix: string;
}

function record(state: BotState, chat: number, method: string, message: StoredMessage): void {
  state.add(message);
  state.sent.push({ chatId: chat, method, text: message.raw, at: performance.timeOrigin + performance.now() });
}

function newMessage(state: BotState, chat: number, fields: Partial<StoredMessage>): StoredMessage {
  return { id: state.messageId(chat), chatId: chat, from: 'bot', text: '', raw: '', html: false, attachment: null, buttons: [], action: null, edited: false, date: new Date().toISOString(), revision: 0, ...fields };
}

function sendMedia(call: Call, kind: AttachmentKind, field: string, method: string): Record<string, unknown> {
  const { store, state, params, uploads, prefix } = call;
  const p = parse(schemas.sendMedia, params);
  const upload = uploads.find((u) => u.field === field);
  const given = params[field];
  let file = upload ? undefined : typeof given === 'string' ? store.files.get(given) : undefined;
  if (!upload && !file) {
    if (typeof given !== 'string' || !/^https?:\/\//.test(given)) throw badRequest(`wrong file identifier/HTTP URL specified`);
    // A URL: Telegram would fetch it; the fake keeps only its address.
    file = storeFile(store, kind, given.split('/').pop() || kind, kind === 'photo' ? 'image/jpeg' : 'application/octet-stream', Buffer.alloc(0));
  }
  const caption = p.caption ? checkedText(p.caption, p.parse_mode) : { text: '', html: false };
  admit(store, state, p.chat_id);
  const stored = file ?? storeFile(store, kind, upload!.name, upload!.mimeType, upload!.bytes);
  const message = newMessage(state, p.chat_id, {
    text: caption.text,
    raw: p.caption ?? '',
    html: caption.html,
    buttons: buttonsOf(p.reply_markup),
    attachment: { kind, name: stored.name, mimeType: stored.mimeType, size: stored.bytes.length, url: fileUrl(prefix, state, stored) },
  });
  record(state, p.chat_id, method, message);
  return apiMessage(state, message, fileFields(kind, stored, p.caption), p.reply_markup);
}

/** Long polling: answers pending updates after `offset`, waiting up to `timeout` seconds for one. */
async function getUpdates(state: BotState, params: Record<string, unknown>): Promise<unknown[]> {
  if (state.webhook) throw new ApiError(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
  const p = parse(schemas.getUpdates, params);
  if (p.offset !== undefined) state.pending = state.pending.filter((u) => (u.update_id as number) >= p.offset!);
  if (state.pending.length === 0 && p.timeout) {
    await new Promise<void>((resolve) => {
      const wake = () => {
        state.waiting.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, p.timeout! * 1000);
      state.waiting.add(wake);
    });
  }
  return state.pending.slice(0, p.limit ?? 100);
}

const methods: Record<string, (call: Call) => unknown> = {
  getMe: ({ state }) => ({ id: state.id, is_bot: true, first_name: state.settings.username, username: state.settings.username, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false }),
  setWebhook: ({ state, params }) => {
    const p = parse(schemas.setWebhook, params);
    if (p.url === '') state.webhook = null;
    else state.webhook = { url: p.url, secret: p.secret_token ?? null };
    return true;
  },
  deleteWebhook: ({ state }) => {
    state.webhook = null;
    return true;
  },
  getWebhookInfo: ({ state }) => ({ url: state.webhook?.url ?? '', has_custom_certificate: false, pending_update_count: state.pending.length }),
  getUpdates: ({ state, params }) => getUpdates(state, params),
  sendMessage: ({ store, state, params }) => {
    const p = parse(schemas.sendMessage, params);
    const blocked = flakyChatRefusal(state, p.chat_id);
    if (blocked) throw new ApiError(403, blocked);
    const shown = checkedText(p.text, p.parse_mode);
    admit(store, state, p.chat_id);
    const message = newMessage(state, p.chat_id, { text: shown.text, raw: p.text, html: shown.html, buttons: buttonsOf(p.reply_markup) });
    record(state, p.chat_id, 'sendMessage', message);
    return apiMessage(state, message, {}, p.reply_markup);
  },
  editMessageText: ({ state, params }) => {
    const p = parse(schemas.editMessageText, params);
    const message = state.find(p.chat_id, p.message_id);
    if (!message || message.from !== 'bot') throw badRequest('message to edit not found');
    const shown = checkedText(p.text, p.parse_mode);
    const buttons = buttonsOf(p.reply_markup);
    if (message.raw === p.text && JSON.stringify(message.buttons) === JSON.stringify(buttons)) {
      throw badRequest('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
    }
    Object.assign(message, { text: shown.text, raw: p.text, html: shown.html, buttons, edited: true });
    state.revise(message);
    return apiMessage(state, message, {}, p.reply_markup);
  },
  editMessageReplyMarkup: ({ state, params }) => {
    const p = parse(schemas.editMessageReplyMarkup, params);
    const message = state.find(p.chat_id, p.message_id);
    if (!message || message.from !== 'bot') throw badRequest('message to edit not found');
    Object.assign(message, { buttons: buttonsOf(p.reply_markup as InlineKeyboard | undefined), edited: true });
    state.revise(message);
    return apiMessage(state, message, {}, p.reply_markup);
  },
  deleteMessage: ({ state, params }) => {
    const p = parse(schemas.deleteMessage, params);
    const chat = state.chat(p.chat_id);
    const index = chat.findIndex((m) => m.id === p.message_id && m.action === null);
    if (index < 0) throw badRequest('message to delete not found');
    state.remove(p.chat_id, index);
    return true;
  },
  sendChatAction: ({ state, params }) => {
    const p = parse(schemas.sendChatAction, params);
    state.add(newMessage(state, p.chat_id, { action: p.action }));
    return true;
  },
  answerCallbackQuery: ({ state, params }) => {
    const p = parse(schemas.answerCallbackQuery, params);
    state.callbackAnswers.push({ callbackQueryId: p.callback_query_id, text: p.text ?? null });
    return true;
  },
  getFile: ({ store, params }) => {
    const p = parse(schemas.getFile, params);
    const file = store.files.get(p.file_id);
    if (!file) throw badRequest('invalid file_id');
    if (file.bytes.length > BOT_FILE_LIMIT) throw badRequest('file is too big');
    return { file_id: file.fileId, file_unique_id: file.uniqueId, file_size: file.bytes.length, file_path: file.path };
  },
  sendPhoto: (call) => sendMedia(call, 'photo', 'photo', 'sendPhoto'),
  sendDocument: (call) => sendMedia(call, 'document', 'document', 'sendDocument'),
  sendVoice: (call) => sendMedia(call, 'voice', 'voice', 'sendVoice'),
  setMyCommands: ({ state, params }) => {
    const p = parse(schemas.setMyCommands, params);
    state.commands.set(p.language_code ?? '', p.commands);
    return true;
  },
  getMyCommands: ({ state, params }) => state.commands.get(parse(schemas.getMyCommands, params).language_code ?? '') ?? [],
  deleteMyCommands: ({ state, params }) => state.commands.delete(parse(schemas.getMyCommands, params).language_code ?? '') || true,
};

async function paramsOf(ctx: Context): Promise<{ params: Record<string, unknown>; uploads: UploadedFile[] }> {
  if (ctx.is('multipart/form-data')) {
    const body = await readMultipart(ctx);
    return { params: body.fields, uploads: body.files };
  }
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  return { params: { ...ctx.query, ...body }, uploads: [] };
}

/**
 * The Bot API at `<prefix>/bot<token>/<method>` (what telegraf calls with `apiRoot` = prefix),
 * and the file downloads at `<prefix>/file/bot<token>/<path>`.
 */
export function botApiRoutes(store: TelegramFakeStore, prefix: string): Router {
  const router = new Router();

  router.all('/bot:token/:method', async (ctx) => {
    const state = store.byToken.get(ctx.params.token!);
    try {
      if (!state) throw new ApiError(401, 'Unauthorized');
      const method = methods[ctx.params.method!];
      if (!method) throw new ApiError(404, 'Not Found');
      const { params, uploads } = await paramsOf(ctx);
      ctx.body = { ok: true, result: await method({ store, state, params, uploads, prefix }) };
    } catch (error) {
      const failure = error instanceof ApiError ? error : error instanceof UploadTooLarge ? new ApiError(413, 'Request Entity Too Large') : null;
      if (!failure) throw error;
      ctx.status = failure.code;
      ctx.body = { ok: false, error_code: failure.code, description: failure.message, ...(failure.parameters ? { parameters: failure.parameters } : {}) };
    }
  });

  router.get('/file/bot:token/*path', (ctx) => {
    const state = store.byToken.get(ctx.params.token!);
    // A wildcard's value: its segments (path-to-regexp 8), or the joined path.
    const raw = (ctx.params as Record<string, string | string[]>).path;
    const path = Array.isArray(raw) ? raw.join('/') : raw;
    const file = state ? [...store.files.values()].find((f) => f.path === path) : undefined;
    if (!file) {
      ctx.status = 404;
      ctx.body = { ok: false, error_code: 404, description: 'Not Found' };
      return;
    }
    ctx.type = file.mimeType;
    ctx.set('Content-Disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
    ctx.body = file.bytes;
  });

  return router;
}

export type { StoredMessage };
