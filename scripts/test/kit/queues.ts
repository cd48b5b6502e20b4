import type { Job, JobType, Queue } from 'bullmq';
import type { z } from 'zod';
import type { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';

/**
 * Reading BullMQ queues as the tests and the benchmark check them: a job may have moved on
 * (a worker took it, it ended) between two reads, so every read here looks in every state.
 */
const EVERY_STATE: JobType[] = ['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed', 'waiting-children'];

/** How many jobs the queue holds in any state: read before and after, the difference is what was added. */
export async function jobCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts(...EVERY_STATE);
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** The queue's jobs in any state, oldest first (a job removed while they were listed is left out). */
export async function jobsOf(queue: Queue): Promise<Job[]> {
  const jobs = (await queue.getJobs(EVERY_STATE)).filter((job): job is Job => job !== undefined);
  return jobs.sort((a, b) => a.timestamp - b.timestamp);
}

export type SendData = z.infer<typeof telegramSend.schema>;

/**
 * What was queued for Telegram to one chat (the telegram-send queue's jobs), oldest first; sends
 * queued in the same millisecond in the order of their keys (an update's answers are keyed in order).
 */
export async function sendsTo(queue: Queue, chatId: number): Promise<SendData[]> {
  const sends = (await jobsOf(queue)).map((job) => ({ at: job.timestamp, data: job.data as SendData })).filter(({ data }) => data.chatId === chatId);
  return sends.sort((a, b) => a.at - b.at || a.data.key.localeCompare(b.data.key)).map(({ data }) => data);
}

/** A send's text; '' for a photo or a document. */
export const textOf = (send: SendData): string => (send.message.method === 'sendMessage' ? send.message.text : '');
