import type { z } from 'zod';
import { linkCodeSchema, linkStatusSchema, telegramLinkPaths, type LinkCodeBody, type LinkStatusBody } from '../../../../../contracts/telegram.ts';
import {
  homeworkPaths,
  type regradeAllSchema,
  type assignmentCreateSchema,
  type cohortCreateSchema,
  type courseCreateSchema,
  type courseUpdateSchema,
  type scoreSchema,
  type studentAddSchema,
  type submissionCreateSchema,
  type thresholdsSchema,
  type Assignment,
  type AssignmentDetail,
  type CohortDetail,
  type CohortStudent,
  type CohortThresholds,
  type CourseDetail,
  type CourseSummary,
  type FileLink,
  type Gradebook,
  type GradebookStudent,
  type HomeworkRole,
  type RegradeStats,
  type StudentDashboard,
  type StudentSubmissions,
  type Submission,
  type TeacherDashboard,
} from '../../../../../contracts/homework.ts';
import type { ApiClient } from '../../../api/client';

export type {
  Assignment,
  AssignmentDetail,
  CohortDetail,
  CohortStudent,
  CohortThresholds,
  CourseDetail,
  CourseSummary,
  FileLink,
  Gradebook,
  GradebookStudent,
  HomeworkRole,
  LinkCodeBody,
  LinkStatusBody,
  RegradeStats,
  StudentDashboard,
  StudentSubmissions,
  Submission,
  TeacherDashboard,
};
export type CourseBody = z.input<typeof courseCreateSchema>;
export type CourseChange = z.input<typeof courseUpdateSchema>;
export type CohortBody = z.input<typeof cohortCreateSchema>;
export type ThresholdsBody = z.input<typeof thresholdsSchema>;
export type StudentBody = z.input<typeof studentAddSchema>;
export type AssignmentBody = z.input<typeof assignmentCreateSchema>;
export type ScoreBody = z.input<typeof scoreSchema>;
export type RegradeAllBody = z.input<typeof regradeAllSchema>;
export type SubmissionBody = z.input<typeof submissionCreateSchema>;

/** Every JSON answer of the homework API is `{ data }` (contracts/homework.ts). */
interface Answer<T> {
  data: T;
}
const data = async <T>(answer: Promise<Answer<T>>): Promise<T> => (await answer).data;

/** Spec 7 'Homework': the teaching side's calls at contracts/homework.ts's paths. */
export const homeworkApi = {
  role: (api: ApiClient) => data(api.get<Answer<HomeworkRole>>(homeworkPaths.role)),
  teacherDashboard: (api: ApiClient) => data(api.get<Answer<TeacherDashboard>>(homeworkPaths.teacherDashboard)),
  studentDashboard: (api: ApiClient) => data(api.get<Answer<StudentDashboard>>(homeworkPaths.studentDashboard)),

  courses: (api: ApiClient, archived: boolean) => data(api.get<Answer<CourseSummary[]>>(homeworkPaths.courses(archived))),
  /** With `archived`, the course's archived assignments instead of its active ones. */
  course: (api: ApiClient, id: string, archived = false) => data(api.get<Answer<CourseDetail>>(homeworkPaths.course(id, archived))),
  createCourse: (api: ApiClient, body: CourseBody) => data(api.post<Answer<CourseSummary>>(homeworkPaths.courses(), body)),
  updateCourse: (api: ApiClient, id: string, body: CourseChange) => data(api.put<Answer<CourseSummary>>(homeworkPaths.course(id), body)),
  deleteCourse: (api: ApiClient, id: string) => data(api.delete<Answer<{ id: string }>>(homeworkPaths.course(id))),
  archiveCourse: (api: ApiClient, id: string, archive: boolean) => data(api.post<Answer<CourseSummary>>(homeworkPaths.archiveCourse(id), { archive })),
  duplicateCourse: (api: ApiClient, id: string) => data(api.post<Answer<CourseSummary>>(homeworkPaths.duplicateCourse(id))),
  gradebook: (api: ApiClient, courseId: string, cohortId?: string) => data(api.get<Answer<Gradebook>>(homeworkPaths.gradebook(courseId, cohortId))),
  gradebookCsv: (api: ApiClient, courseId: string, cohortId?: string) => api.blob(homeworkPaths.gradebookExport(courseId, cohortId)),

  cohort: (api: ApiClient, id: string) => data(api.get<Answer<CohortDetail>>(homeworkPaths.cohort(id))),
  createCohort: (api: ApiClient, body: CohortBody) => data(api.post<Answer<CohortDetail>>(homeworkPaths.cohorts, body)),
  deleteCohort: (api: ApiClient, id: string) => data(api.delete<Answer<{ id: string }>>(homeworkPaths.cohort(id))),
  saveThresholds: (api: ApiClient, id: string, body: ThresholdsBody) => data(api.put<Answer<CohortThresholds>>(homeworkPaths.cohortThresholds(id), body)),
  cohortCsv: (api: ApiClient, id: string) => api.blob(homeworkPaths.cohortExport(id)),
  addStudent: (api: ApiClient, cohortId: string, body: StudentBody) => data(api.post<Answer<CohortStudent>>(homeworkPaths.cohortStudents(cohortId), body)),
  removeStudent: (api: ApiClient, cohortId: string, studentId: string) => data(api.delete<Answer<{ id: string }>>(homeworkPaths.cohortStudent(cohortId, studentId))),

  assignment: (api: ApiClient, id: string) => data(api.get<Answer<AssignmentDetail>>(homeworkPaths.assignment(id))),
  createAssignment: (api: ApiClient, body: AssignmentBody) => data(api.post<Answer<Assignment>>(homeworkPaths.assignments, body)),
  archiveAssignment: (api: ApiClient, id: string, archive: boolean) => data(api.post<Answer<Assignment>>(homeworkPaths.archiveAssignment(id), { archive })),
  courseAssignments: (api: ApiClient, courseId: string) => data(api.get<Answer<Assignment[]>>(homeworkPaths.courseAssignments(courseId))),
  submissions: (api: ApiClient, assignmentId: string) => data(api.get<Answer<Submission[]>>(homeworkPaths.assignmentSubmissions(assignmentId))),
  submissionsCsv: (api: ApiClient, assignmentId: string) => api.blob(homeworkPaths.assignmentSubmissionsExport(assignmentId)),
  studentSubmissions: (api: ApiClient, cohortStudentId: string) => data(api.get<Answer<StudentSubmissions>>(homeworkPaths.studentSubmissions(cohortStudentId))),
  submission: (api: ApiClient, id: string) => data(api.get<Answer<Submission>>(homeworkPaths.submission(id))),
  /**
   * A student's new version (201, pending, a grading job queued). `idempotencyKey` names the
   * attempt: the same key sent again is the same submission, however often the request is retried.
   * With files: multipart/form-data (the files under `files`); without: JSON.
   */
  submit: (api: ApiClient, body: SubmissionBody, files: readonly File[], idempotencyKey: string) => {
    const headers = { 'Idempotency-Key': idempotencyKey };
    if (files.length === 0) return data(api.post<Answer<Submission>>(homeworkPaths.submissions, body, { headers }));
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.append(name, value);
    for (const file of files) form.append('files', file, file.name);
    return data(api.post<Answer<Submission>>(homeworkPaths.submissions, form, { headers }));
  },
  deleteSubmission: (api: ApiClient, id: string) => data(api.delete<Answer<{ id: string }>>(homeworkPaths.submission(id))),
  setScore: (api: ApiClient, id: string, body: ScoreBody) => data(api.put<Answer<Submission>>(homeworkPaths.submissionScore(id), body)),
  /** 202: a grading job is queued and the submission is pending again. */
  regradeSubmission: (api: ApiClient, id: string) => data(api.post<Answer<Submission>>(homeworkPaths.submissionRegrade(id))),
  /** The teacher releases a held AI grade as it is ('needs_review' to 'graded'). */
  acceptSubmission: (api: ApiClient, id: string) => data(api.post<Answer<Submission>>(homeworkPaths.submissionAccept(id))),
  /** 202: the run is started (409 'No submissions to regrade.' when there is nothing to grade). */
  regradeAll: (api: ApiClient, assignmentId: string, body: RegradeAllBody) => data(api.post<Answer<RegradeStats>>(homeworkPaths.assignmentRegrade(assignmentId), body)),
  regradeStats: (api: ApiClient, assignmentId: string) => data(api.get<Answer<RegradeStats>>(homeworkPaths.assignmentRegradeStats(assignmentId))),
  /** A short-lived link to a submission's file: no bearer token needed to follow it. */
  fileLink: (api: ApiClient, fileId: string) => data(api.get<Answer<FileLink>>(homeworkPaths.file(fileId))),

  /** The homework bot's link to the signed-in user (contracts/telegram.ts, bot 'homework'): plain answers, no `{ data }`. */
  botLink: async (api: ApiClient): Promise<LinkStatusBody> => linkStatusSchema.parse(await api.get(telegramLinkPaths.status('homework'))),
  botCode: async (api: ApiClient): Promise<LinkCodeBody> => linkCodeSchema.parse(await api.post(telegramLinkPaths.code('homework'), {})),
  unlinkBot: async (api: ApiClient): Promise<void> => {
    await api.delete(telegramLinkPaths.unlink('homework'));
  },
};
