import type { AlertProps } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';

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
    <ActionAlert severity={severity} data-testid={testId} sx={{ mb: 3 }} actionLabel={t('youtube.video.retry')} onAction={onRetry}>
      {renderText(t, error)}
    </ActionAlert>
  );
}
