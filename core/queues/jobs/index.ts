import { analyticsQuery } from './analytics-query.ts';
import { calendarRead } from './calendar-read.ts';
import { calendarReply } from './calendar-reply.ts';
import { calendarWrite } from './calendar-write.ts';
import { deliverNotification } from './deliver-notification.ts';
import { digestHousekeeping } from './digest-housekeeping.ts';
import { homeworkGrade } from './homework-grade.ts';
import { signInSweep } from './sign-in-sweep.ts';
import { telegramPrune } from './telegram-prune.ts';
import { telegramSend } from './telegram-send.ts';
import { telegramUpdate } from './telegram-update.ts';
import { userSignedIn } from './user-signed-in.ts';

/**
 * Every job definition, one line each. The worker must have a processor for each key
 * (workers/processors/index.ts does not compile without one).
 */
export const jobs = {
  userSignedIn,
  signInSweep,
  deliverNotification,
  telegramUpdate,
  telegramSend,
  telegramPrune,
  calendarRead,
  calendarWrite,
  digestHousekeeping,
  homeworkGrade,
  analyticsQuery,
  calendarReply,
};

export type JobKey = keyof typeof jobs;
