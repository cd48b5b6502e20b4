import { useT } from '../../../i18n/LocaleProvider';
import type { AnalyticsStatus } from '../shared/analytics-api';
import { SecretField } from './SecretField';
import { ServiceCard } from './ServiceCard';
import type { SettingsForm } from './use-settings-form';

/** The subscription-analytics service: a RevenueCat v2 secret key, sent as a bearer token. */
export function RevenueCatCard({ status, form }: { status: AnalyticsStatus; form: SettingsForm }) {
  const t = useT();
  return (
    <ServiceCard service="revenuecat" status={status} form={form}>
      <SecretField
        label={t('analytics.settings.revenuecat.key')}
        value={form.keys.revenuecatApiKey}
        onChange={(value) => form.setKey('revenuecatApiKey', value)}
        stored={status.services.revenuecat}
        helperText={t('analytics.settings.revenuecat.keyHelp')}
      />
    </ServiceCard>
  );
}
