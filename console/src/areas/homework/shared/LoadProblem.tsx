import { Alert, AlertTitle } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';

/** A read that failed: spec 8's text, with Try again. */
export function LoadFailed({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const t = useT();
  return (
    <ActionAlert severity="error" actionLabel={t('homework.retry')} onAction={onRetry}>
      {t(message)}
    </ActionAlert>
  );
}

/** What the page shows for something that is not there, or not this user's (spec 8 'Course not found'…). */
export function NotFound({ message }: { message: MessageKey }) {
  const t = useT();
  return (
    <Alert severity="warning" data-testid="not-found">
      <AlertTitle>{t(message)}</AlertTitle>
      {t('homework.notFoundHint')}
    </Alert>
  );
}
