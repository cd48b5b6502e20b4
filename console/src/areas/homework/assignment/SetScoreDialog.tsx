import { Dialog, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { HOMEWORK_LIMITS, scoreSchema } from '../../../../../contracts/homework.ts';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { DialogForm } from '../shared/DialogForm';
import { DialogFormActions } from '../shared/DialogFormActions';
import { failedBecause, showSuccess } from '../shared/errors';
import { homeworkApi, type Submission } from '../shared/homework-api';
import { useFormSave } from '../shared/use-form-save';

interface Props {
  submission: Submission;
  maxScore: number;
  onClose: () => void;
  onSaved: (submission: Submission) => void;
}

const scoreField = scoreSchema.shape.score;

/**
 * A teacher's grade (PUT score): the score from 0 to the assignment's maximum, the feedback the
 * student sees (the current one to start from) and the reason, which is required and kept in
 * the grade history.
 */
export function SetScoreDialog({ submission, maxScore, onClose, onSaved }: Props) {
  const t = useT();
  const api = useApi();
  const form = useFormSave();
  const titleId = useId();
  const introId = useId();
  const [score, setScore] = useState(submission.finalScore === null ? '' : String(submission.finalScore));
  const [feedback, setFeedback] = useState(submission.finalFeedback ?? '');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const { saving, fieldErrors } = form;

  const value = score.trim() === '' ? Number.NaN : Number(score);
  const scoreValid = scoreField.safeParse(value).success && value <= maxScore;
  const reasonValid = reason.trim() !== '';
  const scoreError = checked && !scoreValid ? t('homework.assignment.scoreDialog.scoreError', { max: maxScore }) : fieldErrors.score;
  const reasonError = checked && !reasonValid ? t('homework.assignment.scoreDialog.reasonRequired') : fieldErrors.reason;

  const save = () => {
    setChecked(true);
    if (!scoreValid || !reasonValid || saving) return;
    const text = feedback.trim();
    void form.save(
      () => homeworkApi.setScore(api, submission.id, { score: value, reason: reason.trim(), ...(text === '' ? {} : { feedback: text }) }),
      (saved) => {
        showSuccess('homework.assignment.scoreSaved');
        onSaved(saved);
        onClose();
      },
      // The text ends its own sentence ('Please try again.'): the reason follows it.
      (error) => failedBecause(t, 'homework.assignment.scoreFailed', error, ' '),
    );
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} aria-describedby={introId} maxWidth="sm" fullWidth>
      <DialogForm
        titleId={titleId}
        introId={introId}
        title={t('homework.assignment.scoreDialog.title', { name: submission.cohortStudent.displayName })}
        intro={t('homework.assignment.scoreDialog.intro')}
        onSubmit={save}
        failure={form.failure}
        actions={<DialogFormActions onCancel={onClose} saving={saving} canSubmit={!saving} submitLabel={t(saving ? 'homework.assignment.scoreDialog.saving' : 'homework.assignment.scoreDialog.save')} />}
      >
        <TextField
          type="number"
          label={t('homework.assignment.scoreDialog.score')}
          value={score}
          onChange={(event) => setScore(event.target.value)}
          required
          autoFocus
          disabled={saving}
          error={scoreError !== undefined}
          helperText={scoreError ?? t('homework.assignment.scoreDialog.scoreHelp', { max: maxScore })}
          slotProps={{ htmlInput: { min: 0, max: maxScore, step: 0.01, inputMode: 'decimal' } }}
        />
        <TextField
          label={t('homework.assignment.scoreDialog.feedback')}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          multiline
          minRows={3}
          disabled={saving}
          error={fieldErrors.feedback !== undefined}
          helperText={fieldErrors.feedback ?? t('homework.assignment.scoreDialog.feedbackHelp')}
          slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.feedbackMax } }}
        />
        <TextField
          label={t('homework.assignment.scoreDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          disabled={saving}
          error={reasonError !== undefined}
          helperText={reasonError ?? t('homework.assignment.scoreDialog.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.reasonMax } }}
        />
      </DialogForm>
    </Dialog>
  );
}
