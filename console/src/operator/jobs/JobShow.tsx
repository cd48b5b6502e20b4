import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { DateField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import type { AdminJob, JobActionResult } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/types';
import { JsonBlock } from '../shared/JsonBlock';
import { useDateLocale } from '../users/date-locale';
import { JobActionButton } from './JobActionButton';
import { JobAttemptsField, JobStateField, JobUserField } from './JobFields';
import { JobResultProvider } from './job-result';

function Actions() {
  const job = useRecordContext<AdminJob>();
  const refresh = useRefresh();
  const redirect = useRedirect();
  if (!job) return null;
  const afterRemove = (result: JobActionResult) => {
    if (result.done.includes(job.id)) redirect('list', 'admin/jobs');
  };
  return (
    <TopToolbar>
      {/* Only a failed job can be retried (the server refuses the others). */}
      {job.state === 'failed' ? <JobActionButton action="retry" ids={[job.id]} onDone={refresh} /> : null}
      <JobActionButton action="remove" ids={[job.id]} onDone={afterRemove} />
    </TopToolbar>
  );
}

/** A titled block of the job's page, its content a scrollable region named by the title. */
function JobBlock({ title, children }: { title: MessageKey; children: (headingId: string) => ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 600 }}>
        {t(title)}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** The payload as stored (secret-looking values already redacted by the server), pretty. */
function Payload() {
  const job = useRecordContext<AdminJob>();
  if (!job) return null;
  return <JobBlock title="operator.jobs.payload">{(id) => <JsonBlock value={job.data} labelledBy={id} />}</JobBlock>;
}

function Stacktrace() {
  const t = useT();
  const job = useRecordContext<AdminJob>();
  if (!job) return null;
  return (
    <JobBlock title="operator.jobs.stacktrace">
      {(id) => (job.stacktrace.length === 0 ? <Typography variant="body2">{t('operator.jobs.noStacktrace')}</Typography> : <JsonBlock text={job.stacktrace.join('\n\n')} labelledBy={id} />)}
    </JobBlock>
  );
}

export function JobShow() {
  const locales = useDateLocale();
  return (
    <JobResultProvider>
      <Show actions={<Actions />}>
        <SimpleShowLayout>
          <TextField source="name" />
          <TextField source="queue" />
          <TextField source="jobId" />
          <JobStateField source="state" />
          <JobAttemptsField source="attemptsMade" />
          <TextField source="failedReason" emptyText="—" />
          <TextField source="requestId" emptyText="—" />
          <Labeled source="userId">
            <JobUserField />
          </Labeled>
          <DateField source="createdAt" showTime locales={locales} />
          <DateField source="processedAt" showTime locales={locales} emptyText="—" />
          <DateField source="finishedAt" showTime locales={locales} emptyText="—" />
          <Payload />
          <Stacktrace />
        </SimpleShowLayout>
      </Show>
    </JobResultProvider>
  );
}
