import { STUDENT_CODE_PATTERN } from '../../../contracts/homework.ts';
import { HomeworkCohortStudent } from '../../../db/index.ts';
import { isUniqueViolation } from '../../unique-violation.ts';

/** A code as a student types it, compared as: capitals, without the spaces and dashes people add. */
export const normalizeStudentCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** The student code in a message, if the whole message is one (a sentence that happens to have six letters is not). */
export function studentCodeIn(text: string): string | null {
  if (text.length > 16) return null;
  const code = normalizeStudentCode(text);
  return STUDENT_CODE_PATTERN.test(code) ? code : null;
}

export interface JoinCohortInput {
  code: string;
  telegramUserId: number;
  /** The language to tell the student their grades in. */
  locale: 'en' | 'ru';
  /** The platform account of the chat, when it is linked: the student's own submissions in the console. */
  userId: string | null;
  now?: Date;
}

/** The cohort a code belongs to, as the bot names it. */
export interface JoinedCohort {
  cohortStudentId: string;
  cohortId: string;
  cohortName: string;
  courseId: string;
  courseName: string;
}

export type JoinCohortResult =
  /** Activated now, or already by this Telegram user (a code sent twice, an update delivered twice). */
  | { status: 'joined' | 'already_joined'; cohort: JoinedCohort }
  /** Activated by another Telegram user. */
  | { status: 'used' }
  /** This Telegram user is already the active student of another code of the same cohort. */
  | { status: 'in_cohort_already'; cohort: JoinedCohort }
  | { status: 'unknown' };

const ONE_ACCOUNT_PER_COHORT = 'homework_cohort_students_cohort_id_telegram_user_id_unique';

interface CodeRow {
  id: string;
  cohortId: string;
  isActive: boolean;
  telegramUserId: number | null;
  userId: string | null;
  cohortName: string;
  courseId: string;
  courseName: string;
}

async function findCode(code: string): Promise<CodeRow | undefined> {
  const row = await HomeworkCohortStudent.query()
    .alias('s')
    .join('homework_cohorts as c', 'c.id', 's.cohort_id')
    .join('homework_courses as k', 'k.id', 'c.course_id')
    .where('s.telegram_code', code)
    .first()
    .select('s.id', 's.cohort_id', 's.is_active', 's.telegram_user_id', 's.user_id', 'c.name as cohort_name', 'k.id as course_id', 'k.name as course_name')
    .castTo<CodeRow | undefined>();
  return row ? { ...row, telegramUserId: row.telegramUserId === null ? null : Number(row.telegramUserId) } : undefined;
}

const cohortOf = (row: CodeRow): JoinedCohort => ({ cohortStudentId: row.id, cohortId: row.cohortId, cohortName: row.cohortName, courseId: row.courseId, courseName: row.courseName });

/**
 * A student activates the code their teacher gave them (spec 4: Pending becomes Active once the
 * code is used in the bot). The UPDATE only takes a row that is still pending, so two deliveries
 * racing for one code cannot both win: the loser reads who did. The unique (cohort, Telegram
 * user) index keeps one Telegram account from joining a cohort twice with two codes.
 */
export async function joinCohort(input: JoinCohortInput): Promise<JoinCohortResult> {
  const row = await findCode(input.code);
  if (!row) return { status: 'unknown' };
  if (row.isActive) return settled(row, input);
  try {
    const taken = await HomeworkCohortStudent.query()
      .patch({ isActive: true, telegramUserId: input.telegramUserId, activatedAt: input.now ?? new Date(), locale: input.locale, ...(input.userId ? { userId: input.userId } : {}) })
      .where({ id: row.id, is_active: false });
    if (taken === 1) return { status: 'joined', cohort: cohortOf(row) };
  } catch (err) {
    if (isUniqueViolation(err, ONE_ACCOUNT_PER_COHORT)) return { status: 'in_cohort_already', cohort: cohortOf(row) };
    throw err;
  }
  // Someone activated it between the read and the UPDATE.
  const now = await findCode(input.code);
  return now ? settled(now, input) : { status: 'unknown' };
}

/** An active code: this user's (their language and account brought up to date), or someone else's. */
async function settled(row: CodeRow, input: JoinCohortInput): Promise<JoinCohortResult> {
  if (row.telegramUserId !== input.telegramUserId) return { status: 'used' };
  await HomeworkCohortStudent.query()
    .patch({ locale: input.locale, ...(input.userId && !row.userId ? { userId: input.userId } : {}) })
    .where({ id: row.id, telegram_user_id: input.telegramUserId });
  return { status: 'already_joined', cohort: cohortOf(row) };
}
