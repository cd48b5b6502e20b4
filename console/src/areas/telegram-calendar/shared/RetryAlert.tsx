import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';

/** The tool's status could not be loaded: the server's message, with Retry. */
export function RetryAlert({ error, onRetry }: { error: Text; onRetry: () => void }) {
  const t = useT();
  return (
    <ActionAlert severity="error" actionLabel={t('telegramCalendar.retry')} onAction={onRetry}>
      {renderText(t, error)}
    </ActionAlert>
  );
}
