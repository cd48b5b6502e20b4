import type { z } from 'zod';
import type { CohortDetail, CohortStudent, CohortThresholds, cohortCreateSchema, studentAddSchema, thresholdsSchema } from '../../../contracts/homework.ts';
import { HomeworkCohort, HomeworkCohortStudent } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { teacherCohort, teacherCourse } from './access.ts';
import { presentStudent } from './present.ts';
import { isCodeTaken, newStudentCode } from './student-code.ts';

type CreateBody = z.output<typeof cohortCreateSchema>;
type StudentBody = z.output<typeof studentAddSchema>;

const thresholdsOf = (c: HomeworkCohort): CohortThresholds => ({ passPercent: c.passPercent, reviewBelowConfidence: c.reviewBelowConfidence });

function present(cohort: HomeworkCohort, course: { id: string; name: string }, students: HomeworkCohortStudent[]): CohortDetail {
  return {
    id: cohort.id,
    name: cohort.name,
    description: cohort.description,
    createdAt: cohort.createdAt.toISOString(),
    course: { id: course.id, name: course.name },
    thresholds: thresholdsOf(cohort),
    students: students.map(presentStudent),
  };
}

export async function createCohort(teacherId: string, body: CreateBody): Promise<CohortDetail> {
  const course = await teacherCourse(teacherId, body.courseId);
  const cohort = await HomeworkCohort.query().insertAndFetch({ courseId: course.id, name: body.name, description: body.description });
  return present(cohort, course, []);
}

export async function readCohort(teacherId: string, cohortId: string): Promise<CohortDetail> {
  const cohort = await teacherCohort(teacherId, cohortId);
  const students = await HomeworkCohortStudent.query().where('cohort_id', cohortId).orderBy([{ column: 'joined_at' }, { column: 'id' }]);
  return present(cohort, cohort.course, students);
}

/** Permanent: the students and their submissions go with it (foreign keys cascade). */
export async function deleteCohort(teacherId: string, cohortId: string): Promise<void> {
  await teacherCohort(teacherId, cohortId);
  await HomeworkCohort.query().deleteById(cohortId);
}

export async function updateThresholds(teacherId: string, cohortId: string, patch: z.output<typeof thresholdsSchema>): Promise<CohortThresholds> {
  await teacherCohort(teacherId, cohortId);
  const cohort = await HomeworkCohort.query().patchAndFetchById(cohortId, { ...patch, updatedAt: new Date() });
  return thresholdsOf(cohort);
}

/**
 * Codes are unique across every cohort (the bot knows a student by the code alone), so the code
 * is always the server's own draw: the console's telegramCode (spec 3: made in the browser) is
 * validated and then not used. Using it when free and drawing another when taken told any caller
 * which codes other teachers' pending students held, and such a code joins their cohort.
 */
export async function addStudent(teacherId: string, cohortId: string, body: StudentBody): Promise<CohortStudent> {
  await teacherCohort(teacherId, cohortId);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      const student = await HomeworkCohortStudent.query().insertAndFetch({ cohortId, displayName: body.displayName, email: body.email ?? null, telegramCode: newStudentCode() });
      return presentStudent(student);
    } catch (err) {
      if (!isCodeTaken(err)) throw err;
    }
  }
  throw new AppError('service_unavailable', 'No free student code was found. Please try again.');
}

export async function removeStudent(teacherId: string, cohortId: string, studentId: string): Promise<void> {
  await teacherCohort(teacherId, cohortId);
  const removed = await HomeworkCohortStudent.query().delete().where({ id: studentId, cohort_id: cohortId });
  if (removed === 0) throw new AppError('not_found', 'Student not found');
}
