import { useT } from '../../../i18n/LocaleProvider';
import { NewInCoursePage } from '../shared/NewInCoursePage';
import { NewCohortForm } from './NewCohortForm';

/** Spec 2 'Create cohort': the cohort's form, with 'Back to Course'. */
export function NewCohortPage() {
  const t = useT();
  return (
    <NewInCoursePage title={t('homework.newCohort.title')} subtitle={t('homework.newCohort.subtitle')}>
      {(courseId) => <NewCohortForm courseId={courseId} />}
    </NewInCoursePage>
  );
}
