import { setTimeout as sleep } from 'node:timers/promises';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { TelegramError } from 'telegraf';
import type { InlineKeyboardMarkup } from 'telegraf/types';
import { telegramMetrics } from '../../core/metrics/telegram-metrics.ts';
import type { JobPayload } from '../../core/queues/define-job.ts';
import type { SendPacing, Reservation } from '../../core/domain/telegram/send-pacing.ts';
import type { JobProducer } from '../../core/queues/producer.ts';
import { telegramSend, type OutgoingMessage } from '../../core/queues/jobs/telegram-send.ts';
import type { JobHandler } from '../job-handler.ts';

type Payload = JobPayload<typeof telegramSend>;

const markup = (message: Extract<OutgoingMessage, { method: 'sendMessage' }>): { reply_markup?: InlineKeyboardMarkup } =>
  message.buttons ? { reply_markup: { inline_keyboard: message.buttons } } : {};

async function later(job: Job, ms: number): Promise<never> {
  await job.moveToDelayed(Date.now() + ms, job.token);
  // Tells BullMQ the job was moved on purpose: not an attempt, not a failure.
  throw new DelayedError();
}

/**
 * The chat's slot, or when to come back. An older send the chat waits behind may be over
 * without having left the chat's queue (it failed for good after its attempts, an operator
 * removed it, it was queued again after it had been sent): it is dropped from the queue, so a
 * chat never waits for a message that will not come.
 */
async function reserve(pacing: SendPacing, jobs: JobProducer, payload: Payload, sendId: string): Promise<Reservation> {
  for (;;) {
    const reservation = await pacing.reserve(payload.bot, payload.chatId, sendId);
    if (reservation.ready || !reservation.behind || !(await jobs.isSettled(telegramSend, reservation.behind))) return reservation;
    await pacing.settle(payload.bot, payload.chatId, reservation.behind);
  }
}

/**
 * Sends one message when Telegram's limits allow it: the chat must be free and the message the
 * oldest of the chat's still queued (else the job comes back later, which is not an attempt),
 * and the bot's next slot is taken before sending. A 429
 * pauses the chat for retry_after; a refusal that will not change (400 chat not found, 403 the
 * user blocked the bot) fails at once and is kept for operators; 5xx and the network are retried.
 */
export const handle: JobHandler<typeof telegramSend> = async (payload: Payload, { telegram, jobs }, job) => {
  const client = telegram.clients[payload.bot];
  if (!client) throw new UnrecoverableError(`The ${payload.bot} bot is not configured here`);
  const sendId = telegramSend.jobId(payload);
  const reservation = await reserve(telegram.pacing, jobs, payload, sendId);
  if (!reservation.ready) return later(job, reservation.retryInMs);
  if (reservation.waitMs > 0) await sleep(reservation.waitMs);

  const { message, chatId } = payload;
  const parse_mode = message.html ? ('HTML' as const) : undefined;
  try {
    if (message.method === 'sendMessage') await client.sendMessage(chatId, message.text, { parse_mode, ...markup(message) });
    else if (message.method === 'sendPhoto') await client.sendPhoto(chatId, message.file, { caption: message.caption, parse_mode });
    else await client.sendDocument(chatId, message.file, { caption: message.caption, parse_mode });
    telegramMetrics.sent(payload.bot);
  } catch (error) {
    if (!(error instanceof TelegramError)) throw error;
    if (error.code === 429) {
      telegramMetrics.rateLimited(payload.bot);
      const retryMs = Math.max(1, error.parameters?.retry_after ?? 1) * 1000;
      await telegram.pacing.pause(payload.bot, chatId, retryMs);
      return later(job, retryMs);
    }
    if (error.code >= 400 && error.code < 500) {
      await telegram.pacing.settle(payload.bot, chatId, sendId);
      throw new UnrecoverableError(`Telegram refused: ${error.code} ${error.description}`);
    }
    throw error;
  }
  // Outside the try: a failure here must not send the message again. A send left in the chat's
  // queue is dropped by the next one, which finds its job completed.
  await telegram.pacing.settle(payload.bot, chatId, sendId);
};
