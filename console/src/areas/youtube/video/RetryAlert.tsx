import { Alert, Button, type AlertProps } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';

interface Props {
  error: Text;
  onRetry: () => void;
  severity: AlertProps['severity'];
  testId: string;
}

/** Spec 2: an error area with Retry. */
export function RetryAlert({ error, onRetry, severity, testId }: Props) {
  const t = useT();
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('youtube.video.retry')}
        </Button>
      }
      sx={{ mb: 3 }}
    >
      {renderText(t, error)}
    </Alert>
  );
}
