import { Box } from '@mui/material';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { CourseFields } from '../shared/CourseFields';
import { serverWords, showSuccess } from '../shared/errors';
import { FormActions } from '../shared/FormActions';
import { FormCard } from '../shared/FormCard';
import { homeworkApi } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { homeworkScreens } from '../shared/routes';
import { useFormSave } from '../shared/use-form-save';
import { useNameDescription } from '../shared/use-name-description';
import { useRedirectLater } from '../shared/use-redirect-later';
import { WhatsNextPanel } from './WhatsNextPanel';

/**
 * Spec 2 '/homework/courses/new': Course Name and Description, Cancel and 'Create Course'
 * (disabled while the name is blank), the 'What's Next?' panel; on success a toast and the
 * course page 100 ms later; on failure the server's message, else spec 8's text.
 */
export function NewCoursePage() {
  const t = useT();
  const api = useApi();
  const redirect = useRedirectLater();
  const form = useFormSave();
  const fields = useNameDescription();

  const submit = () => {
    if (fields.blank || form.saving) return;
    const { name, description } = fields.body;
    void form.save(
      () => homeworkApi.createCourse(api, { name, ...(description === null ? {} : { description }) }),
      (course) => {
        showSuccess('homework.newCourse.created');
        redirect(homeworkScreens.course(course.id));
      },
      (error) => serverWords(error) ?? t('homework.newCourse.failed'),
    );
  };

  return (
    <HomeworkPage title={t('homework.newCourse.title')} subtitle={t('homework.newCourse.subtitle')} back={{ to: homeworkScreens.courses, label: t('homework.toCourses') }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <FormCard
          label={t('homework.newCourse.title')}
          onSubmit={submit}
          failure={form.failure}
          actions={<FormActions cancelTo={homeworkScreens.courses} submitLabel={t(form.saving ? 'homework.newCourse.creating' : 'homework.newCourse.submit')} canSubmit={!fields.blank && !form.saving} />}
        >
          <CourseFields values={fields.values} onChange={fields.setValues} disabled={form.saving} serverErrors={form.fieldErrors} />
        </FormCard>
        <WhatsNextPanel />
      </Box>
    </HomeworkPage>
  );
}
