import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Button } from '@mui/material';
import { useT } from '../i18n/LocaleProvider';
import { MessageScreen } from './MessageScreen';

/** Spec 2: the generic error screen. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <MessageScreen
      role="alert"
      icon={<ReportProblemOutlinedIcon color="error" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('errors.generic.title')}
      description={t('errors.generic.description')}
      action={
        <Button variant="contained" size="large" onClick={onRetry}>
          {t('errors.generic.retry')}
        </Button>
      }
    />
  );
}
