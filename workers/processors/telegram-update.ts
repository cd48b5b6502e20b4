import type { Job } from 'bullmq';
import type { Update } from 'telegraf/types';
import type { TelegramBot } from '../../contracts/telegram.ts';
import { recordUpdate, updateFinished } from '../../core/domain/telegram/update-record.ts';
import { logger } from '../../core/logger.ts';
import type { JobPayload } from '../../core/queues/define-job.ts';
import type { telegramUpdate } from '../../core/queues/jobs/telegram-update.ts';
import { buildBot, type RunningBot } from '../bots/build-bot.ts';
import { botToolsOf } from '../bot-tools.ts';
import type { JobHandler, WorkerDeps } from '../job-handler.ts';

type Payload = JobPayload<typeof telegramUpdate>;

const log = logger().child({ job: 'telegram-update' });
// Built once per bot and runtime (a test may start several workers in one process).
const running = new WeakMap<WorkerDeps['telegram'], Map<TelegramBot, RunningBot | null>>();

function botFor(bot: TelegramBot, deps: WorkerDeps): RunningBot | null {
  const built = running.get(deps.telegram) ?? new Map<TelegramBot, RunningBot | null>();
  running.set(deps.telegram, built);
  if (!built.has(bot)) built.set(bot, buildBot(bot, deps.telegram, log, botToolsOf(deps)));
  return built.get(bot) ?? null;
}

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Hands one update to its bot. Finished updates are recorded (telegram_updates), so a repeat
 * that outlived its job id is not handled again; answers are queued with keys made of the
 * update, so a retry after a crash re-queues the same sends and nothing goes twice. A failure
 * is retried; on the last attempt the person is told, once, and the job fails keeping its
 * payload for operators (Bull Board's retry runs it again).
 */
export const handle: JobHandler<typeof telegramUpdate> = async ({ bot, update }: Payload, deps, job) => {
  if (await updateFinished(bot, update.update_id)) return;
  const runningBot = botFor(bot, deps);
  if (!runningBot) return recordUpdate(bot, update, 'skipped', `the ${bot} bot is not configured here`);
  // The schema checked the envelope; telegraf's types describe the rest of Telegram's update.
  const telegramUpdate = update as unknown as Update;
  try {
    const outcome = await runningBot.handle(telegramUpdate);
    await recordUpdate(bot, update, outcome.outcome, outcome.outcome === 'skipped' ? outcome.detail : null);
  } catch (error) {
    if (isLastAttempt(job)) await runningBot.apologize(telegramUpdate).catch((err: unknown) => log.warn({ err, bot }, 'could not tell the chat about a failure'));
    throw error;
  }
};
