import { paths } from '../../app/paths';
import type { Area } from '../types';
import { homeworkMessages } from './i18n';

/**
 * The homework module, teaching side (spec 2 'Homework routes'): the dashboard by role
 * (`dashboard/`), courses (`courses/`, `course-new/`, `course/`, `course-edit/`), cohorts and
 * their students (`cohort-new/`, `cohort-students/`), assignments and submissions
 * (`assignment-new/`, `assignment/`, `student-submissions/`, `course-assignments/`), the archive
 * and the gradebook. Every signed-in user may use it; it is no premium feature.
 */
export const homeworkArea: Area = {
  id: 'homework',
  path: paths.homework,
  nav: { label: { en: 'Homework', ru: 'Домашние задания' } },
  messages: homeworkMessages,
  screens: () => import('./routes'),
};
