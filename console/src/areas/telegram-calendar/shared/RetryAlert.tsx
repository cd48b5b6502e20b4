import { Alert, Button } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';

/** The tool's status could not be loaded: the server's message, with Retry. */
export function RetryAlert({ error, onRetry }: { error: Text; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('telegramCalendar.retry')}
        </Button>
      }
    >
      {renderText(t, error)}
    </Alert>
  );
}
