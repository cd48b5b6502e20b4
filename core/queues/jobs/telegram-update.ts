import { z } from 'zod';
import { telegramBotSchema, telegramUpdateSchema } from '../../../contracts/telegram.ts';
import { defineJob } from '../define-job.ts';

/**
 * One update for one bot, from its webhook (or the development poller). The id holds the bot and
 * Telegram's update_id, so a repeated delivery is the same job (BullMQ allows exactly two colons
 * in a custom id, hence the prefix). A failed one keeps its payload among the failed jobs for
 * operators to read and retry in Bull Board.
 */
export const telegramUpdate = defineJob({
  queue: 'telegram-updates',
  name: 'telegram-update',
  schema: z.object({ bot: telegramBotSchema, update: telegramUpdateSchema, receivedAt: z.iso.datetime() }),
  jobId: (p) => `update:${p.bot}:${p.update.update_id}`,
  options: { attempts: 4, backoff: { type: 'exponential', delay: 2000 } },
});
