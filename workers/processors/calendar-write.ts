import type { Job } from 'bullmq';
import { applyCalendarWrite } from '../../core/domain/calendar/write-flow.ts';
import type { calendarWrite } from '../../core/queues/jobs/calendar-write.ts';
import { calendarFlowOf } from '../calendar-flow.ts';
import type { JobHandler } from '../job-handler.ts';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** One write to a user's Google Calendar and the bot's answer (core/domain/calendar/write-flow.ts). */
export const handle: JobHandler<typeof calendarWrite> = async (payload, deps, job) => {
  await applyCalendarWrite(calendarFlowOf(deps), payload, isLastAttempt(job));
};
