import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { SERVICE_NAMES } from '../../../../../contracts/analytics.ts';
import { useT } from '../../../i18n/LocaleProvider';
import type { AnalyticsService, AnalyticsStatus } from '../shared/analytics-api';
import { HowTo } from './HowTo';
import { ServiceState } from './ServiceState';
import { TestResult } from './TestResult';
import type { SettingsForm } from './use-settings-form';

interface Props {
  service: AnalyticsService;
  status: AnalyticsStatus;
  form: SettingsForm;
  /** The key fields. */
  children: ReactNode;
}

/**
 * One analytics service's card (spec 2 '/analytics/settings'): what is stored and its last check,
 * the key fields, how to get the keys (its texts under `analytics.settings.<service>`), 'Test
 * Connection' (of the stored key) and 'Remove'.
 */
export function ServiceCard({ service, status, form, children }: Props) {
  const t = useT();
  const titleId = useId();
  const name = SERVICE_NAMES[service];
  const configured = status.services[service];
  const test = form.tests[service];
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} data-testid={`service-${service}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6" component="h2" id={titleId}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`analytics.settings.${service}.description`)}
            </Typography>
          </Box>
          <ServiceState status={status.serviceStatus[service]} />
        </Box>
        {children}
        <HowTo title={t('analytics.settings.howTo')} steps={[t(`analytics.settings.${service}.step1`), t(`analytics.settings.${service}.step2`), t(`analytics.settings.${service}.step3`)]} />
        <TestResult test={test} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={() => void form.test(service)} disabled={!configured || test?.kind === 'testing'}>
            {t('analytics.settings.test')}
          </Button>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void form.remove(service, t('analytics.settings.removeConfirm', { service: name }))} disabled={!configured || form.busy !== null}>
            {t('analytics.settings.remove')}
          </Button>
          {!configured && (
            <Typography variant="caption" color="text.secondary">
              {t('analytics.settings.saveFirst')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
