import type { Assignment, CohortStudent, CourseSummary, ReviewFlag, Submission, SubmissionFile, SubmissionFileWithReading } from '../../../contracts/homework.ts';
import type { HomeworkAssignment, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export interface CourseCounts {
  cohorts: { id: string; name: string; students: number }[];
  assignments: number;
}

export function presentCourse(course: HomeworkCourse, counts: CourseCounts): CourseSummary {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
    archivedAt: iso(course.archivedAt),
    cohorts: counts.cohorts.map((c) => ({ id: c.id, name: c.name, _count: { students: c.students } })),
    _count: { cohorts: counts.cohorts.length, assignments: counts.assignments, students: counts.cohorts.reduce((sum, c) => sum + c.students, 0) },
  };
}

export function presentAssignment(a: HomeworkAssignment, course: { id: string; name: string }, submissions: number): Assignment {
  return {
    id: a.id,
    courseId: a.courseId,
    title: a.title,
    description: a.description,
    maxScore: a.maxScore,
    gradingEnabled: a.gradingEnabled,
    checkPrompt: a.checkPrompt,
    feedbackPrompt: a.feedbackPrompt,
    order: a.sortOrder,
    archivedAt: iso(a.archivedAt),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    course: { id: course.id, name: course.name },
    _count: { submissions },
  };
}

export function presentStudent(s: HomeworkCohortStudent): CohortStudent {
  return {
    id: s.id,
    displayName: s.displayName,
    email: s.email,
    telegramCode: s.telegramCode,
    telegramUserId: s.telegramUserId === null ? null : String(s.telegramUserId),
    isActive: s.isActive,
    joinedAt: s.joinedAt.toISOString(),
    activatedAt: iso(s.activatedAt),
  };
}

/** Files are fetched through the API, which checks who asks (issue 15 signs short-lived links). */
export function presentFile(f: HomeworkSubmissionFile): SubmissionFile {
  return { id: f.id, originalName: f.originalName, fileType: f.fileType, fileSize: f.fileSize, fileUrl: `/api/homework/files/${f.id}` };
}

/** The teacher also sees what the vision model read from a picture or PDF: the grade stood on it. */
const fileFor = (f: HomeworkSubmissionFile, viewer: 'teacher' | 'student'): SubmissionFileWithReading =>
  viewer === 'teacher' && !f.fileType.startsWith('text/') ? { ...presentFile(f), transcription: f.transcription } : presentFile(f);

export interface SubmissionContext {
  student: Pick<HomeworkCohortStudent, 'id' | 'displayName' | 'email'>;
  assignment: Pick<HomeworkAssignment, 'id' | 'title' | 'maxScore' | 'gradingEnabled'>;
  course: Pick<HomeworkCourse, 'id' | 'name'>;
}

/**
 * A grade held for review is the teacher's to see: the student sees the submission as pending
 * until the teacher accepts or changes it (issue 15).
 */
export function presentSubmission(s: HomeworkSubmission, ctx: SubmissionContext, viewer: 'teacher' | 'student'): Submission {
  const held = viewer === 'student' && s.status === 'needs_review';
  return {
    id: s.id,
    content: s.content,
    files: (s.files ?? []).map((f) => fileFor(f, viewer)),
    finalScore: held ? null : s.finalScore,
    finalFeedback: held ? null : s.finalFeedback,
    checkedAt: held ? null : iso(s.checkedAt),
    submittedAt: s.submittedAt.toISOString(),
    version: s.version,
    status: held ? 'pending' : s.status,
    gradedBy: held ? null : s.gradedBy,
    ...(viewer === 'teacher' ? { aiConfidence: s.aiConfidence, reviewReason: s.reviewReason, reviewFlags: (s.reviewFlags as ReviewFlag[] | null) ?? null } : {}),
    cohortStudent: { id: ctx.student.id, displayName: ctx.student.displayName, email: ctx.student.email },
    assignment: { id: ctx.assignment.id, title: ctx.assignment.title, maxScore: ctx.assignment.maxScore, gradingEnabled: ctx.assignment.gradingEnabled, course: { id: ctx.course.id, name: ctx.course.name } },
  };
}
