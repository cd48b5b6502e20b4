import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { digestPaths } from '../shared/routes';

/** Spec 2 'API credentials missing: a warning with a link to /telegram-digest/setup'. */
export function MissingCredentials() {
  const t = useT();
  return (
    <Alert
      severity="warning"
      data-testid="missing-credentials"
      action={
        <Button component={RouterLink} to={digestPaths.setup} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('telegramDigest.list.missingCredentials.action')}
        </Button>
      }
    >
      <AlertTitle component="h2">{t('telegramDigest.list.missingCredentials.title')}</AlertTitle>
      {t('telegramDigest.list.missingCredentials.body')}
    </Alert>
  );
}
