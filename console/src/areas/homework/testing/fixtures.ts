import type {
  Assignment,
  LinkStatusBody,
  RegradeStats,
  CohortDetail,
  CohortStudent,
  CourseSummary,
  Gradebook,
  GradebookStudent,
  HomeworkRole,
  StudentDashboard,
  Submission,
  TeacherDashboard,
} from '../shared/homework-api';

/** An id as the server makes them (the screens check ids are UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const COURSE_ID = uuid(1);
export const OTHER_COURSE_ID = uuid(2);
export const ARCHIVED_COURSE_ID = uuid(3);
export const COHORT_ID = uuid(11);
export const OTHER_COHORT_ID = uuid(12);
export const ASSIGNMENT_ID = uuid(21);
export const FEEDBACK_ASSIGNMENT_ID = uuid(22);
export const ARCHIVED_ASSIGNMENT_ID = uuid(23);
export const STUDENT_ID = uuid(31);
export const PENDING_STUDENT_ID = uuid(32);
export const OTHER_STUDENT_ID = uuid(33);
export const SUBMISSION_ID = uuid(41);
export const OLDER_SUBMISSION_ID = uuid(42);
export const PENDING_SUBMISSION_ID = uuid(43);

export const teacherRole: HomeworkRole = { isTeacher: true, isStudent: false, canCreateCourse: true };
export const studentRole: HomeworkRole = { isTeacher: false, isStudent: true, canCreateCourse: true };
export const bothRoles: HomeworkRole = { isTeacher: true, isStudent: true, canCreateCourse: true };
export const noRole: HomeworkRole = { isTeacher: false, isStudent: false, canCreateCourse: true };

/** A course as stored: what its summary and detail are computed from. */
export type CourseRecord = Pick<CourseSummary, 'id' | 'name' | 'description' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

export const courseRecord = (fields: Partial<CourseRecord> = {}): CourseRecord => ({
  id: COURSE_ID,
  name: 'Python Basics',
  description: 'Variables, loops and functions.',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  archivedAt: null,
  ...fields,
});

export const cohortStudent = (fields: Partial<CohortStudent> = {}): CohortStudent => ({
  id: STUDENT_ID,
  displayName: 'Ivan Petrov',
  email: 'ivan@example.com',
  telegramCode: 'K7M2XQ',
  telegramUserId: '100200300',
  isActive: true,
  joinedAt: '2026-02-02T10:00:00.000Z',
  activatedAt: '2026-02-03T10:00:00.000Z',
  ...fields,
});

export const pendingStudent = (fields: Partial<CohortStudent> = {}): CohortStudent =>
  cohortStudent({ id: PENDING_STUDENT_ID, displayName: 'Maria Ivanova', email: null, telegramCode: 'P4ND1N', telegramUserId: null, isActive: false, activatedAt: null, ...fields });

export const cohort = (fields: Partial<CohortDetail> = {}): CohortDetail => ({
  id: COHORT_ID,
  name: 'Spring 2026',
  description: null,
  createdAt: '2026-02-01T11:00:00.000Z',
  course: { id: COURSE_ID, name: 'Python Basics' },
  thresholds: { passPercent: 60, reviewBelowConfidence: 0.7 },
  students: [cohortStudent(), pendingStudent()],
  ...fields,
});

export const assignment = (fields: Partial<Assignment> = {}): Assignment => ({
  id: ASSIGNMENT_ID,
  courseId: COURSE_ID,
  title: 'Loops',
  description: 'Print the numbers from 1 to 10.',
  maxScore: 10,
  gradingEnabled: true,
  checkPrompt: 'Full marks for a loop that prints 1 to 10.',
  feedbackPrompt: null,
  order: 1,
  archivedAt: null,
  createdAt: '2026-02-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
  course: { id: COURSE_ID, name: 'Python Basics' },
  _count: { submissions: 0 },
  ...fields,
});

export const feedbackAssignment = (fields: Partial<Assignment> = {}): Assignment =>
  assignment({ id: FEEDBACK_ASSIGNMENT_ID, title: 'Reflection', description: 'What did you learn this week?', maxScore: null, gradingEnabled: false, checkPrompt: 'Be kind.', order: 2, ...fields });

export const submission = (fields: Partial<Submission> = {}): Submission => ({
  id: SUBMISSION_ID,
  content: 'for i in range(1, 11):\n    print(i)',
  files: [],
  finalScore: 9,
  finalFeedback: 'Correct loop; mind the off-by-one next time.',
  checkedAt: '2026-03-05T10:05:00.000Z',
  submittedAt: '2026-03-05T10:00:00.000Z',
  version: 2,
  status: 'graded',
  gradedBy: 'ai',
  cohortStudent: { id: STUDENT_ID, displayName: 'Ivan Petrov', email: 'ivan@example.com' },
  assignment: { id: ASSIGNMENT_ID, title: 'Loops', maxScore: 10, gradingEnabled: true, course: { id: COURSE_ID, name: 'Python Basics' } },
  ...fields,
});

export const teacherDashboard = (fields: Partial<TeacherDashboard> = {}): TeacherDashboard => ({
  stats: { totalCourses: 2, totalStudents: 7, totalAssignments: 5, pendingGrading: 6 },
  courses: [
    { id: COURSE_ID, name: 'Python Basics', description: 'Variables, loops and functions.', cohorts: [{ id: COHORT_ID, name: 'Spring 2026', _count: { students: 4 } }, { id: OTHER_COHORT_ID, name: 'Autumn 2025', _count: { students: 3 } }], assignments: [{ id: ASSIGNMENT_ID }, { id: FEEDBACK_ASSIGNMENT_ID }] },
    { id: OTHER_COURSE_ID, name: 'Data Science', description: null, cohorts: [], assignments: [] },
  ],
  pendingSubmissions: Array.from({ length: 6 }, (_, index) => ({
    id: uuid(500 + index),
    submittedAt: `2026-03-0${index + 1}T09:00:00.000Z`,
    assignment: { id: ASSIGNMENT_ID, title: `Pending work ${index + 1}`, course: { name: 'Python Basics' } },
    cohortStudent: { displayName: `Student ${index + 1}` },
  })),
  submissionsByWeek: [
    { weekStart: '2026-02-09', count: 3 },
    { weekStart: '2026-02-16', count: 0 },
    { weekStart: '2026-02-23', count: 5 },
    { weekStart: '2026-03-02', count: 12 },
  ],
  ...fields,
});

export const studentDashboard = (fields: Partial<StudentDashboard> = {}): StudentDashboard => ({
  stats: { totalCohorts: 1, totalSubmissions: 6, pendingGrading: 1, averageScore: 8.25 },
  cohorts: [
    {
      id: uuid(600),
      cohort: { id: COHORT_ID, name: 'Spring 2026', course: { id: COURSE_ID, name: 'Python Basics', assignments: [{ id: ASSIGNMENT_ID, submissions: [{ id: SUBMISSION_ID }] }, { id: FEEDBACK_ASSIGNMENT_ID, submissions: [] }, { id: uuid(24), submissions: [] }] } },
    },
  ],
  recentSubmissions: [
    { id: uuid(700), finalScore: 9, submittedAt: '2026-03-05T10:00:00.000Z', status: 'graded', assignment: { id: ASSIGNMENT_ID, title: 'Loops', maxScore: 10, course: { name: 'Python Basics' } } },
    { id: uuid(701), finalScore: null, submittedAt: '2026-03-06T10:00:00.000Z', status: 'pending', assignment: { id: ASSIGNMENT_ID, title: 'Functions', maxScore: 20, course: { name: 'Python Basics' } } },
    ...Array.from({ length: 4 }, (_, index) => ({
      id: uuid(710 + index),
      finalScore: 5,
      submittedAt: '2026-03-01T10:00:00.000Z',
      status: 'graded' as const,
      assignment: { id: ASSIGNMENT_ID, title: `Older work ${index + 1}`, maxScore: 10, course: { name: 'Python Basics' } },
    })),
  ],
  ...fields,
});

export const gradebookStudent = (fields: Partial<GradebookStudent> = {}): GradebookStudent => ({
  id: STUDENT_ID,
  displayName: 'Ivan Petrov',
  email: 'ivan@example.com',
  telegramUserId: '100200300',
  isActive: true,
  scores: { [ASSIGNMENT_ID]: 9.5, [uuid(24)]: 14 },
  totalEarned: 23.5,
  totalPossible: 30,
  average: 78.3,
  trend: 'up',
  submittedCount: 2,
  totalAssignments: 3,
  ...fields,
});

export const gradebook = (fields: Partial<Gradebook> = {}): Gradebook => ({
  course: { id: COURSE_ID, name: 'Python Basics: Week 1/2' },
  assignments: [
    { id: ASSIGNMENT_ID, title: 'Loops', maxScore: 10, order: 1 },
    { id: uuid(24), title: 'Functions', maxScore: 20, order: 2 },
    { id: uuid(25), title: 'Classes', maxScore: 10, order: 3 },
  ],
  cohorts: [
    { id: COHORT_ID, name: 'Spring 2026', students: [gradebookStudent(), gradebookStudent({ id: PENDING_STUDENT_ID, displayName: 'Maria Ivanova', email: null, telegramUserId: null, scores: { [ASSIGNMENT_ID]: 6, [uuid(24)]: null }, totalEarned: 6, totalPossible: 10, average: 60, trend: 'down', submittedCount: 1 })] },
    { id: OTHER_COHORT_ID, name: 'Autumn 2025', students: [gradebookStudent({ id: OTHER_STUDENT_ID, displayName: 'Oleg Sidorov', email: 'oleg@school.org', telegramUserId: '555', scores: {}, totalEarned: 0, totalPossible: 0, average: null, trend: null, submittedCount: 0 })] },
  ],
  summary: { totalStudents: 3, averageScore: 69.2, submissionRate: 33.3, telegramConnected: 2 },
  assignmentAverages: [
    { assignmentId: ASSIGNMENT_ID, average: 77.5 },
    { assignmentId: uuid(24), average: 70 },
    { assignmentId: uuid(25), average: null },
  ],
  ...fields,
});

/** The latest Regrade All before there is any. */
export const noRegrade = (fields: Partial<RegradeStats> = {}): RegradeStats => ({
  status: 'none',
  runId: null,
  total: 0,
  done: 0,
  failed: 0,
  heldForReview: 0,
  reason: null,
  startedAt: null,
  finishedAt: null,
  ...fields,
});

/** A Regrade All on its way. */
export const regradeRun = (fields: Partial<RegradeStats> = {}): RegradeStats =>
  noRegrade({ status: 'running', runId: uuid(800), total: 4, done: 1, startedAt: '2026-03-10T11:59:00.000Z', ...fields });

/** The teacher's link to the homework bot: not linked, the bot running on this server. */
export const botLink = (fields: Partial<LinkStatusBody> = {}): LinkStatusBody => ({
  bot: 'homework',
  available: true,
  connected: false,
  username: null,
  botUsername: 'sandbox_homework_bot',
  linkedAt: null,
  ...fields,
});
