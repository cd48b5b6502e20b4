import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { analyticsRoutes } from '../shared/routes';

/** Spec 2: without credentials, 'Analytics Setup Required' asks for the keys of both services. */
export function SetupBanner() {
  const t = useT();
  return (
    <Alert
      severity="warning"
      data-testid="setup-banner"
      action={
        <Button component={RouterLink} to={analyticsRoutes.settings} color="inherit" size="small" startIcon={<SettingsIcon />}>
          {t('analytics.dashboard.setup.action')}
        </Button>
      }
    >
      <AlertTitle component="h2">{t('analytics.dashboard.setup.title')}</AlertTitle>
      {t('analytics.dashboard.setup.body')}
    </Alert>
  );
}
