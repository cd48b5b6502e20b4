import { SANDBOX_FLAKY_CHAT_ID } from '../../core/domain/operations/sandbox-failed-job.ts';

/** Bots (their fake state) that have already been refused once by the flaky chat. */
const refusedOnce = new WeakSet<object>();

/**
 * The demo chat of core/domain/operations/sandbox-failed-job.ts: its user had blocked the bot
 * and unblocked it just after, so the first message a bot sends there (since this fake started)
 * gets Telegram's 403 and every later one goes through. Answers the refusal, or null.
 */
export function flakyChatRefusal(botState: object, chatId: number): string | null {
  if (chatId !== SANDBOX_FLAKY_CHAT_ID || refusedOnce.has(botState)) return null;
  refusedOnce.add(botState);
  return 'Forbidden: bot was blocked by the user';
}
