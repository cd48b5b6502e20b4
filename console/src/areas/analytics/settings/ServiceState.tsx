import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { AnalyticsStatus } from '../shared/analytics-api';
import { formatDateTime } from '../shared/format';

type Status = AnalyticsStatus['serviceStatus']['revenuecat'];

const COLOURS: Record<Status['state'], ChipProps['color']> = { unchecked: 'default', ok: 'success', unauthorized: 'error', rate_limited: 'warning', error: 'error' };

/**
 * What the server knows of a service's key (serviceStatus): not configured, or its last check
 * (ok, or refused with the detail saying which key), the project it reads and when it checked.
 */
export function ServiceState({ status }: { status: Status }) {
  const { t, locale } = useLocale();
  if (!status.configured) return <Chip size="small" variant="outlined" label={t('analytics.settings.state.notConfigured')} data-testid="service-state" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" color={COLOURS[status.state]} label={t(`analytics.settings.state.${status.state}`)} data-testid="service-state" />
      {status.detail !== null && status.state !== 'ok' && (
        <Typography variant="body2" color="error" data-testid="service-detail">
          {status.detail}
        </Typography>
      )}
      {(status.project !== null || status.checkedAt !== null) && (
        <Typography variant="caption" color="text.secondary">
          {[status.project === null ? null : t('analytics.settings.project', { project: status.project }), status.checkedAt === null ? null : t('analytics.settings.checkedAt', { time: formatDateTime(status.checkedAt, locale) })]
            .filter((part) => part !== null)
            .join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
