import { useTelegramBotLink, type TelegramBotLink } from '../../../shell/telegram-bot/use-telegram-bot-link';
import { analyticsApi } from '../shared/analytics-api';
import { reportFailure, showSuccess } from '../shared/notify';

export { BOT_POLL_INTERVAL_MS, BOT_POLL_TIMEOUT_MS } from '../../../shell/telegram-bot/use-telegram-bot-link';

/**
 * The analytics bot's link (contracts/telegram.ts, bot 'analytics'; spec 3 'Analytics bot
 * status', 'Bot auth code'): the shared Telegram bot link with the area's calls and toasts. A
 * code that cannot be had is a toast (the server's words when it gave some), not a state.
 */
export function useAnalyticsBot(): TelegramBotLink {
  return useTelegramBotLink({
    calls: analyticsApi,
    onLinked: () => showSuccess('analytics.bot.linked'),
    onCodeFailed: (error) => reportFailure(error, 'analytics.bot.codeFailed'),
    onDisconnected: () => showSuccess('analytics.bot.disconnected'),
    onDisconnectFailed: (error) => reportFailure(error, 'analytics.bot.disconnectFailed'),
  });
}
