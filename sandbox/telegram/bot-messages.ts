import { randomBytes } from 'node:crypto';
import type { SandboxMessage } from '../../contracts/sandbox-telegram.ts';
import type { BotState, StoredFile, StoredMessage, TelegramFakeStore } from './store.ts';

export type AttachmentKind = 'voice' | 'photo' | 'document';

/** Inline keyboard rows as the Bot API takes them, drawn by the page. */
export interface InlineKeyboard {
  inline_keyboard: { text: string; callback_data?: string; url?: string }[][];
}

export const buttonsOf = (markup: InlineKeyboard | undefined): SandboxMessage['buttons'] =>
  (markup?.inline_keyboard ?? []).map((row) => row.map((b) => ({ text: b.text, ...(b.callback_data ? { callbackData: b.callback_data } : {}), ...(b.url ? { url: b.url } : {}) })));

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

/** A message as the Bot API answers it to the bot that sent it. */
export function apiMessage(state: BotState, message: StoredMessage, extra: Record<string, unknown> = {}, markup?: InlineKeyboard): Record<string, unknown> {
  return {
    message_id: message.id,
    date: Math.floor(Date.parse(message.date) / 1000),
    chat: message.chatId < 0 ? { id: message.chatId, type: 'supergroup', title: 'Sandbox group' } : { id: message.chatId, type: 'private' },
    from: { id: state.id, is_bot: true, first_name: state.settings.username, username: state.settings.username },
    ...(message.edited ? { edit_date: Math.floor(Date.now() / 1000) } : {}),
    ...(message.attachment ? {} : { text: message.raw }),
    ...extra,
    ...(markup?.inline_keyboard.length ? { reply_markup: markup } : {}),
  };
}
