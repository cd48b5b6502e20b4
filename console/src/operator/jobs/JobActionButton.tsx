import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { JobActionResult } from '../../../../contracts/operations.ts';
import { useApi } from '../../api/ApiContext';
import { useT } from '../../i18n/LocaleProvider';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { actionErrorText, notifiable } from '../shared/action-error';
import { runJobAction, type JobAction } from './job-actions';
import { useShowJobResult } from './job-result';

interface Props {
  action: JobAction;
  ids: readonly string[];
  /** After the server answered: refresh the list, unselect, leave a removed job's page. */
  onDone?: (result: JobActionResult) => void;
}

/**
 * Retry or Remove one or many jobs, after a confirmation naming how many; the page then says
 * what was done, what no longer exists and what was refused (JobResultProvider).
 */
export function JobActionButton({ action, ids, onDone }: Props) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const showResult = useShowJobResult();
  const [open, setOpen] = useState(false);
  const retry = action === 'retry';
  const count = { smart_count: ids.length };

  const confirm = async (): Promise<boolean> => {
    try {
      const result = await runJobAction(api, action, ids);
      showResult({ action, result });
      onDone?.(result);
      return true;
    } catch (error) {
      notify(notifiable(actionErrorText(error)), { type: 'error' });
      return false;
    }
  };

  return (
    <>
      <Button size="small" color={retry ? 'primary' : 'error'} sx={retry ? undefined : { color: 'error.dark' }} startIcon={retry ? <ReplayIcon /> : <DeleteOutlineIcon />} onClick={() => setOpen(true)} disabled={ids.length === 0}>
        {t(retry ? 'operator.jobs.retry' : 'operator.jobs.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(retry ? 'operator.jobs.retryTitle' : 'operator.jobs.removeTitle', count)}
        body={t(retry ? 'operator.jobs.retryBody' : 'operator.jobs.removeBody')}
        confirmLabel={t(retry ? 'operator.jobs.retry' : 'operator.jobs.remove')}
        busyLabel={t(retry ? 'operator.jobs.retry' : 'operator.jobs.remove')}
        cancelLabel={t('operator.back')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
