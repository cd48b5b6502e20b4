import { Dialog, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { ApiError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { DialogForm } from '../shared/DialogForm';
import { DialogFormActions } from '../shared/DialogFormActions';
import { failedBecause, serverWords, showSuccess } from '../shared/errors';
import { homeworkApi, type RegradeStats } from '../shared/homework-api';
import { useFormSave } from '../shared/use-form-save';

/** The API's words when the assignment has nothing to grade (contracts/homework.ts): spec 8 says them. */
const NOTHING_TO_REGRADE = 'No submissions to regrade.';

export const isNothingToRegrade = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && serverWords(error) === NOTHING_TO_REGRADE;

interface Props {
  assignment: { id: string; title: string };
  onClose: () => void;
  onStarted: (stats: RegradeStats) => void;
  /** After a refusal: a run may already be going on. */
  onRefused: () => void;
}

/**
 * 'Regrade All Submissions' confirmed, with an optional reason kept with the run (spec 7:
 * {reason}). Spec 8's notice once it is started; 'No submissions to regrade.' as it is, other
 * failures with spec 8's text and the reason, in the dialog.
 */
export function RegradeAllDialog({ assignment, onClose, onStarted, onRefused }: Props) {
  const t = useT();
  const api = useApi();
  const form = useFormSave();
  const titleId = useId();
  const introId = useId();
  const [reason, setReason] = useState('');
  const { saving, fieldErrors } = form;

  const start = () => {
    if (saving) return;
    const text = reason.trim();
    void form.save(
      () => homeworkApi.regradeAll(api, assignment.id, text === '' ? {} : { reason: text }),
      (stats) => {
        showSuccess('homework.assignment.regradeStarted');
        onStarted(stats);
        onClose();
      },
      (error) => {
        onRefused();
        // The text ends its own sentence ('Please try again.'): the reason follows it.
        return isNothingToRegrade(error) ? t('homework.assignment.nothingToRegrade') : failedBecause(t, 'homework.assignment.regradeAllFailed', error, ' ');
      },
    );
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} aria-describedby={introId} maxWidth="sm" fullWidth>
      <DialogForm
        titleId={titleId}
        introId={introId}
        title={t('homework.assignment.regradeAllDialog.title')}
        intro={t('homework.assignment.regradeAllDialog.intro', { title: assignment.title })}
        onSubmit={start}
        failure={form.failure}
        actions={<DialogFormActions onCancel={onClose} saving={saving} canSubmit={!saving} submitLabel={t(saving ? 'homework.assignment.regradeAllDialog.busy' : 'homework.assignment.regradeAllDialog.confirm')} />}
      >
        <TextField
          label={t('homework.assignment.regradeAllDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          autoFocus
          disabled={saving}
          error={fieldErrors.reason !== undefined}
          helperText={fieldErrors.reason ?? t('homework.assignment.regradeAllDialog.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.reasonMax } }}
        />
      </DialogForm>
    </Dialog>
  );
}
