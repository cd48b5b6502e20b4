import type { Knex } from 'knex';

export interface SeedCourse {
  teacherId: string;
  name: string;
  students: number;
  cohorts: number;
  assignments: number;
  /** Two letters that start every student's 6-character code: codes are unique across all cohorts. */
  codePrefix: string;
}

export interface SeededCourse {
  courseId: string;
  /** Rows written: every version of every submission, and the grades behind them. */
  submissions: number;
  grades: number;
}

const FIRST = ['Alexei', 'Maria', 'Dmitry', 'Elena', 'Sergei', 'Olga', 'Nikita', 'Daria', 'Pavel', 'Sofia', 'Artem', 'Polina', 'Kirill', 'Anastasia', 'Egor'];
const LAST = ['Ivanov', 'Kuznetsova', 'Popov', 'Volkova', 'Lebedev', 'Novikova', 'Morozov', 'Sokolova', 'Fedorov', 'Pavlova', 'Semenov', 'Golubeva', 'Vinogradov', 'Orlova', 'Zaitsev'];
const MAX_SCORES = [10, 20, 25, 50, 100];

/*
 * The mix, each decided by a hash of the student's code and the assignment's order (the same
 * course on every run, whatever the row order): 1 student in 10 is still Pending (never used
 * their code) and has submitted nothing; an active student submitted 95% of the first
 * assignment down to 80% of the last; 15% of the work has a second version (the first one
 * graded); the latest version is graded, except 35% pending on the last five assignments (still
 * being checked) and 3% on the others, and 5% held for the teacher (needs_review, with the AI's
 * unsure score, which the gradebook does not count); 1 grade in 10 is the teacher's.
 */
const PENDING_STUDENT_EVERY = 10;
const SUBMITTED_PER_MILLE = 950;
const SUBMITTED_DROP_PER_ASSIGNMENT = 5;
const SECOND_VERSION_PER_MILLE = 150;
const RECENT_ASSIGNMENTS = 5;
const PENDING_RECENT_PER_MILLE = 350;
const PENDING_OLDER_PER_MILLE = 30;
const HELD_PER_MILLE = 50;

/** A number 0-999 from the student's code, the assignment's order and which draw it is. */
const draw = (n: number) => `abs(hashtext(s.telegram_code || ':' || a.sort_order || ':${n}')::bigint) % 1000`;

/**
 * A course of the teacher's with its cohorts (students split evenly, in order), graded
 * assignments and submissions, written with INSERT … SELECT over generate_series: a few
 * statements whatever the size, about a second for 500 × 30. ANALYZE (analyzeHomework) once
 * every course is in.
 */
export async function seedCourse(knex: Knex, c: SeedCourse): Promise<SeededCourse> {
  return knex.transaction(async (trx) => {
    const [course] = await trx('homework_courses')
      .insert({ teacher_id: c.teacherId, name: c.name, description: 'A course of the benchmark.' })
      .returning<{ id: string }[]>('id');
    const courseId = course!.id;
    // created_at a millisecond apart: the gradebook lists cohorts in that order.
    await trx.raw(
      `INSERT INTO homework_cohorts (course_id, name, created_at)
       SELECT ?, 'Group ' || chr(64 + g), now() + g * interval '1 millisecond' FROM generate_series(1, ?) g`,
      [courseId, c.cohorts],
    );
    await trx.raw(
      `WITH c AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM homework_cohorts WHERE course_id = ?)
       INSERT INTO homework_cohort_students (cohort_id, display_name, email, telegram_code, telegram_user_id, is_active, joined_at, activated_at)
       SELECT c.id,
              (?::text[])[1 + g % ?] || ' ' || (?::text[])[1 + (g / ?) % ?],
              CASE WHEN g % 3 = 0 THEN NULL ELSE 'student' || g || '@school.example' END,
              ? || lpad(g::text, 4, '0'),
              CASE WHEN g % ? = 0 THEN NULL ELSE 800000000 + g END,
              g % ? <> 0,
              now() - interval '70 days',
              CASE WHEN g % ? = 0 THEN NULL ELSE now() - interval '69 days' END
       FROM generate_series(1, ?::int) g JOIN c ON c.n = 1 + ((g - 1) * ?::int) / ?::int`,
      [courseId, FIRST, FIRST.length, LAST, FIRST.length, LAST.length, c.codePrefix, PENDING_STUDENT_EVERY, PENDING_STUDENT_EVERY, PENDING_STUDENT_EVERY, c.students, c.cohorts, c.students],
    );
    await trx.raw(
      `INSERT INTO homework_assignments (course_id, title, description, grading_enabled, max_score, check_prompt, sort_order, created_at)
       SELECT ?, 'Assignment ' || g, 'Answer the questions of week ' || g || ' as text, photos or a document.', true,
              (?::int[])[1 + g % ?], 'Award points for each correct step and a clear conclusion.', g,
              now() - (62 - 2 * g) * interval '1 day'
       FROM generate_series(1, ?) g`,
      [courseId, MAX_SCORES, MAX_SCORES.length, c.assignments],
    );
    const submissions = await trx.raw<InsertResult>(
      `INSERT INTO homework_submissions (assignment_id, cohort_student_id, version, content, status, final_score, final_feedback, graded_by, checked_at, channel, submitted_at)
       SELECT w.assignment_id, w.student_id, v, w.content, st.status,
              CASE WHEN st.status = 'pending' THEN NULL ELSE w.score END,
              CASE WHEN st.status = 'pending' THEN NULL ELSE 'Score ' || w.score || '/' || w.max_score || '. Clear structure; support each claim with a source.' END,
              CASE WHEN st.status = 'pending' THEN NULL WHEN st.status = 'graded' AND w.r4 % 10 = 0 THEN 'teacher' ELSE 'ai' END,
              CASE WHEN st.status = 'pending' THEN NULL ELSE w.submitted + v * interval '6 hours' + interval '90 seconds' END,
              'telegram',
              w.submitted + v * interval '6 hours'
       FROM (
         SELECT a.id AS assignment_id, s.id AS student_id, a.max_score, a.sort_order,
                ${draw(1)} AS r1, ${draw(2)} AS r2, ${draw(3)} AS r3, ${draw(4)} AS r4,
                round(a.max_score * (0.45 + 0.00055 * (${draw(4)})), 1) AS score,
                a.created_at + (${draw(1)}) * interval '5 minutes' AS submitted,
                'My answer to ' || a.title || ': ' || repeat('the steps, the reasoning and the result in my own words. ', 10) AS content,
                CASE WHEN a.sort_order > ?::int THEN ?::int ELSE ?::int END AS pending_below
         FROM homework_cohort_students s
         JOIN homework_cohorts c ON c.id = s.cohort_id
         CROSS JOIN homework_assignments a
         WHERE c.course_id = ? AND a.course_id = ? AND s.is_active
       ) w
       CROSS JOIN LATERAL generate_series(1, CASE WHEN w.r2 < ?::int THEN 2 ELSE 1 END) v
       CROSS JOIN LATERAL (
         SELECT CASE
                  WHEN v = 1 AND w.r2 < ?::int THEN 'graded'
                  WHEN w.r3 < w.pending_below THEN 'pending'
                  WHEN w.r3 < w.pending_below + ?::int THEN 'needs_review'
                  ELSE 'graded'
                END AS status
       ) st
       WHERE w.r1 < ?::int - ?::int * w.sort_order`,
      [
        c.assignments - RECENT_ASSIGNMENTS,
        PENDING_RECENT_PER_MILLE,
        PENDING_OLDER_PER_MILLE,
        courseId,
        courseId,
        SECOND_VERSION_PER_MILLE,
        SECOND_VERSION_PER_MILLE,
        HELD_PER_MILLE,
        SUBMITTED_PER_MILLE,
        SUBMITTED_DROP_PER_ASSIGNMENT,
      ],
    );
    // What a graded submission leaves behind: its grade history (not read by the gradebook, but
    // there in production, in the same tables and indexes).
    const grades = await trx.raw<InsertResult>(
      `INSERT INTO homework_grades (submission_id, source, score, feedback, confidence, graded_by_user_id, model, created_at)
       SELECT s.id, s.graded_by, s.final_score, s.final_feedback,
              CASE WHEN s.graded_by = 'teacher' THEN NULL WHEN s.status = 'needs_review' THEN 0.55 ELSE 0.9 END,
              CASE WHEN s.graded_by = 'teacher' THEN ?::uuid END,
              CASE WHEN s.graded_by = 'ai' THEN 'gpt-4o-mini' END,
              s.checked_at
       FROM homework_submissions s JOIN homework_assignments a ON a.id = s.assignment_id
       WHERE a.course_id = ? AND s.status <> 'pending'`,
      [c.teacherId, courseId],
    );
    return { courseId, submissions: submissions.rowCount, grades: grades.rowCount };
  });
}

/** What node-postgres answers for an INSERT: the rows it wrote. */
interface InsertResult {
  rowCount: number;
}

/**
 * As autovacuum would have done long before a real course of this size is read: a plan made on
 * tables Postgres has never measured is not the plan production runs.
 */
export async function analyzeHomework(knex: Knex): Promise<void> {
  await knex.raw('ANALYZE homework_courses, homework_cohorts, homework_cohort_students, homework_assignments, homework_submissions, homework_grades');
}
