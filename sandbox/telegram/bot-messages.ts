import { randomBytes } from 'node:crypto';
import { Parser } from 'htmlparser2';
import type { SandboxMessage, SandboxReply } from '../../contracts/sandbox-telegram.ts';
import type { BotState, StoredFile, StoredMessage, TelegramFakeStore } from './store.ts';

export type AttachmentKind = 'voice' | 'photo' | 'document';

/** Inline keyboard rows as the Bot API takes them, drawn by the page. */
export interface InlineKeyboard {
  inline_keyboard: { text: string; callback_data?: string; url?: string }[][];
}

export const buttonsOf = (markup: InlineKeyboard | undefined): SandboxMessage['buttons'] =>
  (markup?.inline_keyboard ?? []).map((row) => row.map((b) => ({ text: b.text, ...(b.callback_data ? { callbackData: b.callback_data } : {}), ...(b.url ? { url: b.url } : {}) })));

/** The inline keyboard a kept message shows, as the Bot API gives it back (buttonsOf undone). */
export const keyboardOf = (buttons: SandboxMessage['buttons']): InlineKeyboard => ({
  inline_keyboard: buttons.map((row) => row.map((b) => ({ text: b.text, ...(b.callbackData ? { callback_data: b.callbackData } : {}), ...(b.url ? { url: b.url } : {}) }))),
});

/** A MessageEntity of the Bot API: offsets and lengths in UTF-16 code units, as JavaScript counts. */
export interface MessageEntity {
  type: string;
  offset: number;
  length: number;
  url?: string;
  language?: string;
  custom_emoji_id?: string;
}

const ENTITY_TYPES: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  pre: 'pre',
  'tg-spoiler': 'spoiler',
};

/**
 * Text in Telegram's HTML as Telegram keeps it and gives it back in a Message: the plain text,
 * its formatting as entities (`<pre><code class="language-x">` one pre entity with its language).
 * The HTML is what the fake already took (htmlProblem found nothing wrong).
 */
export function htmlEntities(html: string): { text: string; entities: MessageEntity[] } {
  // An object, not `let`s: the parser's callbacks change them, which TypeScript's narrowing cannot see.
  const out = { text: '', entities: [] as MessageEntity[] };
  const open: (MessageEntity | null)[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const at = { offset: out.text.length, length: 0 };
        const parent = open.at(-1);
        let entity: MessageEntity | null = null;
        if (name === 'a') entity = attributes.href ? { type: 'text_link', ...at, url: attributes.href } : null;
        else if (name === 'span') entity = (attributes.class ?? '').split(/\s+/).includes('tg-spoiler') ? { type: 'spoiler', ...at } : null;
        else if (name === 'tg-emoji') entity = attributes['emoji-id'] ? { type: 'custom_emoji', ...at, custom_emoji_id: attributes['emoji-id'] } : null;
        else if (name === 'blockquote') entity = { type: 'expandable' in attributes ? 'expandable_blockquote' : 'blockquote', ...at };
        else if (name === 'code' && parent?.type === 'pre') {
          const language = /(?:^|\s)language-(\S+)/.exec(attributes.class ?? '')?.[1];
          if (language) parent.language = language;
        } else if (ENTITY_TYPES[name]) entity = { type: ENTITY_TYPES[name], ...at };
        open.push(entity);
      },
      ontext(data) {
        out.text += data;
      },
      onclosetag() {
        const entity = open.pop();
        if (!entity) return;
        entity.length = out.text.length - entity.offset;
        if (entity.length > 0) out.entities.push(entity);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  // Telegram lists them by where they start, an enclosing one before what it encloses.
  out.entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return out;
}

/** A kept message's text or caption as plain text (a bot's HTML without its tags). */
export const plainTextOf = (message: StoredMessage): string => (message.html ? htmlEntities(message.raw).text : message.raw);

/** How the page quotes a message a reply answers: its first 100 characters, else its file's name. */
export function quoteOf(message: StoredMessage): SandboxReply {
  const text = plainTextOf(message) || message.attachment?.name || '';
  return { id: message.id, from: message.from, text: [...text].slice(0, 100).join('') };
}

const EXTENSIONS: Record<AttachmentKind, string> = { voice: 'oga', photo: 'jpg', document: 'bin' };

/** Keeps a file and gives it Telegram-like ids and a path. */
export function storeFile(store: TelegramFakeStore, kind: AttachmentKind, name: string, mimeType: string, bytes: Buffer): StoredFile {
  const fileId = `${kind.toUpperCase()}-${randomBytes(12).toString('base64url')}`;
  const extension = name.includes('.') ? name.split('.').pop()! : EXTENSIONS[kind];
  const file = { fileId, uniqueId: randomBytes(6).toString('hex'), bytes, name, mimeType, path: `${kind}s/file_${store.files.size}.${extension}` };
  store.files.set(fileId, file);
  return file;
}

/** Where the page (and a bot) downloads a stored file. */
export const fileUrl = (prefix: string, state: BotState, file: StoredFile) => `${prefix}/file/bot${state.settings.token}/${file.path}`;

/** The Bot API's File objects of a message's attachment. */
export function fileFields(kind: AttachmentKind, file: StoredFile, caption: string | undefined): Record<string, unknown> {
  const base = { file_id: file.fileId, file_unique_id: file.uniqueId, file_size: file.bytes.length };
  const captioned = caption ? { caption } : {};
  switch (kind) {
    case 'voice':
      return { voice: { ...base, duration: Math.max(1, Math.round(file.bytes.length / 4000)), mime_type: file.mimeType }, ...captioned };
    case 'photo':
      return { photo: [{ ...base, width: 1280, height: 960 }], ...captioned };
    case 'document':
      return { document: { ...base, file_name: file.name, mime_type: file.mimeType }, ...captioned };
  }
}

/**
 * A bot's message as the Bot API gives it: to the bot that sent it, and inside an update (a
 * callback's message, a reply's reply_to_message). Its HTML is plain text with entities, as
 * Telegram keeps it; its inline keyboard the one given, else the one it shows.
 */
export function apiMessage(state: BotState, message: StoredMessage, extra: Record<string, unknown> = {}, markup?: InlineKeyboard): Record<string, unknown> {
  const keyboard = markup ?? keyboardOf(message.buttons);
  const { text, entities } = message.html ? htmlEntities(message.raw) : { text: message.raw, entities: [] };
  const content = message.attachment
    ? text
      ? { caption: text, ...(entities.length ? { caption_entities: entities } : {}) }
      : {}
    : { text, ...(entities.length ? { entities } : {}) };
  return {
    message_id: message.id,
    date: Math.floor(Date.parse(message.date) / 1000),
    chat: message.chatId < 0 ? { id: message.chatId, type: 'supergroup', title: 'Sandbox group' } : { id: message.chatId, type: 'private' },
    from: { id: state.id, is_bot: true, first_name: state.settings.username, username: state.settings.username },
    ...(message.edited ? { edit_date: Math.floor(Date.now() / 1000) } : {}),
    ...extra,
    ...content,
    ...(keyboard.inline_keyboard.length ? { reply_markup: keyboard } : {}),
  };
}

/**
 * A kept message as an update carries it (a callback's message, a reply's reply_to_message):
 * a bot's with its file, as the Bot API answered it; a person's as its own update carried it.
 */
export function originalMessage(store: TelegramFakeStore, prefix: string, state: BotState, message: StoredMessage): Record<string, unknown> {
  if (message.from === 'user' && message.delivered) return message.delivered;
  const { attachment } = message;
  const file = attachment ? [...store.files.values()].find((f) => fileUrl(prefix, state, f) === attachment.url) : undefined;
  return apiMessage(state, message, attachment && file ? fileFields(attachment.kind, file, undefined) : {});
}
