import { randomUUID } from 'node:crypto';
import type { StudentSubmissions, Submission } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCohort, HomeworkCourse, HomeworkGrade, HomeworkSubmission, type User } from '../../../db/index.ts';
import { bodyFieldErrors } from '../../body-field-errors.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { readableSubmission, teacherAssignment, teacherStudent, teacherSubmission } from './access.ts';
import { loadSubmissions, oneSubmission } from './load-submissions.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';
import { tellStudent } from './review.ts';

const one = oneSubmission;

export async function readSubmission(user: User, id: string): Promise<Submission> {
  const { role } = await readableSubmission(user, id);
  return one(id, role);
}

/** Every version of every student, newest first (spec 2 '/homework/assignments/{id}'). */
export async function assignmentSubmissions(teacherId: string, assignmentId: string): Promise<Submission[]> {
  await teacherAssignment(teacherId, assignmentId);
  return loadSubmissions((q) => void q.where('homework_submissions.assignment_id', assignmentId), 'teacher');
}

/** One cohort student's work for their teacher, with the page's stats (over latest versions). */
export async function studentSubmissions(teacherId: string, cohortStudentId: string): Promise<StudentSubmissions> {
  const student = await teacherStudent(teacherId, cohortStudentId);
  const cohort = await HomeworkCohort.query().findById(student.cohortId).throwIfNotFound();
  const course = await HomeworkCourse.query().findById(cohort.courseId).throwIfNotFound();
  const submissions = await loadSubmissions((q) => void q.where('homework_submissions.cohort_student_id', cohortStudentId), 'teacher');
  const latest = new Map<string, Submission>();
  for (const s of submissions) if (!latest.has(s.assignment.id)) latest.set(s.assignment.id, s);
  const graded = [...latest.values()].filter((s) => s.status === 'graded');
  const percents = graded.filter((s) => s.finalScore !== null && s.assignment.maxScore).map((s) => ((s.finalScore ?? 0) / (s.assignment.maxScore ?? 1)) * 100);
  return {
    student: { id: student.id, displayName: student.displayName, email: student.email, cohort: { id: cohort.id, name: cohort.name }, course: { id: course.id, name: course.name } },
    stats: {
      total: latest.size,
      graded: graded.length,
      pending: latest.size - graded.length,
      averagePercent: percents.length ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10 : null,
    },
    submissions,
  };
}

export async function deleteSubmission(teacherId: string, id: string): Promise<void> {
  await teacherSubmission(teacherId, id);
  await HomeworkSubmission.query().deleteById(id);
}

interface TeacherGrade {
  score: number | null;
  feedback: string | null;
  reason: string | null;
}

/** A teacher's grade: kept in the grade history and put in force; the audit log names who and why. */
async function gradeAsTeacher(teacher: User, submission: HomeworkSubmission, grade: TeacherGrade, action: string): Promise<string> {
  const now = new Date();
  return HomeworkSubmission.transaction(async (trx) => {
    const row = await HomeworkGrade.query(trx).insertAndFetch({ submissionId: submission.id, source: 'teacher', score: grade.score, feedback: grade.feedback, reason: grade.reason, gradedByUserId: teacher.id });
    await HomeworkSubmission.query(trx).patchAndFetchById(submission.id, { status: 'graded', finalScore: grade.score, finalFeedback: grade.feedback, gradedBy: 'teacher', checkedAt: now, aiConfidence: null, reviewReason: null });
    await recordAuditEvent(
      { eventKey: `${action}:${submission.id}:${randomUUID()}`, action, actorId: teacher.id, userId: teacher.id, reason: grade.reason, details: { submissionId: submission.id, score: grade.score }, occurredAt: now },
      trx,
    );
    return row.id;
  });
}

/** PUT /submissions/:id/score: within 0..maxScore of a graded assignment. */
export async function scoreSubmission(teacher: User, id: string, body: { score: number; feedback?: string | null; reason: string }, outbox: TelegramOutbox): Promise<Submission> {
  const submission = await teacherSubmission(teacher.id, id);
  const assignment = await HomeworkAssignment.query().findById(submission.assignmentId).throwIfNotFound();
  if (!assignment.gradingEnabled || assignment.maxScore === null) throw bodyFieldErrors([{ path: 'score', message: 'This assignment is feedback only: it takes no score' }]);
  if (body.score > assignment.maxScore) throw bodyFieldErrors([{ path: 'score', message: `score must be from 0 to ${assignment.maxScore}` }]);
  const feedback = body.feedback === undefined ? submission.finalFeedback : body.feedback;
  const gradeId = await gradeAsTeacher(teacher, submission, { score: body.score, feedback, reason: body.reason }, 'homework.submission.scored');
  await tellStudent(outbox, id, `hw-grade-${gradeId}`);
  return one(id, 'teacher');
}

/** PUT /submissions/:id: the teacher rewrites the feedback; the score stays (spec 7: body not shown). */
export async function updateFeedback(teacher: User, id: string, feedback: string, outbox: TelegramOutbox): Promise<Submission> {
  const submission = await teacherSubmission(teacher.id, id);
  const assignment = await HomeworkAssignment.query().findById(submission.assignmentId).throwIfNotFound();
  // A graded assignment's submission is not 'graded' by feedback alone.
  if (assignment.gradingEnabled && submission.finalScore === null) throw new AppError('conflict', 'Set a score for this submission first.');
  const gradeId = await gradeAsTeacher(teacher, submission, { score: submission.finalScore, feedback, reason: null }, 'homework.submission.feedback');
  await tellStudent(outbox, id, `hw-grade-${gradeId}`);
  return one(id, 'teacher');
}
