import { useTelegramBotLink, type TelegramBotLink } from '../../../shell/telegram-bot/use-telegram-bot-link';
import { reportFailure, showSuccess } from '../shared/errors';
import { homeworkApi } from '../shared/homework-api';

export { BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS } from '../../../shell/telegram-bot/use-telegram-bot-link';

/**
 * The teacher's link to the homework bot (contracts/telegram.ts `telegramLinkPaths`, bot
 * 'homework'), which tells them when submissions wait for review: the shared Telegram bot link
 * with the area's calls and toasts. A code that cannot be had is said on the card, with a retry.
 */
export function useHomeworkBot(): TelegramBotLink {
  return useTelegramBotLink({
    calls: homeworkApi,
    onLinked: () => showSuccess('homework.dashboard.notifications.linked'),
    onDisconnected: () => showSuccess('homework.dashboard.notifications.disconnected'),
    onDisconnectFailed: (error) => reportFailure(error, 'homework.dashboard.notifications.disconnectFailed'),
  });
}
