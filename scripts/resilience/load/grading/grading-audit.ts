import { gradeTexts } from '../../../../core/domain/homework/grade-texts.ts';
import type { AuditResult, Offered } from '../contract.ts';
import { tally, type Observation } from '../telegram/exactly-once.ts';
import { mentions } from '../telegram/tokens.ts';
import { isSubmissionKey, parseSubmissionKey } from './submission-conversation.ts';

/** The rows the audit reads, as plain data (the counting is tested without a database). */
export interface SubmissionRow {
  id: string;
  cohortStudentId: string;
  assignmentId: string;
  content: string;
  /** Graded with feedback: the product tells the student (core/domain/homework/grade-notices.ts). */
  told: boolean;
}

export interface GradeRow {
  submissionId: string;
}

/** What the homework bot said in a student's chat. */
export interface StudentChat {
  chatId: number;
  cohortStudentId: string;
  texts: string[];
}

/** An offer's submission: the rows whose answer carries its token; when one, its grades. */
export function observeSubmission(offer: Offered, submissions: readonly SubmissionRow[], grades: readonly GradeRow[]): Observation {
  if (!isSubmissionKey(offer.key)) return { found: 0, what: 'submissions (the offer was never sent)' };
  const { token } = parseSubmissionKey(offer.key);
  const made = submissions.filter((s) => mentions([s.content], token) > 0);
  if (made.length !== 1) return { found: made.length, what: `submissions with the answer${made.length > 1 ? ` (${made.map((s) => s.id).join(', ')})` : ''}` };
  const submission = made[0]!;
  return { found: grades.filter((g) => g.submissionId === submission.id).length, what: `grades of submission ${submission.id}` };
}

/** Everything is there: each accepted offer has its submission and that submission a grade. */
export const allGraded = (offered: readonly Offered[], submissions: readonly SubmissionRow[], grades: readonly GradeRow[]): boolean =>
  offered.every((o) => !o.accepted || observeSubmission(o, submissions, grades).found > 0);

/** How a grade notice of the assignment begins ("📝 <b>title</b>:"), whatever the score. */
const noticePrefix = (title: string) => `${gradeTexts.en.graded(title, 0, 0, '').split('</b>:')[0]!}</b>:`;

/** One excess of grade notices, placed with the latest offer of its chat and assignment (the report needs an offer's key). */
export interface ExtraNotices {
  key: string;
  problem: string;
}

/**
 * Grade notices heard more often than there are submissions to hear of: each submission's grade
 * is told at most once, so a student's notices of one assignment never outnumber their
 * submissions of it.
 */
export function extraNotices(offered: readonly Offered[], chats: readonly StudentChat[], submissions: readonly SubmissionRow[], assignments: ReadonlyMap<string, string>): ExtraNotices[] {
  const extra: ExtraNotices[] = [];
  for (const chat of chats) {
    for (const [assignmentId, title] of assignments) {
      const prefix = noticePrefix(title);
      const notices = chat.texts.filter((text) => text.startsWith(prefix)).length;
      const made = submissions.filter((s) => s.cohortStudentId === chat.cohortStudentId && s.assignmentId === assignmentId).length;
      if (notices <= made) continue;
      const latest = offered.filter((o) => isSubmissionKey(o.key) && o.key.startsWith(`submission/${chat.chatId}/${assignmentId}/`)).at(-1);
      extra.push({ key: latest?.key ?? `notices/${chat.chatId}/${assignmentId}`, problem: `chat ${chat.chatId}: ${notices} grade notices of "${title}" for ${made} submission${made === 1 ? '' : 's'}` });
    }
  }
  return extra;
}

/**
 * Grade notices missing once everything was graded: each submission graded with feedback is
 * told once, so a student's notices of one assignment are as many as those submissions.
 */
export function missingNotices(offered: readonly Offered[], chats: readonly StudentChat[], submissions: readonly SubmissionRow[], assignments: ReadonlyMap<string, string>): ExtraNotices[] {
  const missing: ExtraNotices[] = [];
  for (const chat of chats) {
    for (const [assignmentId, title] of assignments) {
      const notices = chat.texts.filter((text) => text.startsWith(noticePrefix(title))).length;
      const told = submissions.filter((s) => s.cohortStudentId === chat.cohortStudentId && s.assignmentId === assignmentId && s.told).length;
      if (notices >= told) continue;
      const latest = offered.filter((o) => isSubmissionKey(o.key) && o.key.startsWith(`submission/${chat.chatId}/${assignmentId}/`)).at(-1);
      missing.push({ key: latest?.key ?? `notices/${chat.chatId}/${assignmentId}`, problem: `chat ${chat.chatId}: ${notices} grade notices of "${title}" for ${told} graded submission${told === 1 ? '' : 's'}` });
    }
  }
  return missing;
}

/** The grading load's audit from its rows: exactly one submission and one grade per accepted offer, one notice per graded submission. */
export function auditGrading(kind: string, offered: readonly Offered[], submissions: readonly SubmissionRow[], grades: readonly GradeRow[], chats: readonly StudentChat[], assignments: ReadonlyMap<string, string>): AuditResult {
  const result = tally(kind, 'submissions and their grades in the database (one each per /submit), grade notices at the fake Bot API (one per graded submission)', offered, (o) =>
    observeSubmission(o, submissions, grades),
  );
  const extra = extraNotices(offered, chats, submissions, assignments);
  const missing = missingNotices(offered, chats, submissions, assignments);
  // Not lost (never accepted), but a step the webhook took that came to nothing: worth a line.
  const gaveUp = offered.flatMap((o) => o.tries.filter((t) => t.error === 'no_bot_answer').map((t) => `${o.key}: not submitted: ${t.message ?? 'no answer from the bot'}`));
  return {
    ...result,
    doubled: result.doubled + extra.length,
    doubledKeys: [...result.doubledKeys, ...extra.map((e) => e.key)],
    lost: result.lost + missing.length,
    lostKeys: [...result.lostKeys, ...missing.map((e) => e.key)],
    exactlyOnce: result.exactlyOnce - missing.length,
    problems: [...result.problems, ...extra.map((e) => e.problem), ...missing.map((e) => e.problem), ...gaveUp],
  };
}
