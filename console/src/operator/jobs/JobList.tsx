import { Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { DataTable, DateField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { jobStates, type AdminJob, type QueueRow } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { QueueTable } from '../shared/QueueTable';
import { UnavailableAlert } from '../shared/UnavailableAlert';
import { usePolled } from '../shared/use-polled';
import { useDateLocale } from '../users/date-locale';
import { JobAttemptsField, JobStateField } from './JobFields';
import { JobResultProvider } from './job-result';
import { SelectAllJobs, SelectedJobsBar, SelectJobField } from './JobSelection';

const stateChoices = jobStates.map((state) => ({ id: state, name: `operator.queues.state.${state}` }));

function JobTable() {
  const locales = useDateLocale();
  return (
    <DataTable<AdminJob> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="id" disableSort label={<SelectAllJobs />}>
        <SelectJobField />
      </DataTable.Col>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="queue" disableSort />
      <DataTable.Col source="state" disableSort>
        <JobStateField />
      </DataTable.Col>
      <DataTable.Col source="attemptsMade" disableSort>
        <JobAttemptsField />
      </DataTable.Col>
      <DataTable.Col source="failedReason" disableSort>
        <TextField source="failedReason" emptyText="—" sx={{ display: 'block', maxWidth: 360, overflowWrap: 'anywhere' }} />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={locales} />
      </DataTable.Col>
      <DataTable.Col source="finishedAt">
        <DateField source="finishedAt" showTime locales={locales} emptyText="—" />
      </DataTable.Col>
    </DataTable>
  );
}

/** Jobs of every queue or of one, failed ones unless another state is chosen. */
function Jobs({ queues }: { queues: readonly QueueRow[] }) {
  const queueChoices = queues.map((queue) => ({ id: queue.id, name: queue.id }));
  const filters = [
    <SelectInput key="queue" source="queue" choices={queueChoices} translateChoice={false} alwaysOn />,
    <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
    <TextInput key="name" source="name" alwaysOn />,
  ];
  return (
    <List<AdminJob>
      resource="admin/jobs"
      filters={filters}
      filterDefaultValues={{ state: 'failed' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <SelectedJobsBar />
      <JobTable />
    </List>
  );
}

/** The Jobs page: every queue's counts, then the jobs of the chosen queue and state. */
export function JobList() {
  const t = useT();
  const headingId = useId();
  const queues = usePolled<QueueRow[]>('/admin/queues');
  return (
    <JobResultProvider>
      <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('operator.queues.title')}
        </Typography>
        {queues.failed && <UnavailableAlert sources={[{ source: 'redis', message: t('operator.loadFailed') }]} />}
        {queues.data !== undefined && <QueueTable rows={queues.data.map((queue) => ({ queue: queue.id, counts: queue.counts, paused: queue.paused }))} labelledBy={headingId} />}
      </Paper>
      {/* Without the queues' names the list still shows every queue's jobs. */}
      {(queues.data !== undefined || queues.failed) && <Jobs queues={queues.data ?? []} />}
    </JobResultProvider>
  );
}
