import { paths } from '../../../app/paths';

const base = paths.homework;
const at = (prefix: string, id: string) => `${base}/${prefix}/${encodeURIComponent(id)}`;

/** The area's screens (spec 2 'Homework routes'), for links; routes.tsx mounts them below /homework. */
export const homeworkScreens = {
  dashboard: base,
  courses: `${base}/courses`,
  newCourse: `${base}/courses/new`,
  course: (id: string) => at('courses', id),
  editCourse: (id: string) => `${at('courses', id)}/edit`,
  newCohort: (courseId: string) => `${at('courses', courseId)}/cohorts/new`,
  newAssignment: (courseId: string) => `${at('courses', courseId)}/assignments/new`,
  gradebook: (courseId: string) => `${at('courses', courseId)}/gradebook`,
  /** Not in spec 2's route list, but the student dashboard links here. */
  courseAssignments: (courseId: string) => `${at('courses', courseId)}/assignments`,
  assignment: (id: string) => at('assignments', id),
  studentSubmissions: (cohortStudentId: string) => `${at('students', cohortStudentId)}/submissions`,
  cohortStudents: (cohortId: string) => `${at('cohorts', cohortId)}/students`,
  archive: `${base}/archive`,
} as const;
