import { useT } from '../../../i18n/LocaleProvider';
import type { BackLink } from './HomeworkPage';
import { homeworkScreens } from './routes';

/**
 * The way back from a page of one course's things: to that course, or, while the course is not
 * known (still loading, not found), to where the page was reached from: the courses or the dashboard.
 */
export function useBackToCourse(courseId: string | null, orElse: 'courses' | 'dashboard' = 'courses'): BackLink {
  const t = useT();
  if (courseId !== null) return { to: homeworkScreens.course(courseId), label: t('homework.toCourse') };
  return orElse === 'courses' ? { to: homeworkScreens.courses, label: t('homework.toCourses') } : { to: homeworkScreens.dashboard, label: t('homework.toDashboard') };
}
