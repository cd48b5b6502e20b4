import { useT } from '../../../i18n/LocaleProvider';
import { homeworkApi } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { Loaded } from '../shared/Loaded';
import { useBackToCourse } from '../shared/use-back-to-course';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { EditCourseForm } from './EditCourseForm';

/** Spec 2 '/homework/courses/{id}/edit': the course's form once it is read. */
export function EditCoursePage() {
  const t = useT();
  const id = useRouteId('id');
  const { load, reload } = useLoad(id, (client) => homeworkApi.course(client, id ?? ''));
  const back = useBackToCourse(id);

  return (
    <HomeworkPage title={t('homework.editCourse.title')} subtitle={load.kind === 'ready' ? load.value.name : undefined} back={back}>
      <Loaded load={load} reload={reload} notFound="homework.courseNotFound" failed="homework.course.loadFailed">
        {(course) => <EditCourseForm course={course} />}
      </Loaded>
    </HomeworkPage>
  );
}
