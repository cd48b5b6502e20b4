import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import type { Dashboard } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { PageSpinner } from '../../shell/PageSpinner';
import { QueueTable } from '../shared/QueueTable';
import { UnavailableAlert } from '../shared/UnavailableAlert';
import { Section } from '../shared/Section';
import { usePolled } from '../shared/use-polled';
import { useDateLocale } from '../users/date-locale';
import { DashboardCharts } from './DashboardCharts';
import { StatCards } from './StatCards';
import { WorkflowTypeTable } from './WorkflowTypeTable';

export const DASHBOARD_REFRESH_MS = 30_000;
const DAY_CHOICES = [7, 30, 90] as const;


/** The operator area's landing page: GET /api/admin/dashboard, read again every 30 seconds. */
export function DashboardPage() {
  const t = useT();
  const locale = useDateLocale();
  const [days, setDays] = useState<number>(30);
  const { data, failed, readAt } = usePolled<Dashboard>(`/admin/dashboard?days=${days}`, DASHBOARD_REFRESH_MS);

  return (
    <Box data-testid="operator-dashboard">
      <Title title={t('operator.dashboard.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label={t('operator.dashboard.days')} value={days} onChange={(event) => setDays(Number(event.target.value))} sx={{ minWidth: 180 }}>
          {DAY_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t('operator.dashboard.daysOption', { days: choice })}
            </MenuItem>
          ))}
        </TextField>
        {readAt !== undefined && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('operator.dashboard.refreshed', { time: readAt.toLocaleTimeString(locale) })}
          </Typography>
        )}
      </Box>
      {failed && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {t('operator.loadFailed')}
        </Typography>
      )}
      {data === undefined ? (
        failed ? null : <PageSpinner />
      ) : (
        <>
          <UnavailableAlert sources={data.unavailable} />
          <StatCards dashboard={data} />
          <Section title={t('operator.dashboard.charts')}>{() => <DashboardCharts dashboard={data} />}</Section>
          <Section title={t('operator.dashboard.queues')}>{(id) => <QueueTable rows={data.queues} labelledBy={id} />}</Section>
          <Section title={t('operator.dashboard.workflows')}>{(id) => <WorkflowTypeTable rows={data.workflows} labelledBy={id} />}</Section>
        </>
      )}
    </Box>
  );
}
