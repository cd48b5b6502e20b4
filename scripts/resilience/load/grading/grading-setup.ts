import { randomInt } from 'node:crypto';
import { joinCohort } from '../../../../core/domain/homework/join-cohort.ts';
import { newStudentCode } from '../../../../core/domain/homework/student-code.ts';
import { HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, User } from '../../../../db/index.ts';
import type { TelegramPerson } from '../telegram/updates.ts';
import { letters } from '../telegram/tokens.ts';

/** A student of the load's cohort: the Telegram account they joined with, their cohort-student row. */
export interface Student {
  person: TelegramPerson;
  cohortStudentId: string;
}

export interface LoadAssignment {
  id: string;
  title: string;
  description: string;
}

export interface GradingClass {
  courseName: string;
  students: Student[];
  assignments: LoadAssignment[];
}

/**
 * Assignments the offers take in turn: each has a title of its own, so the grade notice the
 * student hears ("📝 <title>: 8/10") says which assignment it is for.
 */
const ASSIGNMENTS = 12;
const DESCRIPTION = 'Explain photosynthesis: how chlorophyll captures light energy, and how water and carbon dioxide become glucose and oxygen.';

/**
 * How many students share the offers: a conversation takes the bot four messages (three answers
 * and the grade) and Telegram lets a bot send a chat one a second, so a student makes a
 * submission every few seconds at best; about one student per four offers of the run, within
 * bounds, keeps the conversations from queueing behind one another.
 */
export const studentsFor = (expectedOffers: number): number => Math.min(40, Math.max(3, Math.ceil(expectedOffers / 4)));

/** Telegram accounts of the run's own (ids no other load writes from). */
export function freshStudents(run: string, count: number): TelegramPerson[] {
  const first = 7_700_000_000 + randomInt(1_000_000) * 100;
  return Array.from({ length: count }, (_, i) => ({ id: first + i, firstName: `Student${i + 1}`, username: `student_${run}_${i + 1}` }));
}

/**
 * A teacher's course as the console leaves it (scripts/test/e2e/homework-bot.integration.test.ts seeds it
 * so): a course, a cohort, graded assignments, and one student per demo Telegram account who
 * joined with their code as the bot's join does (joinCohort).
 */
export async function seedGradingClass(run: string, people: readonly TelegramPerson[]): Promise<GradingClass> {
  const teacher = await User.query().insert({ googleId: `resilience-teacher-${run}`, email: `teacher-${run}@example.com`, name: `Teacher ${run}`, role: 'user' });
  const courseName = `Biology ${run}`;
  const course = await HomeworkCourse.query().insert({ teacherId: teacher.id, name: courseName });
  const cohort = await HomeworkCohort.query().insert({ courseId: course.id, name: `Cohort ${run}` });
  const assignments: LoadAssignment[] = [];
  for (let i = 0; i < ASSIGNMENTS; i += 1) {
    const title = `Essay ${run} ${letters(i, 2)}`;
    const row = await HomeworkAssignment.query().insert({
      courseId: course.id,
      title,
      description: DESCRIPTION,
      gradingEnabled: true,
      maxScore: 10,
      checkPrompt: 'Award points for chlorophyll, light energy, water, carbon dioxide, glucose and oxygen.',
      sortOrder: i,
    });
    assignments.push({ id: row.id, title, description: DESCRIPTION });
  }
  const students: Student[] = [];
  for (const person of people) {
    const row = await HomeworkCohortStudent.query().insert({ cohortId: cohort.id, displayName: `${person.firstName} ${run}`, telegramCode: newStudentCode() });
    const joined = await joinCohort({ code: row.telegramCode, telegramUserId: person.id, locale: 'en', userId: null });
    if (joined.status !== 'joined') throw new Error(`demo Telegram user ${person.id} could not join the load's cohort: ${joined.status}`);
    students.push({ person, cohortStudentId: row.id });
  }
  return { courseName, students, assignments };
}
