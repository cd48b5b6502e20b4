import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { CodeWithCopy } from '../shared/CodeWithCopy';
import { DialogForm } from '../shared/DialogForm';
import { DialogFormActions } from '../shared/DialogFormActions';
import { failedBecause } from '../shared/errors';
import { homeworkApi, type CohortStudent } from '../shared/homework-api';
import { studentCode } from '../shared/student-code';
import { useFormSave } from '../shared/use-form-save';

interface Props {
  open: boolean;
  cohortId: string;
  onAdded: (student: CohortStudent) => void;
  onClose: () => void;
}

/**
 * Spec 2 'Add Student': Student Name (required) and Email (optional). The code is made here and
 * sent as telegramCode; the server always draws its own (using ours when free would tell a
 * teacher which codes other cohorts hold), so the code shown afterwards is always the answer's.
 */
export function AddStudentDialog({ open, cohortId, onAdded, onClose }: Props) {
  const t = useT();
  const api = useApi();
  const form = useFormSave();
  const titleId = useId();
  const introId = useId();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [added, setAdded] = useState<CohortStudent | null>(null);
  const { saving, fieldErrors } = form;
  const blank = displayName.trim() === '';
  const nameError = touched && blank ? t('homework.students.dialog.nameRequired') : fieldErrors.displayName;

  const reset = () => {
    setDisplayName('');
    setEmail('');
    setTouched(false);
    setAdded(null);
    form.reset();
  };

  const submit = () => {
    setTouched(true);
    if (blank || saving) return;
    void form.save(
      () => homeworkApi.addStudent(api, cohortId, { displayName: displayName.trim(), email: email.trim() === '' ? null : email.trim(), telegramCode: studentCode() }),
      (student) => {
        setAdded(student);
        onAdded(student);
        // The dialog stays open with the student's code: it may close again.
        form.reset();
      },
      (error) => failedBecause(t, 'homework.students.dialog.failed', error),
    );
  };

  return (
    <Dialog open={open} onClose={() => !saving && onClose()} aria-labelledby={titleId} aria-describedby={introId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: reset } }} data-testid="add-student-dialog">
      {added === null ? (
        <DialogForm
          titleId={titleId}
          introId={introId}
          title={t('homework.students.dialog.title')}
          intro={t('homework.students.dialog.intro')}
          onSubmit={submit}
          failure={form.failure}
          actions={<DialogFormActions onCancel={onClose} saving={saving} canSubmit={!blank && !saving} submitLabel={t(saving ? 'homework.students.dialog.adding' : 'homework.students.dialog.submit')} />}
        >
          <TextField
            label={t('homework.students.dialog.name')}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            autoFocus
            disabled={saving}
            error={nameError !== undefined}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.nameMax } }}
          />
          <TextField
            type="email"
            label={t('homework.students.dialog.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={saving}
            error={fieldErrors.email !== undefined}
            helperText={fieldErrors.email ?? t('homework.students.dialog.emailHelp')}
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
          />
        </DialogForm>
      ) : (
        <>
          <DialogTitle id={titleId}>{t('homework.students.dialog.doneTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={introId} sx={{ mb: 2 }}>
              {t('homework.students.dialog.done', { name: added.displayName })}
            </DialogContentText>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CodeWithCopy code={added.telegramCode} size="large" copyLabel={t('homework.students.copyCode', { name: added.displayName })} />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('homework.students.dialog.finish')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
