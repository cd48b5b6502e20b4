import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';

// Filled chips in MUI's dark shades: their white text is above 4.5:1.
const colors: Record<AdminWorkflow['status'], 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  Running: 'info',
  Completed: 'success',
  Failed: 'error',
  TimedOut: 'error',
  Terminated: 'warning',
  Canceled: 'default',
  ContinuedAsNew: 'default',
};

export function WorkflowStatusChip({ status }: { status: AdminWorkflow['status'] }) {
  const t = useT();
  return <Chip size="small" color={colors[status]} label={t(`operator.workflows.status.${status}`)} />;
}

/** A show layout labels a field by its `source`. */
export function WorkflowStatusField(_props: { source?: string; label?: string }) {
  const workflow = useRecordContext<AdminWorkflow>();
  return workflow ? <WorkflowStatusChip status={workflow.status} /> : null;
}
