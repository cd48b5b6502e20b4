import type { Job } from 'bullmq';
import { answerVoiceReply, giveUpVoiceReply } from '../../core/domain/calendar/voice-reply.ts';
import type { calendarReply } from '../../core/queues/jobs/calendar-reply.ts';
import { calendarFlowOf } from '../calendar-flow.ts';
import type { JobHandler } from '../job-handler.ts';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** A voice reply to the calendar bot (core/domain/calendar/voice-reply.ts); the transcript is kept on the job for its retries. */
export const handle: JobHandler<typeof calendarReply> = async (payload, deps, job) => {
  const flow = calendarFlowOf(deps);
  try {
    await answerVoiceReply(flow, payload, (transcript) => job.updateData({ ...payload, transcript }));
  } catch (err) {
    if (isLastAttempt(job)) await giveUpVoiceReply(flow, payload);
    throw err;
  }
};
