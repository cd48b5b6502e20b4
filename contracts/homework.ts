import { z } from 'zod';

/**
 * The homework module, teaching side (spec 02, sections 2 'Homework routes', 3, 4 'Homework',
 * 5, 6, 7 'Homework'). Every path is under /api and needs a signed-in user; it is not a premium
 * feature (docs/decisions.md). Every JSON answer is `{ data }` (spec 7: "response in a data
 * field"), every failure `{ error, message }`. A teacher reaches only their own courses and
 * what is under them, a student only their own submissions and their cohorts' assignments:
 * anything else answers 404.
 *
 *   GET    /api/homework/role                              -> { data: HomeworkRole }
 *   GET    /api/homework/teacher/dashboard                 -> { data: TeacherDashboard }
 *   GET    /api/homework/student/dashboard                 -> { data: StudentDashboard }
 *   GET    /api/homework/courses?archived=true|false       -> { data: CourseSummary[] } (default false)
 *   POST   /api/homework/courses                           courseCreateSchema -> 201 { data: CourseSummary }
 *   GET    /api/homework/courses/:id?archived=true         -> { data: CourseDetail } (archived=true: its archived assignments)
 *   PUT    /api/homework/courses/:id                       courseUpdateSchema -> { data: CourseSummary }
 *   DELETE /api/homework/courses/:id                       -> { data: { id } } (409 while archived)
 *   POST   /api/homework/courses/:id/archive               archiveSchema -> { data: CourseSummary } (409 when already so)
 *   POST   /api/homework/courses/:id/duplicate             -> 201 { data: CourseSummary } (cohorts and assignments, no students)
 *   GET    /api/homework/courses/:id/gradebook?cohortId=   -> { data: Gradebook }
 *   GET    /api/homework/courses/:id/gradebook/export?cohortId= -> text/csv (UTF-8 with BOM)
 *   POST   /api/homework/cohorts                           cohortCreateSchema -> 201 { data: CohortDetail }
 *   GET    /api/homework/cohorts/:id                       -> { data: CohortDetail }
 *   DELETE /api/homework/cohorts/:id                       -> { data: { id } } (its students and their submissions too)
 *   PUT    /api/homework/cohorts/:id/thresholds            thresholdsSchema -> { data: CohortThresholds }
 *   GET    /api/homework/cohorts/:id/gradebook             -> { data: Gradebook } (this cohort only)
 *   GET    /api/homework/cohorts/:id/export                -> text/csv: the roster with codes and scores
 *   POST   /api/homework/cohorts/:id/students              studentAddSchema -> 201 { data: CohortStudent }
 *   DELETE /api/homework/cohorts/:id/students/:studentId   -> { data: { id } }
 *   POST   /api/homework/assignments                       assignmentCreateSchema -> 201 { data: Assignment }
 *   GET    /api/homework/assignments/:id                   -> { data: AssignmentDetail } (teacher, or a student of its course)
 *   PUT    /api/homework/assignments/:id                   assignmentUpdateSchema -> { data: Assignment }
 *   DELETE /api/homework/assignments/:id                   -> { data: { id } }
 *   POST   /api/homework/assignments/:id/archive           archiveSchema -> { data: Assignment }
 *   GET    /api/homework/assignments/course/:courseId      -> { data: Assignment[] } (a student's: with their own submissions)
 *   GET    /api/homework/assignments/:id/submissions       -> { data: Submission[] } newest first
 *   GET    /api/homework/assignments/:id/submissions/export -> text/csv
 *   GET    /api/homework/students/:id/submissions          -> { data: StudentSubmissions } (:id a cohort student)
 *   GET    /api/homework/submissions/student/my            -> { data: Submission[] } (the signed-in student's)
 *   GET    /api/homework/submissions/:id                   -> { data: Submission } (its teacher or its student)
 *   PUT    /api/homework/submissions/:id                   submissionUpdateSchema -> { data: Submission } (teacher's feedback)
 *   DELETE /api/homework/submissions/:id                   -> { data: { id } }
 *   PUT    /api/homework/submissions/:id/score             scoreSchema -> { data: Submission } (a teacher grade)
 *   POST   /api/homework/submissions                       multipart/form-data (assignmentId, content, files) or JSON
 *                                                          submissionCreateSchema -> 201 { data: Submission } (a student's new version)
 *   POST   /api/homework/submissions/:id/regrade           -> 202 { data: Submission } (a grading job is queued)
 *   POST   /api/homework/submissions/:id/accept            -> { data: Submission } (the teacher releases a held AI grade)
 *   POST   /api/homework/assignments/:id/regrade           regradeAllSchema -> 202 { data: RegradeStats } (409 'No submissions to regrade.')
 *   GET    /api/homework/assignments/:id/regrade-stats     -> { data: RegradeStats } (the latest run; status 'none' before any)
 *   GET    /api/homework/files/:id                         -> { data: FileLink } (its teacher or its student; else 404)
 *   GET    /api/homework/files/:id/content?token=          the file itself while the link's token lasts (no session: the token is the grant)
 */
export const homeworkPaths = {
  role: '/homework/role',
  teacherDashboard: '/homework/teacher/dashboard',
  studentDashboard: '/homework/student/dashboard',
  courses: (archived?: boolean) => `/homework/courses${archived === undefined ? '' : `?archived=${archived}`}`,
  course: (id: string, archived?: boolean) => `/homework/courses/${encodeURIComponent(id)}${archived ? '?archived=true' : ''}`,
  archiveCourse: (id: string) => `/homework/courses/${encodeURIComponent(id)}/archive`,
  duplicateCourse: (id: string) => `/homework/courses/${encodeURIComponent(id)}/duplicate`,
  gradebook: (courseId: string, cohortId?: string) => `/homework/courses/${encodeURIComponent(courseId)}/gradebook${cohortId ? `?cohortId=${encodeURIComponent(cohortId)}` : ''}`,
  gradebookExport: (courseId: string, cohortId?: string) =>
    `/homework/courses/${encodeURIComponent(courseId)}/gradebook/export${cohortId ? `?cohortId=${encodeURIComponent(cohortId)}` : ''}`,
  cohorts: '/homework/cohorts',
  cohort: (id: string) => `/homework/cohorts/${encodeURIComponent(id)}`,
  cohortThresholds: (id: string) => `/homework/cohorts/${encodeURIComponent(id)}/thresholds`,
  cohortGradebook: (id: string) => `/homework/cohorts/${encodeURIComponent(id)}/gradebook`,
  cohortExport: (id: string) => `/homework/cohorts/${encodeURIComponent(id)}/export`,
  cohortStudents: (id: string) => `/homework/cohorts/${encodeURIComponent(id)}/students`,
  cohortStudent: (id: string, studentId: string) => `/homework/cohorts/${encodeURIComponent(id)}/students/${encodeURIComponent(studentId)}`,
  assignments: '/homework/assignments',
  assignment: (id: string) => `/homework/assignments/${encodeURIComponent(id)}`,
  archiveAssignment: (id: string) => `/homework/assignments/${encodeURIComponent(id)}/archive`,
  courseAssignments: (courseId: string) => `/homework/assignments/course/${encodeURIComponent(courseId)}`,
  assignmentSubmissions: (id: string) => `/homework/assignments/${encodeURIComponent(id)}/submissions`,
  assignmentSubmissionsExport: (id: string) => `/homework/assignments/${encodeURIComponent(id)}/submissions/export`,
  studentSubmissions: (cohortStudentId: string) => `/homework/students/${encodeURIComponent(cohortStudentId)}/submissions`,
  mySubmissions: '/homework/submissions/student/my',
  submission: (id: string) => `/homework/submissions/${encodeURIComponent(id)}`,
  submissionScore: (id: string) => `/homework/submissions/${encodeURIComponent(id)}/score`,
  submissions: '/homework/submissions',
  submissionRegrade: (id: string) => `/homework/submissions/${encodeURIComponent(id)}/regrade`,
  submissionAccept: (id: string) => `/homework/submissions/${encodeURIComponent(id)}/accept`,
  assignmentRegrade: (id: string) => `/homework/assignments/${encodeURIComponent(id)}/regrade`,
  assignmentRegradeStats: (id: string) => `/homework/assignments/${encodeURIComponent(id)}/regrade-stats`,
  file: (id: string) => `/homework/files/${encodeURIComponent(id)}`,
} as const;

/** Spec 5 and 9. */
export const HOMEWORK_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  promptMax: 10_000,
  maxScore: { min: 1, max: 1000, default: 100 },
  orderMax: 10_000,
  studentCodeLength: 6,
  feedbackMax: 10_000,
  reasonMax: 1000,
  previewChars: 300,
  recentSubmissions: 5,
  /** What one submission may carry (docs/decisions.md 'Homework files'). */
  contentMax: 20_000,
  filesPerSubmission: 10,
  fileMaxBytes: 10 * 1024 * 1024,
  /** How long a file link works. */
  fileLinkSeconds: 300,
} as const;

/**
 * The files a submission takes: pictures (read by the vision model), PDFs (read by the model as
 * a file) and plain text. Anything else is refused with the list, before a byte is stored.
 */
export const SUBMISSION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf', 'text/plain', 'text/markdown', 'text/csv'] as const;
export type SubmissionFileType = (typeof SUBMISSION_FILE_TYPES)[number];
export const isSubmissionFileType = (type: string): type is SubmissionFileType => (SUBMISSION_FILE_TYPES as readonly string[]).includes(type);
/** Shown to students and teachers: what they may send. */
export const SUBMISSION_FILE_KINDS = 'JPEG, PNG, WebP or GIF pictures, PDF, or plain text (.txt, .md, .csv)';

/**
 * The cohort's grading thresholds (spec 7: body not shown; docs/decisions.md). passPercent: a
 * score at or above this share of maxScore passes (the AI grader never gives an empty or
 * off-topic answer a passing score). reviewBelowConfidence: an AI grade less sure than this is
 * held as 'Needs review' for the teacher instead of being sent to the student.
 */
export const THRESHOLD_DEFAULTS = { passPercent: 60, reviewBelowConfidence: 0.7 } as const;

/** Spec 9 'Score colours'. */
export const SCORE_COLOURS = {
  course: { good: 80, fair: 60 },
  gradebook: { good: 90, fair: 70 },
} as const;

/** 6 uppercase letters and digits (spec 3 'Cohort student'). */
export const STUDENT_CODE_PATTERN = /^[A-Z0-9]{6}$/;

const text = (field: string, max: number) => z.string(`${field} must be text`).trim().max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number, message = `${field} is required`) => text(field, max).min(1, message);
/** Blank means none (spec 5: the description is omitted if blank). */
const optionalText = (field: string, max: number) =>
  text(field, max)
    .nullish()
    .transform((v) => (v ? v : null));
export const homeworkIdSchema = (what: string) => z.uuid(`${what} must be an id`);

export const courseCreateSchema = z.object({ name: required('name', HOMEWORK_LIMITS.nameMax, 'Course name is required.'), description: optionalText('description', HOMEWORK_LIMITS.descriptionMax) }).strict();
export const courseUpdateSchema = courseCreateSchema.partial().strict();
export const archiveSchema = z.object({ archive: z.boolean('archive must be true or false').default(true) }).strict();

export const cohortCreateSchema = z
  .object({ courseId: homeworkIdSchema('courseId'), name: required('name', HOMEWORK_LIMITS.nameMax), description: optionalText('description', HOMEWORK_LIMITS.descriptionMax) })
  .strict();
export const thresholdsSchema = z
  .object({
    passPercent: z.number('passPercent must be a number').int('passPercent must be a whole number').min(1, 'passPercent must be from 1 to 100').max(100, 'passPercent must be from 1 to 100'),
    reviewBelowConfidence: z.number('reviewBelowConfidence must be a number').min(0, 'reviewBelowConfidence must be from 0 to 1').max(1, 'reviewBelowConfidence must be from 0 to 1'),
  })
  .partial()
  .strict();

export const studentAddSchema = z
  .object({
    displayName: required('displayName', HOMEWORK_LIMITS.nameMax),
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.email('email must be an email address').max(254).nullish()),
    /** The console makes one (spec 3); the server makes another when it is taken (docs/decisions.md). */
    telegramCode: z.string().trim().toUpperCase().regex(STUDENT_CODE_PATTERN, 'telegramCode must be 6 uppercase letters and digits').optional(),
  })
  .strict();

const maxScore = z
  .number('maxScore must be a number')
  .int('maxScore must be a whole number')
  .min(HOMEWORK_LIMITS.maxScore.min, 'maxScore must be from 1 to 1000')
  .max(HOMEWORK_LIMITS.maxScore.max, 'maxScore must be from 1 to 1000');
const order = z.number('order must be a number').int('order must be a whole number').min(0, 'order must be 0 or more').max(HOMEWORK_LIMITS.orderMax, `order must be at most ${HOMEWORK_LIMITS.orderMax}`);
const assignmentFields = {
  title: required('title', HOMEWORK_LIMITS.nameMax),
  description: required('description', HOMEWORK_LIMITS.descriptionMax),
  gradingEnabled: z.boolean('gradingEnabled must be true or false'),
  maxScore: maxScore.nullable(),
  checkPrompt: required('checkPrompt', HOMEWORK_LIMITS.promptMax),
  feedbackPrompt: optionalText('feedbackPrompt', HOMEWORK_LIMITS.promptMax),
  order,
};

/** Spec 5: maxScore is required when grading is on and null when it is off. */
function refineScore(value: { gradingEnabled?: boolean; maxScore?: number | null }, ctx: z.RefinementCtx): void {
  if (value.gradingEnabled === true && value.maxScore == null) ctx.addIssue({ code: 'custom', path: ['maxScore'], message: 'maxScore is required when grading is enabled' });
  if (value.gradingEnabled === false && value.maxScore != null) ctx.addIssue({ code: 'custom', path: ['maxScore'], message: 'maxScore must be null when grading is off' });
}

export const assignmentCreateSchema = z
  .object({
    courseId: homeworkIdSchema('courseId'),
    ...assignmentFields,
    gradingEnabled: assignmentFields.gradingEnabled.default(true),
    maxScore: assignmentFields.maxScore.optional(),
    feedbackPrompt: assignmentFields.feedbackPrompt.optional().transform((v) => v ?? null),
    order: order.default(0),
  })
  .strict()
  .superRefine(refineScore)
  .transform((v) => ({ ...v, maxScore: v.gradingEnabled ? (v.maxScore ?? null) : null }));
/** Any subset; the rule between gradingEnabled and maxScore is checked again against the stored assignment. */
export const assignmentUpdateSchema = z.object(assignmentFields).partial().strict();

export const scoreSchema = z
  .object({
    score: z.number('score must be a number').min(0, 'score must be 0 or more').multipleOf(0.01, 'score may have at most two decimals'),
    feedback: optionalText('feedback', HOMEWORK_LIMITS.feedbackMax).optional(),
    reason: required('reason', HOMEWORK_LIMITS.reasonMax),
  })
  .strict();
export const submissionUpdateSchema = z.object({ feedback: required('feedback', HOMEWORK_LIMITS.feedbackMax) }).strict();

/**
 * A student's submission from the console (spec 7: "body passed as given"): the multipart form's
 * fields, or the JSON body without files. cohortStudentId picks the cohort when the student is in
 * several of the course's cohorts.
 */
export const submissionCreateSchema = z
  .object({
    assignmentId: homeworkIdSchema('assignmentId'),
    content: text('content', HOMEWORK_LIMITS.contentMax).default(''),
    cohortStudentId: homeworkIdSchema('cohortStudentId').optional(),
  })
  .strict();
export type SubmissionCreateBody = z.infer<typeof submissionCreateSchema>;

/** Regrade All (spec 7: {reason}). */
export const regradeAllSchema = z.object({ reason: text('reason', HOMEWORK_LIMITS.reasonMax).optional() }).strict();

// ---- Answers (spec 3) ----

export interface HomeworkRole {
  isTeacher: boolean;
  isStudent: boolean;
  canCreateCourse: boolean;
}

export interface CohortThresholds {
  passPercent: number;
  reviewBelowConfidence: number;
}

export interface CourseSummary {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  cohorts: { id: string; name: string; _count: { students: number } }[];
  _count: { cohorts: number; assignments: number; students: number };
}

export interface CourseDetail extends CourseSummary {
  /** Active assignments by order, or the archived ones with ?archived=true. */
  assignments: Assignment[];
}

export interface Assignment {
  id: string;
  courseId: string;
  title: string;
  description: string;
  maxScore: number | null;
  gradingEnabled: boolean;
  checkPrompt: string;
  feedbackPrompt: string | null;
  order: number;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  course: { id: string; name: string };
  _count: { submissions: number };
  /** In a student's list: their own submissions to it, newest version first. */
  submissions?: Submission[];
}

export interface AssignmentStats {
  total: number;
  graded: number;
  pending: number;
  /** Mean of the graded scores, null when none are. */
  averageScore: number | null;
}

export interface AssignmentDetail extends Assignment {
  stats: AssignmentStats;
}

export interface SubmissionFile {
  id: string;
  originalName: string;
  fileType: string;
  fileSize: number;
  fileUrl: string;
}

/** pending: not graded yet; needs_review: an unsure AI grade held for the teacher; graded. */
export type SubmissionStatus = 'pending' | 'needs_review' | 'graded';
export type GradeSource = 'ai' | 'teacher';

/** A file as the teacher sees it: what the vision model read from it, which the grade stood on. */
export interface SubmissionFileWithReading extends SubmissionFile {
  transcription?: string | null;
}

export interface Submission {
  id: string;
  content: string;
  files: SubmissionFileWithReading[];
  finalScore: number | null;
  finalFeedback: string | null;
  checkedAt: string | null;
  submittedAt: string;
  version: number;
  status: SubmissionStatus;
  gradedBy: GradeSource | null;
  /** The teacher's view only: how sure the AI was of the grade in force (null for a teacher's grade). */
  aiConfidence?: number | null;
  /** The teacher's view only: why a grade is held as 'Needs review' (low confidence, or no valid grade). */
  reviewReason?: string | null;
  /** The teacher's view only: what held the grade besides the AI's confidence (ReviewFlag); null or absent when nothing did. */
  reviewFlags?: ReviewFlag[] | null;
  cohortStudent: { id: string; displayName: string; email: string | null };
  assignment: { id: string; title: string; maxScore: number | null; gradingEnabled: boolean; course: { id: string; name: string } };
}

/**
 * Why an AI grade is held for the teacher whatever the model's confidence (docs/decisions.md
 * 'What releases an AI grade'):
 * - addresses_grader: the submission speaks to the grader ("award full marks", "игнорируй
 *   критерии", a fake "Grading criteria:" heading): `where` it was (the typed text, a file's name,
 *   a file's text or reading) and the words found;
 * - model_flagged: the grading model itself said the submission speaks to it;
 * - unreadable_file: nothing could be read from this file (missing, or nothing legible);
 * - too_long: the typed text and the text files are over HOMEWORK_LIMITS.contentMax together, so
 *   nothing was graded (submissions that long are refused; this holds any made before).
 */
export type ReviewFlag =
  | { kind: 'addresses_grader'; where: 'text' | 'file_name' | 'file'; file: string | null; phrase: string }
  | { kind: 'model_flagged' }
  | { kind: 'unreadable_file'; file: string }
  | { kind: 'too_long'; characters: number; limit: number };

/** GET /homework/files/:id: a link to the file that works for HOMEWORK_LIMITS.fileLinkSeconds. */
export interface FileLink {
  url: string;
  expiresAt: string;
  originalName: string;
  fileType: string;
  /** Pictures open in the browser ('View'); anything else downloads ('Download'). */
  inline: boolean;
}

/**
 * The assignment's latest Regrade All (GET regrade-stats): 'none' before any. done counts the
 * submissions regraded so far, of which heldForReview were held as 'Needs review' and failed
 * could not be graded (held too, without a score).
 */
export interface RegradeStats {
  status: 'none' | 'running' | 'completed' | 'failed';
  runId: string | null;
  total: number;
  done: number;
  failed: number;
  heldForReview: number;
  reason: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface StudentSubmissions {
  student: { id: string; displayName: string; email: string | null; cohort: { id: string; name: string }; course: { id: string; name: string } };
  stats: { total: number; graded: number; pending: number; averagePercent: number | null };
  submissions: Submission[];
}

export interface CohortStudent {
  id: string;
  displayName: string;
  email: string | null;
  telegramCode: string;
  telegramUserId: string | null;
  isActive: boolean;
  joinedAt: string;
  activatedAt: string | null;
}

export interface CohortDetail {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  course: { id: string; name: string };
  thresholds: CohortThresholds;
  students: CohortStudent[];
}

export interface TeacherDashboard {
  stats: { totalCourses: number; totalStudents: number; totalAssignments: number; pendingGrading: number };
  courses: { id: string; name: string; description: string | null; cohorts: { id: string; name: string; _count: { students: number } }[]; assignments: { id: string }[] }[];
  pendingSubmissions: { id: string; submittedAt: string; assignment: { id: string; title: string; course: { name: string } }; cohortStudent: { displayName: string } }[];
  /** Submissions per ISO week (Monday), the last 8 weeks, oldest first: the dashboard's chart. */
  submissionsByWeek: { weekStart: string; count: number }[];
}

export interface StudentDashboard {
  stats: { totalCohorts: number; totalSubmissions: number; pendingGrading: number; averageScore: number | null };
  cohorts: { id: string; cohort: { id: string; name: string; course: { id: string; name: string; assignments: { id: string; submissions: { id: string }[] }[] } } }[];
  recentSubmissions: { id: string; finalScore: number | null; submittedAt: string; status: SubmissionStatus; assignment: { id: string; title: string; maxScore: number | null; course: { name: string } } }[];
}

export type ScoreTrend = 'up' | 'down' | 'flat';

export interface GradebookStudent {
  id: string;
  displayName: string;
  email: string | null;
  telegramUserId: string | null;
  isActive: boolean;
  /** The latest version's score per assignment id; null: not submitted or not graded yet. */
  scores: Record<string, number | null>;
  totalEarned: number;
  /** The maxScore of the assignments that have a score, so average = earned / possible. */
  totalPossible: number;
  average: number | null;
  trend: ScoreTrend | null;
  submittedCount: number;
  totalAssignments: number;
}

export interface Gradebook {
  course: { id: string; name: string };
  /** The course's active assignments with grading on, by order. */
  assignments: { id: string; title: string; maxScore: number; order: number }[];
  cohorts: { id: string; name: string; students: GradebookStudent[] }[];
  summary: { totalStudents: number; averageScore: number | null; submissionRate: number | null; telegramConnected: number };
  /** Mean percent per assignment, for the chart. */
  assignmentAverages: { assignmentId: string; average: number | null }[];
}

/** Spec 2: the course name with non-alphanumerics (any script's) replaced by underscores, '_gradebook_', the date. */
export function gradebookFileName(courseName: string, date: Date): string {
  return `${filePart(courseName)}_gradebook_${day(date)}.csv`;
}

const filePart = (name: string) => name.replace(/[^\p{L}\p{N}]/gu, '_');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The cohort export: '<course>_<cohort>_students_<date>.csv', by the gradebook's rule. */
export const cohortExportFileName = (courseName: string, cohortName: string, date: Date): string => `${filePart(courseName)}_${filePart(cohortName)}_students_${day(date)}.csv`;

/** An assignment's submissions: '<title>_submissions_<date>.csv'. */
export const submissionsExportFileName = (title: string, date: Date): string => `${filePart(title)}_submissions_${day(date)}.csv`;
