import type { Knex } from 'knex';
import { courseGradebook } from '../core/domain/homework/gradebook.ts';
import { countQueries } from './count-queries.ts';
import { fixedRate, type FixedRateResult } from './fixed-rate.ts';
import { checkGradebookAnswers } from './gradebook-check.ts';
import { analyzeHomework, seedCourse } from './gradebook-seed.ts';
import { medianRound } from './median.ts';
import { cpuSeconds, runQueueWaitSeconds } from './server-cpu.ts';
import { authHeaders, signInBenchUsers } from './sign-in.ts';

export interface GradebookSettings {
  /** The course measured over HTTP: its students split evenly between its cohorts. */
  students: number;
  cohorts: number;
  /** Graded assignments, in both courses. */
  assignments: number;
  /** The second course, the same but for its students: the query count at both sizes. */
  fewStudents: number;
  /**
   * Other teachers' courses of the same size in the same tables. Production's tables hold many
   * courses, and Postgres plans the gradebook's read by the course's share of them: alone in
   * its table the course is read by a sequential scan; from about a tenth of the table down,
   * through the unique index (assignment, student, version), 30 descents per student, about
   * 20 ms more a gradebook (bench/README.md, "Homework gradebook").
   */
  otherCourses: number;
  /** Gradebooks a second, and /api/auth/me at the same rate (the baseline). */
  rate: number;
  /** Exports a second. */
  exportRate: number;
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
  sockets: number;
}

/**
 * A fixed-rate round, the web process's CPU time per request in it (every thread) and how long
 * its main thread waited for a core while ready to run: what the machine's other load cost it.
 */
export type GradebookRound = FixedRateResult & { cpuPerRequestMs: number; waitMs: number };

export interface GradebookResult {
  students: number;
  cohorts: number;
  assignments: number;
  /** Rows seeded into the big course: every version of every submission, and their grades. */
  submissions: number;
  grades: number;
  otherCourses: number;
  /** Versions in homework_submissions, every course's. */
  tableSubmissions: number;
  /** Every course written and analysed. */
  seedMs: number;
  /** SQL statements one courseGradebook call sends, at `fewStudents` and at `students`. */
  queries: { fewStudents: number; few: number; many: number };
  /** The statements at `students`, to name them when the count grows. */
  statements: string[];
  rounds: { me: GradebookRound[]; gradebook: GradebookRound[]; export: GradebookRound[] };
  /** The rounds of median p99. */
  me: GradebookRound;
  gradebook: GradebookRound;
  export: GradebookRound;
  /** The gradebook's p99 over /api/auth/me's at the same rate in the same rounds. */
  ratio: number;
  gradebookBytes: number;
  exportBytes: number;
}

/**
 * The course gradebook of issue 14 against the web process the run started: a signed-in
 * teacher's course of `students` students and `assignments` graded assignments, seeded in
 * bulk, its answer checked once, then alternating fixed-rate rounds of GET /api/auth/me (the
 * baseline), the gradebook and its CSV export. And, in this process, the SQL statements one
 * gradebook sends for a course of `fewStudents` and one of `students`: equal unless a query
 * runs per student (an N+1).
 */
export async function measureGradebook(
  s: GradebookSettings,
  run: { webUrl: string; webPid: number; knex: Knex; jwtSecret: string; tokenTtlSeconds: number },
  signal: AbortSignal,
): Promise<GradebookResult> {
  // The other courses' students have codes 'O' + a letter + 4 digits.
  if (s.otherCourses > 26) throw new Error('at most 26 other courses (their students\' codes)');
  const [teacher, ...others] = await signInBenchUsers(1 + s.otherCourses, run.jwtSecret, run.tokenTtlSeconds);
  const teacherId = teacher!.userId;
  const seedStart = performance.now();
  const course = { teacherId, cohorts: s.cohorts, assignments: s.assignments };
  const big = await seedCourse(run.knex, { ...course, name: 'Bench gradebook', students: s.students, codePrefix: 'GB' });
  const small = await seedCourse(run.knex, { ...course, name: 'Bench gradebook, small', students: s.fewStudents, codePrefix: 'GS' });
  for (const [i, other] of others.entries()) {
    await seedCourse(run.knex, { ...course, teacherId: other.userId, name: `Another teacher's course ${i + 1}`, students: s.students, codePrefix: `O${String.fromCharCode(65 + i)}` });
  }
  await analyzeHomework(run.knex);
  const seedMs = performance.now() - seedStart;
  const { rows } = await run.knex.raw<{ rows: { count: string }[] }>('SELECT count(*) FROM homework_submissions');
  const tableSubmissions = Number(rows[0]!.count);
  console.log(
    `  seeded ${s.students} students × ${s.assignments} assignments (${big.submissions} submissions, ${big.grades} grades), a course of ${s.fewStudents} and ${s.otherCourses} other teachers' of ${s.students}: ${tableSubmissions} submissions in all, in ${(seedMs / 1000).toFixed(1)} s`,
  );

  const few = await statementsOf(run.knex, teacherId, small.courseId);
  const many = await statementsOf(run.knex, teacherId, big.courseId);
  console.log(`  SQL statements per gradebook: ${few.length} at ${s.fewStudents} students, ${many.length} at ${s.students}`);

  const base = `${run.webUrl}/api/homework/courses/${big.courseId}/gradebook`;
  const urls = { me: `${run.webUrl}/api/auth/me`, gradebook: base, export: `${base}/export` };
  const headers = authHeaders(teacher!);
  const answers = await checkGradebookAnswers(urls, headers, { knex: run.knex, courseId: big.courseId, students: s.students, assignments: s.assignments });

  const at = (rate: number, seconds = s.seconds) => ({ rate, seconds, maxSockets: s.sockets, headers, signal });
  // The web process does nothing else meanwhile, so its CPU time over a round is the round's.
  const timed = async (url: string, rate: number): Promise<GradebookRound> => {
    const [cpu, wait] = [cpuSeconds(run.webPid), runQueueWaitSeconds(run.webPid)];
    const r = await fixedRate(url, at(rate));
    const cpuPerRequestMs = ((cpuSeconds(run.webPid) - cpu) * 1000) / Math.round(rate * s.seconds);
    return { ...r, cpuPerRequestMs, waitMs: (runQueueWaitSeconds(run.webPid) - wait) * 1000 };
  };
  // Not counted: the first gradebooks run code and plans never used before in this process.
  await fixedRate(urls.gradebook, at(s.rate, s.warmUpSeconds));
  await fixedRate(urls.export, at(s.exportRate, s.warmUpSeconds));
  const rounds: GradebookResult['rounds'] = { me: [], gradebook: [], export: [] };
  for (let round = 1; round <= s.rounds; round++) {
    const me = await timed(urls.me, s.rate);
    const gradebook = await timed(urls.gradebook, s.rate);
    const csv = await timed(urls.export, s.exportRate);
    for (const [what, r] of [['GET /api/auth/me', me], ['the gradebook', gradebook], ['the export', csv]] as const) {
      if (r.failures > 0) throw new Error(`${what}: ${r.failures} requests failed at ${r.rate} req/s in round ${round} (the first: ${r.firstFailure})`);
    }
    rounds.me.push(me);
    rounds.gradebook.push(gradebook);
    rounds.export.push(csv);
    const line = (r: GradebookRound) => `p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms (max ${r.maxMs.toFixed(1)} ms, ${r.cpuPerRequestMs.toFixed(1)} ms CPU a request, ${r.waitMs.toFixed(0)} ms waiting for a core)`;
    console.log(`  round ${round}: me ${line(me)}; gradebook ${line(gradebook)}; export ${line(csv)}`);
  }
  const median = { me: medianRound(rounds.me), gradebook: medianRound(rounds.gradebook), export: medianRound(rounds.export) };
  return {
    students: s.students,
    cohorts: s.cohorts,
    assignments: s.assignments,
    submissions: big.submissions,
    grades: big.grades,
    otherCourses: s.otherCourses,
    tableSubmissions,
    seedMs,
    queries: { fewStudents: s.fewStudents, few: few.length, many: many.length },
    statements: many,
    rounds,
    ...median,
    ratio: median.gradebook.p99Ms / median.me.p99Ms,
    ...answers,
  };
}

/**
 * The statements of one gradebook read in this process, through the pool the models are bound
 * to (the run's own connection). The second of two calls: the first may differ only by
 * what a first call sets up, which is not what a request does.
 */
async function statementsOf(knex: Knex, teacherId: string, courseId: string): Promise<string[]> {
  await courseGradebook(teacherId, courseId);
  return (await countQueries(knex, () => courseGradebook(teacherId, courseId))).statements;
}
