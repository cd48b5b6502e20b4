import { Box, Checkbox, FormControlLabel, FormHelperText, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { failedBecause, showSuccess } from '../shared/errors';
import { FormActions } from '../shared/FormActions';
import { FormCard } from '../shared/FormCard';
import { homeworkApi } from '../shared/homework-api';
import { homeworkScreens } from '../shared/routes';
import { useFormSave } from '../shared/use-form-save';
import { assignmentBody, assignmentProblems, initialAssignment, type AssignmentField, type AssignmentValues } from './assignment-form';

/**
 * Title, description, automatic grading on or off (off: feedback only, maxScore null), Maximum
 * Score (only with grading), Order, Grading Prompt and an optional Additional Feedback Prompt.
 * Our checks first, then the server's (its 400 fields) on each field.
 */
export function NewAssignmentForm({ courseId }: { courseId: string }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const form = useFormSave();
  const gradingHelpId = useId();
  const [values, setValues] = useState<AssignmentValues>(initialAssignment);
  const [checked, setChecked] = useState(false);
  const problems = assignmentProblems(values);

  const set = (patch: Partial<AssignmentValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    form.forgetFieldErrors(Object.keys(patch));
  };
  const errorOf = (field: AssignmentField): string | undefined => {
    const problem = problems[field];
    if (checked && problem !== undefined) return t(problem);
    return form.fieldErrors[field];
  };
  const fieldProps = (field: AssignmentField, help?: string) => {
    const error = errorOf(field);
    return { error: error !== undefined, helperText: error ?? help, disabled: form.saving };
  };

  const submit = () => {
    setChecked(true);
    if (form.saving || Object.keys(problems).length > 0) return;
    void form.save(
      () => homeworkApi.createAssignment(api, assignmentBody(courseId, values)),
      () => {
        showSuccess('homework.newAssignment.created');
        void navigate(homeworkScreens.course(courseId));
      },
      (error) => failedBecause(t, 'homework.newAssignment.failed', error),
    );
  };

  return (
    <FormCard
      label={t('homework.newAssignment.title')}
      onSubmit={submit}
      failure={form.failure}
      maxWidth={840}
      actions={<FormActions cancelTo={homeworkScreens.course(courseId)} submitLabel={t(form.saving ? 'homework.newAssignment.creating' : 'homework.newAssignment.submit')} canSubmit={!form.saving} />}
    >
      <TextField
        label={t('homework.newAssignment.assignmentTitle')}
        placeholder={t('homework.newAssignment.titlePlaceholder')}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        required
        {...fieldProps('title')}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.nameMax } }}
      />
      <TextField
        label={t('homework.newAssignment.description')}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        required
        multiline
        minRows={3}
        {...fieldProps('description', t('homework.newAssignment.descriptionHelp'))}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.descriptionMax } }}
      />
      <Box>
        <FormControlLabel
          control={<Checkbox checked={values.gradingEnabled} onChange={(event) => set({ gradingEnabled: event.target.checked })} disabled={form.saving} slotProps={{ input: { 'aria-describedby': gradingHelpId } }} />}
          label={t('homework.newAssignment.gradingEnabled')}
        />
        <FormHelperText id={gradingHelpId} sx={{ mt: 0 }}>
          {t(values.gradingEnabled ? 'homework.newAssignment.gradingOnHelp' : 'homework.newAssignment.gradingOffHelp')}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {values.gradingEnabled && (
          <TextField
            type="number"
            label={t('homework.newAssignment.maxScore')}
            value={values.maxScore}
            onChange={(event) => set({ maxScore: event.target.value })}
            required
            {...fieldProps('maxScore', t('homework.newAssignment.maxScoreHelp'))}
            slotProps={{ htmlInput: { min: HOMEWORK_LIMITS.maxScore.min, max: HOMEWORK_LIMITS.maxScore.max, step: 1, inputMode: 'numeric' } }}
          />
        )}
        <TextField
          type="number"
          label={t('homework.newAssignment.order')}
          value={values.order}
          onChange={(event) => set({ order: event.target.value })}
          {...fieldProps('order', t('homework.newAssignment.orderHelp'))}
          slotProps={{ htmlInput: { min: 0, max: HOMEWORK_LIMITS.orderMax, step: 1, inputMode: 'numeric' } }}
        />
      </Box>
      <TextField
        label={t('homework.newAssignment.checkPrompt')}
        value={values.checkPrompt}
        onChange={(event) => set({ checkPrompt: event.target.value })}
        required
        multiline
        minRows={4}
        {...fieldProps('checkPrompt', t('homework.newAssignment.checkPromptHelp'))}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.promptMax } }}
      />
      <TextField
        label={t('homework.newAssignment.feedbackPrompt')}
        value={values.feedbackPrompt}
        onChange={(event) => set({ feedbackPrompt: event.target.value })}
        multiline
        minRows={3}
        {...fieldProps('feedbackPrompt', t('homework.newAssignment.feedbackPromptHelp'))}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.promptMax } }}
      />
    </FormCard>
  );
}
