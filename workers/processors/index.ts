import type { jobs, JobKey } from '../../core/queues/jobs/index.ts';
import type { ProcessorModule } from '../job-handler.ts';

/**
 * Every job's processor, one line each, keyed as core/queues/jobs/index.ts: a job without
 * one, or a handler for another payload, does not compile. Loaded on its first job.
 */
export const processors: { [K in JobKey]: ProcessorModule<(typeof jobs)[K]> } = {
  userSignedIn: () => import('./user-signed-in.ts'),
  signInSweep: () => import('./sign-in-sweep.ts'),
  deliverNotification: () => import('./deliver-notification.ts'),
  telegramUpdate: () => import('./telegram-update.ts'),
  telegramSend: () => import('./telegram-send.ts'),
  telegramPrune: () => import('./telegram-prune.ts'),
  calendarRead: () => import('./calendar-read.ts'),
  calendarWrite: () => import('./calendar-write.ts'),
  digestHousekeeping: () => import('./digest-housekeeping.ts'),
  homeworkGrade: () => import('./homework-grade.ts'),
  analyticsQuery: () => import('./analytics-query.ts'),
  calendarReply: () => import('./calendar-reply.ts'),
};
