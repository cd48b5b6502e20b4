import type { Knex } from 'knex';
import type { Gradebook } from '../contracts/homework.ts';

export interface GradebookAnswers {
  /** Bytes of each answer as sent (no compression in the web process). */
  gradebookBytes: number;
  exportBytes: number;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * One gradebook and one export, checked against the seeded rows before anything is timed (the
 * timed requests only check their status): every student and assignment there, the scores the
 * latest graded versions hold (counted and summed in SQL here, apart from the code under test),
 * and a CSV of a BOM, a header and one line per student.
 */
export async function checkGradebookAnswers(
  urls: { gradebook: string; export: string },
  headers: Record<string, string>,
  expected: { knex: Knex; courseId: string; students: number; assignments: number },
): Promise<GradebookAnswers> {
  const json = await get(urls.gradebook, headers);
  const { data } = JSON.parse(json.toString('utf8')) as { data: Gradebook };
  const students = data.cohorts.flatMap((c) => c.students);
  const scores = students.flatMap((s) => Object.values(s.scores)).filter((v): v is number => v !== null);
  const earned = students.reduce((sum, s) => sum + s.totalEarned, 0);
  const truth = await gradedLatest(expected.knex, expected.courseId);
  const problems = [
    students.length !== expected.students && `${students.length} students, not ${expected.students}`,
    data.summary.totalStudents !== expected.students && `summary.totalStudents ${data.summary.totalStudents}`,
    data.assignments.length !== expected.assignments && `${data.assignments.length} assignments, not ${expected.assignments}`,
    scores.length !== truth.graded && `${scores.length} scores, but ${truth.graded} latest versions are graded`,
    Math.abs(earned - truth.earned) > 0.01 && `${earned.toFixed(2)} points earned in all, but the graded latest versions hold ${truth.earned.toFixed(2)}`,
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length) throw new Error(`the gradebook's answer is wrong: ${problems.join('; ')}`);

  const csv = await get(urls.export, headers);
  if (!csv.subarray(0, BOM.length).equals(BOM)) throw new Error('the gradebook export does not start with a UTF-8 BOM');
  // No cell of the seeded course holds a line break, so each CRLF ends one record.
  const lines = csv.subarray(BOM.length).toString('utf8').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length !== expected.students + 1) throw new Error(`the gradebook export has ${lines.length} lines, not a header and ${expected.students} students`);
  return { gradebookBytes: json.length, exportBytes: csv.length };
}

async function get(url: string, headers: Record<string, string>): Promise<Buffer> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}: ${body.toString('utf8').slice(0, 300)}`);
  return body;
}

/** How many latest versions are graded, and the points they hold. */
async function gradedLatest(knex: Knex, courseId: string): Promise<{ graded: number; earned: number }> {
  const { rows } = await knex.raw<{ rows: { graded: string; earned: string | null }[] }>(
    `SELECT count(*) AS graded, sum(final_score) AS earned FROM (
       SELECT DISTINCT ON (s.cohort_student_id, s.assignment_id) s.status, s.final_score
       FROM homework_submissions s JOIN homework_assignments a ON a.id = s.assignment_id
       WHERE a.course_id = ?
       ORDER BY s.cohort_student_id, s.assignment_id, s.version DESC
     ) latest WHERE status = 'graded'`,
    [courseId],
  );
  const row = rows[0]!;
  return { graded: Number(row.graded), earned: Number(row.earned ?? 0) };
}
