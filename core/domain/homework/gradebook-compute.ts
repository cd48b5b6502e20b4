import type { Gradebook, GradebookStudent, ScoreTrend } from '../../../contracts/homework.ts';

export interface GradebookInput {
  course: { id: string; name: string };
  assignments: { id: string; title: string; maxScore: number; order: number }[];
  cohorts: { id: string; name: string }[];
  students: { id: string; cohortId: string; displayName: string; email: string | null; telegramUserId: number | null; isActive: boolean }[];
  /** The latest version of each student's work per assignment. */
  latest: { cohortStudentId: string; assignmentId: string; status: string; finalScore: number | null }[];
}

/** A change of more than this many points of percent between the latest score and the earlier mean is a trend. */
export const TREND_POINTS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** The latest graded percent against the mean of the earlier ones, in assignment order; null with fewer than two. */
export function trendOf(percents: number[]): ScoreTrend | null {
  if (percents.length < 2) return null;
  const last = percents[percents.length - 1]!;
  const before = mean(percents.slice(0, -1))!;
  if (last - before > TREND_POINTS) return 'up';
  if (before - last > TREND_POINTS) return 'down';
  return 'flat';
}

/**
 * Spec 3 'Gradebook' from rows already read (docs/decisions.md): scores are the latest
 * version's grade in force; possible counts only the assignments that have a score, so the
 * average is earned / possible; the submission rate counts any version submitted.
 */
export function computeGradebook(input: GradebookInput): Gradebook {
  type Latest = GradebookInput['latest'][number];
  const byStudent = new Map<string, Map<string, Latest>>();
  for (const row of input.latest) {
    const own = byStudent.get(row.cohortStudentId) ?? new Map<string, Latest>();
    own.set(row.assignmentId, row);
    byStudent.set(row.cohortStudentId, own);
  }
  const percentsByAssignment = new Map<string, number[]>(input.assignments.map((a) => [a.id, []]));
  const present = (s: GradebookInput['students'][number]): GradebookStudent => {
    const own = byStudent.get(s.id) ?? new Map<string, Latest>();
    const scores: Record<string, number | null> = {};
    let earned = 0;
    let possible = 0;
    let submitted = 0;
    const percents: number[] = [];
    for (const a of input.assignments) {
      const row = own.get(a.id);
      if (row) submitted += 1;
      const score = row && row.status === 'graded' ? row.finalScore : null;
      scores[a.id] = score;
      if (score !== null) {
        earned += score;
        possible += a.maxScore;
        percents.push((score / a.maxScore) * 100);
        percentsByAssignment.get(a.id)!.push((score / a.maxScore) * 100);
      }
    }
    return {
      id: s.id,
      displayName: s.displayName,
      email: s.email,
      telegramUserId: s.telegramUserId === null ? null : String(s.telegramUserId),
      isActive: s.isActive,
      scores,
      totalEarned: Math.round(earned * 100) / 100,
      totalPossible: possible,
      average: possible > 0 ? round1((earned / possible) * 100) : null,
      trend: trendOf(percents),
      submittedCount: submitted,
      totalAssignments: input.assignments.length,
    };
  };
  const cohorts = input.cohorts.map((c) => ({ id: c.id, name: c.name, students: input.students.filter((s) => s.cohortId === c.id).map(present) }));
  const students = cohorts.flatMap((c) => c.students);
  const averages = students.map((s) => s.average).filter((v): v is number => v !== null);
  const slots = students.length * input.assignments.length;
  const average = mean(averages);
  return {
    course: input.course,
    assignments: input.assignments,
    cohorts,
    summary: {
      totalStudents: students.length,
      averageScore: average === null ? null : round1(average),
      submissionRate: slots > 0 ? round1((students.reduce((n, s) => n + s.submittedCount, 0) / slots) * 100) : null,
      telegramConnected: students.filter((s) => s.telegramUserId !== null).length,
    },
    assignmentAverages: input.assignments.map((a) => {
      const m = mean(percentsByAssignment.get(a.id)!);
      return { assignmentId: a.id, average: m === null ? null : round1(m) };
    }),
  };
}
