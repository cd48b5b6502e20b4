import { Dialog, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';
import { DialogForm } from '../shared/DialogForm';
import { DialogFormActions } from '../shared/DialogFormActions';
import { describeHomeworkError, refusedFields } from '../shared/errors';
import { homeworkApi, type Assignment, type StudentDashboard, type Submission } from '../shared/homework-api';
import { randomKey } from '../shared/random-key';
import { useFormSave } from '../shared/use-form-save';
import { AnswerFiles } from './AnswerFiles';
import type { FileProblem } from './answer-files';

type StudentCohort = StudentDashboard['cohorts'][number];
/** The student's cohorts of this course, asked for only when the server says it needs one of them. */
type Cohorts = { kind: 'loading' } | { kind: 'ready'; list: StudentCohort[] } | { kind: 'failed' };

interface Props {
  assignment: Assignment;
  onClose: () => void;
  /** The new version, as the server answered it (pending). */
  onSent: (submission: Submission) => void;
}

/**
 * A student's answer to an assignment (POST /homework/submissions): text, files, or both. The
 * files get the browser's first look (count, size, type: answer-files.ts); the server decides.
 * Every press of Submit on an unchanged form is one attempt under one Idempotency-Key, so
 * sending it again after a lost answer makes no second version; any change makes a new attempt.
 * A student in several cohorts of the course is asked which one they answer for when the
 * server says so.
 */
export function SubmitAnswerDialog({ assignment, onClose, onSent }: Props) {
  const t = useT();
  const api = useApi();
  const form = useFormSave();
  const titleId = useId();
  const introId = useId();
  const cohortLabelId = useId();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [cohorts, setCohorts] = useState<Cohorts | null>(null);
  const [cohortStudentId, setCohortStudentId] = useState('');
  const [checked, setChecked] = useState(false);
  const attempt = useRef<string | null>(null);
  const { saving, fieldErrors } = form;

  /** What is sent changed: the next Submit is a new attempt, and the server's words about the old one no longer hold. */
  const changed = (fields: readonly string[]) => {
    attempt.current = null;
    form.forgetFieldErrors(fields);
  };

  const hasAnswer = content.trim() !== '' || files.length > 0;
  const needsCohort = cohorts !== null;
  const answerError = checked && !hasAnswer ? t('homework.submitAnswer.required') : fieldErrors.content;
  const cohortError = checked && needsCohort && cohortStudentId === '' ? t('homework.submitAnswer.cohortRequired') : fieldErrors.cohortStudentId;

  const readCohorts = async () => {
    setCohorts({ kind: 'loading' });
    try {
      const dashboard = await homeworkApi.studentDashboard(api);
      setCohorts({ kind: 'ready', list: dashboard.cohorts.filter((row) => row.cohort.course.id === assignment.courseId) });
    } catch {
      setCohorts({ kind: 'failed' });
    }
  };

  /** 'Your answer was not sent: essay.png is not a file we take: …': each refused field's words, else the answer's. */
  const describe = (error: unknown) => {
    const refused = refusedFields(error);
    if (refused.some(({ field }) => field === 'cohortStudentId') && cohorts?.kind !== 'ready') void readCohorts();
    const reason = refused.length > 0 ? refused.map(({ message }) => message).join(' ') : renderText(t, describeHomeworkError(error));
    return `${t('homework.submitAnswer.failed')} ${reason}`;
  };

  const send = () => {
    setChecked(true);
    if (!hasAnswer || (needsCohort && cohortStudentId === '') || saving) return;
    attempt.current ??= randomKey();
    const key = attempt.current;
    const body = { assignmentId: assignment.id, content, ...(cohortStudentId === '' ? {} : { cohortStudentId }) };
    void form.save(
      () => homeworkApi.submit(api, body, files, key),
      (submission) => {
        toasts.show({
          title: { key: 'homework.submitAnswer.sent', values: { version: submission.version } },
          description: { key: assignment.gradingEnabled ? 'homework.submitAnswer.sentBody' : 'homework.submitAnswer.sentBodyFeedback' },
          variant: 'success',
        });
        onSent(submission);
        onClose();
      },
      describe,
    );
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} aria-describedby={introId} maxWidth="sm" fullWidth>
      <DialogForm
        titleId={titleId}
        introId={introId}
        title={t('homework.submitAnswer.title', { title: assignment.title })}
        intro={t('homework.submitAnswer.intro')}
        onSubmit={send}
        failure={form.failure}
        actions={<DialogFormActions onCancel={onClose} saving={saving} canSubmit={!saving && cohorts?.kind !== 'loading'} submitLabel={t(saving ? 'homework.submitAnswer.sending' : 'homework.submitAnswer.submit')} />}
      >
        <TextField
          label={t('homework.submitAnswer.answer')}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            changed(['content']);
          }}
          multiline
          minRows={6}
          autoFocus
          disabled={saving}
          error={answerError !== undefined}
          helperText={answerError ?? t('homework.submitAnswer.answerHelp')}
          slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.contentMax } }}
        />
        <AnswerFiles
          files={files}
          problems={problems}
          disabled={saving}
          onChange={(next, left) => {
            setFiles(next);
            setProblems(left);
            changed(['files', 'content']);
          }}
        />
        {cohorts !== null && (
          <FormControl error={cohortError !== undefined || cohorts.kind === 'failed'} required disabled={saving}>
            <FormLabel id={cohortLabelId}>{t('homework.submitAnswer.cohort')}</FormLabel>
            {cohorts.kind === 'ready' && (
              <RadioGroup
                aria-labelledby={cohortLabelId}
                value={cohortStudentId}
                onChange={(event) => {
                  setCohortStudentId(event.target.value);
                  changed(['cohortStudentId']);
                }}
              >
                {cohorts.list.map((row) => (
                  <FormControlLabel key={row.id} value={row.id} control={<Radio />} label={row.cohort.name} />
                ))}
              </RadioGroup>
            )}
            <FormHelperText>{cohorts.kind === 'failed' ? t('homework.submitAnswer.cohortsFailed') : (cohortError ?? t('homework.submitAnswer.cohortHelp'))}</FormHelperText>
          </FormControl>
        )}
      </DialogForm>
    </Dialog>
  );
}
