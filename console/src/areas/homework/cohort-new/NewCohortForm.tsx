import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { failedBecause, showSuccess } from '../shared/errors';
import { FormActions } from '../shared/FormActions';
import { FormCard } from '../shared/FormCard';
import { homeworkApi } from '../shared/homework-api';
import { NameDescriptionFields, type NameDescriptionTexts } from '../shared/NameDescriptionFields';
import { homeworkScreens } from '../shared/routes';
import { useFormSave } from '../shared/use-form-save';
import { useNameDescription } from '../shared/use-name-description';

const COHORT_TEXTS: NameDescriptionTexts = {
  name: 'homework.newCohort.name',
  namePlaceholder: 'homework.newCohort.namePlaceholder',
  nameRequired: 'homework.newCohort.nameRequired',
  description: 'homework.newCohort.description',
};

/** Cohort Name (required; the button waits for it) and Description; back to the course once created. */
export function NewCohortForm({ courseId }: { courseId: string }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const form = useFormSave();
  const fields = useNameDescription();

  const submit = () => {
    if (fields.blank || form.saving) return;
    void form.save(
      () => homeworkApi.createCohort(api, { courseId, ...fields.body }),
      () => {
        showSuccess('homework.newCohort.created');
        void navigate(homeworkScreens.course(courseId));
      },
      (error) => failedBecause(t, 'homework.newCohort.failed', error),
    );
  };

  return (
    <FormCard
      label={t('homework.newCohort.title')}
      onSubmit={submit}
      failure={form.failure}
      maxWidth={720}
      actions={<FormActions cancelTo={homeworkScreens.course(courseId)} submitLabel={t(form.saving ? 'homework.newCohort.creating' : 'homework.newCohort.submit')} canSubmit={!fields.blank && !form.saving} />}
    >
      <NameDescriptionFields texts={COHORT_TEXTS} values={fields.values} onChange={fields.setValues} disabled={form.saving} serverErrors={form.fieldErrors} />
    </FormCard>
  );
}
