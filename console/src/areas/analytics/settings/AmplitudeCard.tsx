import { Box } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { AnalyticsStatus } from '../shared/analytics-api';
import { SecretField } from './SecretField';
import { ServiceCard } from './ServiceCard';
import type { SettingsForm } from './use-settings-form';

/** The behaviour-analytics service: Amplitude's API key and secret key, which travel together (spec 5). */
export function AmplitudeCard({ status, form }: { status: AnalyticsStatus; form: SettingsForm }) {
  const t = useT();
  const pairMissing = (value: string) => form.problem === 'amplitudePair' && value.trim() === '';
  return (
    <ServiceCard service="amplitude" status={status} form={form}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SecretField
          secret={false}
          label={t('analytics.settings.amplitude.apiKey')}
          value={form.keys.amplitudeApiKey}
          onChange={(value) => form.setKey('amplitudeApiKey', value)}
          stored={status.services.amplitude}
          error={pairMissing(form.keys.amplitudeApiKey)}
        />
        <SecretField
          label={t('analytics.settings.amplitude.secretKey')}
          value={form.keys.amplitudeSecretKey}
          onChange={(value) => form.setKey('amplitudeSecretKey', value)}
          stored={status.services.amplitude}
          error={pairMissing(form.keys.amplitudeSecretKey)}
        />
      </Box>
    </ServiceCard>
  );
}
