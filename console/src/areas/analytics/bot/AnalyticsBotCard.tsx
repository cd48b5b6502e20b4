import { useT } from '../../../i18n/LocaleProvider';
import { TelegramBotCard } from '../../../shell/telegram-bot/TelegramBotCard';
import { useAnalyticsBot } from './use-analytics-bot';

/**
 * The analytics bot card (spec 2: connect by code, disconnect): anomaly alerts and questions in
 * Telegram. The shared Telegram bot card in the area's words, with the bot's commands and
 * Disconnect behind the browser's confirm.
 */
export function AnalyticsBotCard() {
  const t = useT();
  const link = useAnalyticsBot();
  return (
    <TelegramBotCard
      bot="analytics"
      link={link}
      // The wait for a code says the same as the first read: 'Checking the bot…'.
      text={(name, values) => t(name === 'retry' ? 'analytics.retry' : `analytics.bot.${name === 'generating' ? 'loading' : name}`, values)}
      heading="h2"
      testId="analytics-bot"
      commands={t('analytics.bot.commands')}
      disconnectConfirm={t('analytics.bot.disconnectConfirm')}
    />
  );
}
