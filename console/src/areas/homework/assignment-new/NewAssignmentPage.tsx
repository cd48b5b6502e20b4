import { useT } from '../../../i18n/LocaleProvider';
import { NewInCoursePage } from '../shared/NewInCoursePage';
import { NewAssignmentForm } from './NewAssignmentForm';

/** Spec 2 'Create assignment': the assignment's form, with 'Back to Course'. */
export function NewAssignmentPage() {
  const t = useT();
  return (
    <NewInCoursePage title={t('homework.newAssignment.title')} subtitle={t('homework.newAssignment.subtitle')}>
      {(courseId) => <NewAssignmentForm courseId={courseId} />}
    </NewInCoursePage>
  );
}
