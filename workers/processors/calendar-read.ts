import type { Job } from 'bullmq';
import { giveUpReading, readCalendarMessage } from '../../core/domain/calendar/read-flow.ts';
import type { calendarRead } from '../../core/queues/jobs/calendar-read.ts';
import { calendarFlowOf } from '../calendar-flow.ts';
import type { JobHandler } from '../job-handler.ts';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** Reads one message to the calendar bot (core/domain/calendar/read-flow.ts); the last failed attempt is told. */
export const handle: JobHandler<typeof calendarRead> = async ({ eventId }, deps, job) => {
  const flow = calendarFlowOf(deps);
  try {
    await readCalendarMessage(flow, eventId);
  } catch (err) {
    if (isLastAttempt(job)) await giveUpReading(flow, eventId);
    throw err;
  }
};
