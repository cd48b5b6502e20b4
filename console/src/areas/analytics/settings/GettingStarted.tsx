import { Alert, AlertTitle, Box } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';

/** Spec 2's Getting Started note: the order to set things up in. */
export function GettingStarted() {
  const t = useT();
  return (
    <Alert severity="info" role="note" data-testid="getting-started">
      <AlertTitle component="h2">{t('analytics.settings.gettingStarted.title')}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('analytics.settings.gettingStarted.step1')}</li>
        <li>{t('analytics.settings.gettingStarted.step2')}</li>
        <li>{t('analytics.settings.gettingStarted.step3')}</li>
        <li>{t('analytics.settings.gettingStarted.step4')}</li>
      </Box>
    </Alert>
  );
}
