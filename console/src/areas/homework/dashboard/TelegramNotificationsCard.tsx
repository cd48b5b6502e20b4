import { useT } from '../../../i18n/LocaleProvider';
import { TelegramBotCard } from '../../../shell/telegram-bot/TelegramBotCard';
import { useHomeworkBot } from './use-homework-bot';

/**
 * The teacher dashboard's 'Telegram notifications': link the homework bot to be told in
 * Telegram when submissions wait for review. The shared Telegram bot card in the area's words:
 * a linked account shows first, Disconnect acts at once, and a lapsed or refused code is said
 * with its retry.
 */
export function TelegramNotificationsCard() {
  const t = useT();
  const link = useHomeworkBot();
  return (
    <TelegramBotCard
      bot="homework"
      link={link}
      text={(name, values) => t(name === 'retry' ? 'homework.retry' : `homework.dashboard.notifications.${name === 'lapsed' ? 'timeout' : name}`, values)}
      heading="h3"
      testId="telegram-notifications"
      disconnectingLabel={t('homework.dashboard.notifications.disconnecting')}
      linkedFirst
      newCodeInAlert
    />
  );
}
