import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { PageSpinner } from '../../../shell/PageSpinner';
import { AnalyticsBotCard } from '../bot/AnalyticsBotCard';
import { analyticsApi, type AnalyticsStatus } from '../shared/analytics-api';
import { LoadFailed } from '../shared/LoadFailed';
import { PageFrame } from '../shared/PageFrame';
import { analyticsRoutes } from '../shared/routes';
import { useLoaded } from '../shared/use-loaded';
import { AmplitudeCard } from './AmplitudeCard';
import { GettingStarted } from './GettingStarted';
import { MonitoringCard } from './MonitoringCard';
import { RevenueCatCard } from './RevenueCatCard';
import { useSettingsForm } from './use-settings-form';

interface FormProps {
  status: AnalyticsStatus;
  setStatus: (status: AnalyticsStatus) => void;
  refresh: () => Promise<void>;
}

function SettingsForm({ status, setStatus, refresh }: FormProps) {
  const t = useT();
  const form = useSettingsForm(status, setStatus, refresh);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <RevenueCatCard status={status} form={form} />
      <AmplitudeCard status={status} form={form} />
      <MonitoringCard preferences={form.preferences} onChange={form.changePreferences} />
      <AnalyticsBotCard />
      <GettingStarted />
      {form.problem !== null && (
        <Alert severity="error" data-testid="form-problem">
          {t(`analytics.settings.problems.${form.problem}`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} disabled={!status.hasCredentials || form.busy !== null} onClick={() => void form.remove('all', t('analytics.settings.deleteAllConfirm'))}>
          {t('analytics.settings.deleteAll')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={analyticsRoutes.home}>
          {t('analytics.settings.cancel')}
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!form.dirty || form.busy !== null} onClick={() => void form.save()}>
          {t(form.busy === 'saving' ? 'analytics.settings.saving' : 'analytics.settings.save')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /analytics/settings (spec 2): the RevenueCat and Amplitude cards, Monitoring Preferences, the
 * analytics bot, Getting Started, and Delete All Credentials, Cancel, Save Settings.
 */
export function SettingsPage() {
  const t = useT();
  const { load, reload, retry, update } = useLoaded(analyticsApi.status);
  return (
    <PageFrame title={t('analytics.settings.title')} subtitle={t('analytics.settings.subtitle')} back={{ to: analyticsRoutes.home, label: t('analytics.back') }}>
      {load.kind === 'loading' && <PageSpinner />}
      {load.kind === 'failed' && <LoadFailed message="analytics.settings.loadFailed" onRetry={retry} />}
      {load.kind === 'ready' && <SettingsForm status={load.value} setStatus={(status) => update(() => status)} refresh={reload} />}
    </PageFrame>
  );
}

