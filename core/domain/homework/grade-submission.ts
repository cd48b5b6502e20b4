import { HOMEWORK_LIMITS, type ReviewFlag } from '../../../contracts/homework.ts';
import { HomeworkGrade, HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import { answerCharacters, fitsAnswerLimit } from './answer-length.ts';
import { findGraderAddresses, type SubmissionForGrading } from './grader-address.ts';
import { gradingContext, type GradingContext } from './grading-context.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import type { GradingDeps } from './deps.ts';
import { gradeAnswer, type CheckedGrade } from './grade-answer.ts';
import type { GradingTask } from './grading-prompt.ts';
import { tellGrade, tellReviewWaiting } from './grade-notices.ts';
import { flagReason, gradeTexts } from './grade-texts.ts';
import { readSubmissionFiles } from './read-files.ts';

export type GradeOutcome = 'released' | 'held' | 'invalid';
export type GradeResult = { outcome: GradeOutcome | 'gone'; gradeId: string | null };

export function gradingTask(ctx: Pick<GradingContext, 'assignment' | 'cohort'>): GradingTask {
  const { assignment, cohort } = ctx;
  const max = assignment.gradingEnabled ? assignment.maxScore : null;
  return {
    title: assignment.title,
    description: assignment.description,
    checkPrompt: assignment.checkPrompt,
    feedbackPrompt: assignment.feedbackPrompt,
    maxScore: max,
    passScore: max === null ? null : Math.round(max * cohort.passPercent) / 100,
  };
}

interface Decision {
  outcome: GradeOutcome;
  score: number | null;
  feedback: string | null;
  confidence: number | null;
  /** Why it is held, in the teacher's words (English: the console names the flags, the bot translates its own). */
  reviewReason: string | null;
  /** What held it besides the confidence; null when nothing did. */
  reviewFlags: ReviewFlag[] | null;
}

/** A file as grading read it: its name, type, and the text or reading it gave (null: not read). */
export type GradedFile = SubmissionForGrading['files'][number] & { legibility: number | null };

/**
 * What holds a submission for the teacher before any grade is looked at, from the submission
 * alone: words addressed to the grader (in its text, a file's name, a file's text or reading), a
 * file nothing could be read from, and (the only one that stops grading) an answer whose text
 * and text files are over the length limit.
 */
export function submissionFlags(content: string, files: readonly GradedFile[]): ReviewFlag[] {
  const characters = answerCharacters(
    content,
    files.filter((f) => f.fileType.startsWith('text/')).map((f) => f.transcription ?? ''),
  );
  const flags: ReviewFlag[] = fitsAnswerLimit(characters) ? [] : [{ kind: 'too_long', characters, limit: HOMEWORK_LIMITS.contentMax }];
  for (const found of findGraderAddresses({ content, files })) flags.push({ kind: 'addresses_grader', ...found });
  for (const f of files) if (!(f.transcription ?? '').trim()) flags.push({ kind: 'unreadable_file', file: f.originalName });
  return flags;
}

const reasonOf = (parts: readonly string[]) => (parts.length ? parts.join('; ') : null);

/**
 * A checked grade and what the submission itself showed (submissionFlags), against the cohort's
 * threshold. The model's confidence is one gate of several (docs/decisions.md 'What releases an
 * AI grade'): no valid grade holds the work without a score; any flag (ours, or the model's own
 * addressesGrader) holds the grade whatever the confidence; the least legible picture or PDF caps
 * the confidence (a grade is no surer than what it read); and a grade less sure than the cohort's
 * threshold is held. Only a valid, unflagged, sure enough grade is released.
 */
export function decide(grade: CheckedGrade, reviewBelowConfidence: number, files: readonly GradedFile[], found: readonly ReviewFlag[]): Decision {
  const flags = [...found, ...(grade.valid && grade.addressesGrader ? [{ kind: 'model_flagged' as const }] : [])];
  const flagged = flags.map((f) => flagReason(gradeTexts.en, f));
  const reviewFlags = flags.length ? flags : null;
  if (!grade.valid) {
    // An answer too long to grade was never sent: that is the reason, not the model.
    const invalid = flags.some((f) => f.kind === 'too_long') ? [] : [`${gradeTexts.en.reasons.invalid} (${grade.problem})`];
    return { outcome: 'invalid', score: null, feedback: null, confidence: null, reviewReason: reasonOf([...flagged, ...invalid]), reviewFlags };
  }
  const legibilities = files.map((f) => (f.fileType.startsWith('text/') ? 1 : (f.legibility ?? 1)));
  const confidence = Math.min(grade.confidence, ...legibilities);
  const unsure = confidence < reviewBelowConfidence;
  const held = unsure || flags.length > 0;
  const reviewReason = held ? reasonOf([...flagged, ...(unsure ? [gradeTexts.en.reasons.unsure(confidence)] : [])]) : null;
  return { outcome: held ? 'held' : 'released', score: grade.score, feedback: grade.feedback, confidence, reviewReason, reviewFlags };
}

/** Puts a grade in force (or holds it), recorded under `key`; a key already used answers the grade it made. */
async function record(ctx: GradingContext, key: string, decision: Decision, model: string | null, now: Date): Promise<{ gradeId: string; outcome: GradeOutcome }> {
  const { submission } = ctx;
  try {
    return await HomeworkSubmission.transaction(async (trx) => {
      const grade = await HomeworkGrade.query(trx).insertAndFetch({
        submissionId: submission.id,
        source: 'ai',
        score: decision.score,
        feedback: decision.feedback,
        confidence: decision.confidence,
        model,
        gradeKey: key,
        outcome: decision.outcome,
      });
      // The first grading never overrides a teacher who graded the work meanwhile; a regrade does (spec 4).
      const current = await HomeworkSubmission.query(trx).findById(submission.id).forUpdate();
      if (current && !(key === 'submitted' && current.gradedBy === 'teacher')) {
        await HomeworkSubmission.query(trx).patchAndFetchById(submission.id, {
          status: decision.outcome === 'released' ? 'graded' : 'needs_review',
          finalScore: decision.score,
          finalFeedback: decision.feedback,
          gradedBy: 'ai',
          checkedAt: now,
          aiConfidence: decision.confidence,
          reviewReason: decision.reviewReason,
          reviewFlags: decision.reviewFlags,
        });
      }
      return { gradeId: grade.id, outcome: decision.outcome };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await HomeworkGrade.query().findOne({ submission_id: submission.id, grade_key: key }).throwIfNotFound();
    return { gradeId: existing.id, outcome: existing.outcome };
  }
}

export interface GradeOptions {
  /** Tell the student (a released grade) or the teacher (a held one) now; Regrade All tells at its end. */
  notify: boolean;
}

/**
 * Grades one submission with AI under `key` ('submitted', 'regrade-<id>', 'run-<run id>'):
 * reads its files, asks the model, checks the grade, and puts it in force or holds it for the
 * teacher. Idempotent: a key already graded is answered from its grade and tells nobody twice
 * (the outbox keys its messages by the grade).
 */
export async function gradeSubmission(deps: GradingDeps, submissionId: string, key: string, options: GradeOptions): Promise<GradeResult> {
  const ctx = await gradingContext(submissionId);
  if (!ctx) return { outcome: 'gone', gradeId: null };
  const done = await HomeworkGrade.query().findOne({ submission_id: submissionId, grade_key: key });
  let result: { gradeId: string; outcome: GradeOutcome };
  if (done) {
    result = { gradeId: done.id, outcome: done.outcome };
  } else {
    const limiterKey = ctx.course.teacherId;
    const files = await readSubmissionFiles(deps, limiterKey, await HomeworkSubmissionFile.query().where('submission_id', submissionId).orderBy('created_at'));
    const flags = submissionFlags(ctx.submission.content, files);
    // Too long to grade whole (made before such answers were refused): held, never graded in part.
    const grade: CheckedGrade = flags.some((f) => f.kind === 'too_long')
      ? { valid: false, problem: 'not sent to the model' }
      : await gradeAnswer(deps, limiterKey, gradingTask(ctx), { content: ctx.submission.content, files });
    const decision = decide(grade, ctx.cohort.reviewBelowConfidence, files, flags);
    result = await record(ctx, key, decision, deps.models.grading, deps.now());
  }
  if (options.notify) await tellOutcome(deps, submissionId, result);
  return { outcome: result.outcome, gradeId: result.gradeId };
}

/** Tells the student a released grade, or the teacher a held one, from the submission as it now stands. */
async function tellOutcome(deps: GradingDeps, submissionId: string, result: { gradeId: string; outcome: GradeOutcome }): Promise<void> {
  const ctx = await gradingContext(submissionId);
  if (!ctx) return;
  if (result.outcome === 'released') await tellGrade(deps.outbox, ctx, `hw-grade-${result.gradeId}`);
  else await tellReviewWaiting(deps.outbox, ctx, `hw-review-${result.gradeId}`, deps.publicUrl);
}

/**
 * The last attempt of a grading failed (the model unavailable or busy for minutes): the work is
 * held for the teacher without a score, recorded under the key so the attempt is not repeated.
 */
export async function holdUngraded(deps: GradingDeps, submissionId: string, key: string, options: GradeOptions): Promise<GradeResult> {
  const ctx = await gradingContext(submissionId);
  if (!ctx) return { outcome: 'gone', gradeId: null };
  const decision: Decision = { outcome: 'invalid', score: null, feedback: null, confidence: null, reviewReason: gradeTexts.en.reasons.unavailable, reviewFlags: null };
  const result = await record(ctx, key, decision, null, deps.now());
  if (options.notify) await tellOutcome(deps, submissionId, result);
  return { outcome: result.outcome, gradeId: result.gradeId };
}
