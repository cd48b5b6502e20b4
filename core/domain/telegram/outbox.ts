import type { TelegramBot } from '../../../contracts/telegram.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { telegramSend, type OutgoingMessage } from '../../queues/jobs/telegram-send.ts';
import type { SendPacing } from './send-pacing.ts';
import { splitTelegramHtml } from './split-message.ts';

/** A message as a bot writes it: text (HTML unless said otherwise) with optional inline buttons, or a file. */
export type BotMessage =
  | { text: string; html?: boolean; buttons?: Extract<OutgoingMessage, { method: 'sendMessage' }>['buttons'] }
  | { photo: string; caption?: string }
  | { document: string; caption?: string };

export interface TelegramOutbox {
  /**
   * Queues a message to a chat through the one sending queue. `key` names its cause uniquely
   * and stably (`u<update_id>-<n>`, `unlink-<link id>`): sending the same key again is a no-op.
   */
  send(bot: TelegramBot, chatId: number, key: string, message: BotMessage): Promise<void>;
}

const TELEGRAM_TEXT_LIMIT = 4096;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function partsOf(message: BotMessage): OutgoingMessage[] {
  if ('photo' in message) return [{ method: 'sendPhoto', file: message.photo, caption: message.caption, html: true }];
  if ('document' in message) return [{ method: 'sendDocument', file: message.document, caption: message.caption, html: true }];
  // Plain text is escaped and split as HTML too, so one splitter keeps every part within the limit.
  const html = message.html === false ? escapeHtml(message.text) : message.text;
  const texts = splitTelegramHtml(html, TELEGRAM_TEXT_LIMIT);
  // The buttons belong under the last part: that is where the reader is when they act.
  return texts.map((text, index) => ({ method: 'sendMessage', text, html: true, ...(index === texts.length - 1 && message.buttons ? { buttons: message.buttons } : {}) }));
}

/**
 * Each part is due one chat spacing after the chat's previous message and takes its place in
 * the chat's queue (send-pacing.ts), so a chat's messages leave in the order they were queued;
 * the send job keeps the bot's rate.
 */
export function createTelegramOutbox(jobs: JobProducer, pacing: SendPacing): TelegramOutbox {
  return {
    async send(bot, chatId, key, message) {
      const parts = partsOf(message);
      for (const [index, part] of parts.entries()) {
        const payload = { bot, chatId, key: parts.length === 1 ? key : `${key}.${index + 1}`, message: part };
        const delay = await pacing.plan(bot, chatId, telegramSend.jobId(payload));
        await jobs.enqueue(telegramSend, payload, { delay });
      }
    },
  };
}
