import type { Readable } from 'node:stream';
import type { CohortDetail, Gradebook, GradebookStudent } from '../../../contracts/homework.ts';
import { teacherAssignment } from './access.ts';
import { csvStream, type CsvCell } from './csv-stream.ts';
import { exportHeaders, type ExportLocale } from './export-headers.ts';
import { loadSubmissions } from './load-submissions.ts';

const PAGE = 500;

const scoreColumns = (g: Gradebook) => g.assignments.map((a) => `${a.title} (/${a.maxScore})`);
const scoreCells = (g: Gradebook, s: GradebookStudent): CsvCell[] => [
  ...g.assignments.map((a) => s.scores[a.id] ?? null),
  s.totalEarned,
  s.totalPossible,
  s.average,
];

/** The course gradebook as shown (spec 2), one row per student. */
export function gradebookCsv(g: Gradebook, locale: ExportLocale): Readable {
  const h = exportHeaders[locale];
  const header = [h.student, h.email, h.cohort, h.telegram, ...scoreColumns(g), h.totalEarned, h.totalPossible, h.average];
  const rows = g.cohorts.flatMap((c) => c.students.map((s): CsvCell[] => [s.displayName, s.email, c.name, s.telegramUserId ? h.connected : h.notConnected, ...scoreCells(g, s)]));
  return csvStream(header, rows);
}

/** A cohort's roster with codes (to hand out) and scores. */
export function cohortCsv(cohort: CohortDetail, g: Gradebook, locale: ExportLocale): Readable {
  const h = exportHeaders[locale];
  const scores = new Map(g.cohorts.flatMap((c) => c.students).map((s) => [s.id, s]));
  const header = [h.student, h.email, h.status, h.code, h.added, h.activated, h.telegram, ...scoreColumns(g), h.totalEarned, h.totalPossible, h.average];
  const rows = cohort.students.map((s): CsvCell[] => {
    const row = scores.get(s.id);
    return [s.displayName, s.email, s.isActive ? h.active : h.pending, s.telegramCode, s.joinedAt, s.activatedAt, s.telegramUserId ? h.connected : h.notConnected, ...(row ? scoreCells(g, row) : [])];
  });
  return csvStream(header, rows);
}

/** Every version of every submission to an assignment, newest first, read a page at a time as the client downloads. */
export async function submissionsCsv(teacherId: string, assignmentId: string, locale: ExportLocale): Promise<{ title: string; body: Readable }> {
  const assignment = await teacherAssignment(teacherId, assignmentId);
  const h = exportHeaders[locale];
  const header = [h.student, h.email, h.version, h.submitted, h.status, h.score, h.maxScore, h.gradedBy, h.checkedAt, h.feedback, h.answer, h.files];
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for (let offset = 0; ; offset += PAGE) {
      const page = await loadSubmissions((q) => void q.where('homework_submissions.assignment_id', assignmentId).offset(offset).limit(PAGE).orderBy('homework_submissions.id'), 'teacher');
      for (const s of page)
        yield [
          s.cohortStudent.displayName,
          s.cohortStudent.email,
          s.version,
          s.submittedAt,
          h.statuses[s.status],
          s.finalScore,
          s.assignment.maxScore,
          s.gradedBy ? h.graders[s.gradedBy] : null,
          s.checkedAt,
          s.finalFeedback,
          s.content,
          s.files.map((f) => f.originalName).join('; ') || null,
        ];
      if (page.length < PAGE) return;
    }
  }
  return { title: assignment.title, body: csvStream(header, rows()) };
}
