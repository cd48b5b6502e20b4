import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Once a day: forgets the records of updates handled more than a week ago, and link codes that
 * expired a day ago (Telegram stops redelivering an update within a day; a code is live 10 minutes).
 */
export const telegramPrune = defineJob({
  queue: 'telegram-updates',
  name: 'telegram-prune',
  schema: z.object({}).strict(),
  jobId: () => 'telegram-prune',
  options: { attempts: 3 },
  schedule: { pattern: '17 3 * * *', payload: {} },
});
