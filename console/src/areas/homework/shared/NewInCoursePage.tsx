import type { ReactNode } from 'react';
import { HomeworkPage } from './HomeworkPage';
import { NotFound } from './LoadProblem';
import { useBackToCourse } from './use-back-to-course';
import { useRouteId } from './use-route-id';

interface Props {
  title: string;
  subtitle: string;
  /** The form, for the course of the address. */
  children: (courseId: string) => ReactNode;
}

/** A page that adds something to the course of its address (a cohort, an assignment); 'Course ID is required' when the address has none. */
export function NewInCoursePage({ title, subtitle, children }: Props) {
  const courseId = useRouteId('id');
  const back = useBackToCourse(courseId);
  return (
    <HomeworkPage title={title} subtitle={subtitle} back={back}>
      {courseId === null ? <NotFound message="homework.courseIdRequired" /> : children(courseId)}
    </HomeworkPage>
  );
}
