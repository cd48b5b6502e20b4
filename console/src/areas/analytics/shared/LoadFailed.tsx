import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';

/** A read that failed: spec 8's text, with Try again. */
export function LoadFailed({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const t = useT();
  return (
    <ActionAlert severity="error" actionLabel={t('analytics.retry')} onAction={onRetry}>
      {t(message)}
    </ActionAlert>
  );
}
