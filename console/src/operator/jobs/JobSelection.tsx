import { Box, Checkbox, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useRecordContext, useRefresh } from 'react-admin';
import type { AdminJob } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { JobActionButton } from './JobActionButton';

/*
 * The jobs' own selection column: react-admin's row checkbox puts its aria-label on the wrapping
 * span, leaving the input unnamed (axe 'label' and 'aria-prohibited-attr', both serious); these
 * name the input itself.
 */

/** A row's checkbox; a click on it does not open the job. */
export function SelectJobField(_props: { source?: string }) {
  const t = useT();
  const job = useRecordContext<AdminJob>();
  const { selectedIds, onToggleItem } = useListContext<AdminJob>();
  if (!job) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(job.id)}
      onClick={(event) => event.stopPropagation()}
      onChange={() => onToggleItem(job.id)}
      slotProps={{ input: { 'aria-label': t('operator.jobs.select', { id: job.id }) } }}
    />
  );
}

/** The column's header: every job of the page, or none. */
export function SelectAllJobs() {
  const t = useT();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<AdminJob>();
  const all = data.length > 0 && data.every((job) => selectedIds.includes(job.id));
  const some = data.some((job) => selectedIds.includes(job.id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some && !all}
      onChange={() => (all ? onUnselectItems() : onSelect(data.map((job) => job.id)))}
      slotProps={{ input: { 'aria-label': t('operator.jobs.selectAll') } }}
    />
  );
}

/** Retry and Remove of the selected jobs, shown while any is selected; the list is read again afterwards. */
export function SelectedJobsBar(): ReactNode {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext<AdminJob>();
  const refresh = useRefresh();
  if (selectedIds.length === 0) return null;
  const done = () => {
    onUnselectItems();
    refresh();
  };
  const ids = selectedIds.map(String);
  return (
    <Box role="toolbar" aria-label={t('operator.jobs.selected', { smart_count: ids.length })} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.selected' }}>
      <Typography variant="body2" sx={{ mr: 1 }}>
        {t('operator.jobs.selected', { smart_count: ids.length })}
      </Typography>
      <JobActionButton action="retry" ids={ids} onDone={done} />
      <JobActionButton action="remove" ids={ids} onDone={done} />
    </Box>
  );
}
