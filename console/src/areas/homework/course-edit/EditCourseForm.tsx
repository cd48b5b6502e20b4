import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { CourseFields } from '../shared/CourseFields';
import { DeleteCourseDialog } from '../shared/DeleteCourseDialog';
import { failedBecause, showSuccess } from '../shared/errors';
import { FormActions } from '../shared/FormActions';
import { FormCard } from '../shared/FormCard';
import { homeworkApi, type CourseDetail } from '../shared/homework-api';
import { homeworkScreens } from '../shared/routes';
import { useFormSave } from '../shared/use-form-save';
import { useItemDialog } from '../shared/use-item-dialog';
import { useNameDescription } from '../shared/use-name-description';

/**
 * Spec 2 'Edit course': Name (required) and description, 'Save Changes' back to the course, and
 * 'Delete Course' after a confirmation (the server refuses an archived course with a 409 whose
 * message is shown).
 */
export function EditCourseForm({ course }: { course: CourseDetail }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const form = useFormSave();
  const deleting = useItemDialog<CourseDetail>();
  const fields = useNameDescription({ name: course.name, description: course.description ?? '' });

  const save = () => {
    if (fields.blank || form.saving) return;
    void form.save(
      () => homeworkApi.updateCourse(api, course.id, fields.body),
      () => {
        showSuccess('homework.editCourse.saved');
        void navigate(homeworkScreens.course(course.id));
      },
      (error) => failedBecause(t, 'homework.editCourse.failed', error),
    );
  };

  const deleteButton = (
    <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => deleting.openFor(course)} disabled={form.saving}>
      {t('homework.editCourse.delete')}
    </Button>
  );

  return (
    <>
      <FormCard
        label={t('homework.editCourse.title')}
        onSubmit={save}
        failure={form.failure}
        actions={<FormActions start={deleteButton} cancelTo={homeworkScreens.course(course.id)} submitLabel={t(form.saving ? 'homework.editCourse.saving' : 'homework.editCourse.save')} canSubmit={!fields.blank && !form.saving} />}
      >
        <CourseFields values={fields.values} onChange={fields.setValues} disabled={form.saving} serverErrors={form.fieldErrors} />
      </FormCard>
      <DeleteCourseDialog dialog={deleting} onDeleted={() => void navigate(homeworkScreens.courses)} />
    </>
  );
}
