import { z } from 'zod';
import { telegramBotSchema } from '../../../contracts/telegram.ts';
import { defineJob } from '../define-job.ts';

const inlineKeyboard = z.array(z.array(z.union([z.object({ text: z.string().min(1).max(64), callback_data: z.string().min(1).max(64) }), z.object({ text: z.string().min(1).max(64), url: z.url() })])).max(8)).max(100);

/** What one send job sends: a text (one part of a long one), or a photo or document by file_id or https URL. */
export const outgoingMessageSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('sendMessage'),
    // Telegram counts 4,096 characters after the HTML is parsed; the markup may add more.
    text: z.string().min(1).max(16_384),
    html: z.boolean(),
    buttons: inlineKeyboard.optional(),
  }),
  z.object({
    method: z.enum(['sendPhoto', 'sendDocument']),
    file: z.string().min(1).max(2048),
    caption: z.string().max(4096).optional(),
    html: z.boolean(),
  }),
]);
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;

/**
 * One message to one chat. Its id is the bot, the chat and a key the sender chose from what
 * caused it (the update and the message's place among its answers, the unlinking, ...): the
 * same cause handled again after a crash enqueues the same ids, and a finished send is kept a
 * day (core/queues/queues.ts), so it is not sent twice.
 */
export const telegramSend = defineJob({
  queue: 'telegram-send',
  name: 'telegram-send',
  schema: z.object({
    bot: telegramBotSchema,
    chatId: z.number().int().refine(Number.isSafeInteger),
    key: z.string().regex(/^[A-Za-z0-9_.-]{1,160}$/),
    message: outgoingMessageSchema,
  }),
  jobId: (p) => `${p.bot}:${p.chatId}:${p.key}`,
  // Waiting for Telegram's limits is a delay, not an attempt; these are for its 5xx and the network.
  options: { attempts: 8, backoff: { type: 'exponential', delay: 1000 } },
});
