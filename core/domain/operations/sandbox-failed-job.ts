import { telegramSend } from '../../queues/jobs/telegram-send.ts';
import type { JobProducer } from '../../queues/producer.ts';

/**
 * The sandbox's demo of a failed job an operator retries (README, sandbox walk-through): a
 * message from the calendar bot to a demo chat whose user had blocked the bot. The fake Bot API
 * (sandbox/telegram/flaky-chat.ts) refuses the first send to this chat with Telegram's own
 * "403 Forbidden: bot was blocked by the user", which the sender treats as final (no retries),
 * so the job fails for good; the user has unblocked the bot since, so an operator's retry is
 * delivered. A chat id no real Telegram user has (far above the ids Telegram gives out).
 */
export const SANDBOX_FLAKY_CHAT_ID = 9_000_000_001;
export const SANDBOX_FLAKY_JOB_KEY = 'sandbox-demo-blocked-then-unblocked';

/** Enqueues the demo send (once: its job id is fixed); answers the console's job id. */
export async function enqueueSandboxFailedJob(jobs: JobProducer): Promise<string> {
  const jobId = await jobs.enqueue(telegramSend, {
    bot: 'calendar',
    chatId: SANDBOX_FLAKY_CHAT_ID,
    key: SANDBOX_FLAKY_JOB_KEY,
    message: { method: 'sendMessage', text: 'Your events for tomorrow: 10:00 Stand-up, 14:00 Dentist.', html: false },
  });
  return `${telegramSend.queue}:${jobId}`;
}
