import { HomeworkGrade, HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import { gradingContext, type GradingContext } from './grading-context.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import type { GradingDeps } from './deps.ts';
import { gradeAnswer, type CheckedGrade } from './grade-answer.ts';
import type { GradingTask } from './grading-prompt.ts';
import { tellGrade, tellReviewWaiting } from './grade-notices.ts';
import { gradeTexts } from './grade-texts.ts';
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
  /** Why it is held, in the teacher's words (English: the console shows it, the bot translates its own). */
  reviewReason: string | null;
}

/**
 * A checked grade against the cohort's threshold: the least legible file caps the confidence (a
 * grade is no surer than what it read), and a grade less sure than the cohort's threshold is held.
 */
export function decide(grade: CheckedGrade, reviewBelowConfidence: number, legibilities: readonly (number | null)[]): Decision {
  if (!grade.valid) return { outcome: 'invalid', score: null, feedback: null, confidence: null, reviewReason: `${gradeTexts.en.reasons.invalid} (${grade.problem})` };
  const confidence = Math.min(grade.confidence, ...legibilities.map((l) => l ?? 1));
  const held = confidence < reviewBelowConfidence;
  return { outcome: held ? 'held' : 'released', score: grade.score, feedback: grade.feedback, confidence, reviewReason: held ? gradeTexts.en.reasons.unsure(confidence) : null };
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
    const grade = await gradeAnswer(deps, limiterKey, gradingTask(ctx), ctx.submission.content, files);
    const decision = decide(grade, ctx.cohort.reviewBelowConfidence, files.map((f) => (f.fileType.startsWith('text/') ? null : f.legibility)));
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
  const decision: Decision = { outcome: 'invalid', score: null, feedback: null, confidence: null, reviewReason: gradeTexts.en.reasons.unavailable };
  const result = await record(ctx, key, decision, null, deps.now());
  if (options.notify) await tellOutcome(deps, submissionId, result);
  return { outcome: result.outcome, gradeId: result.gradeId };
}
