import { randomUUID } from 'node:crypto';
import type { Submission } from '../../../contracts/homework.ts';
import { HomeworkSubmission, type User } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { homeworkGrade } from '../../queues/jobs/homework-grade.ts';
import type { JobProducer } from '../../queues/producer.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { teacherSubmission } from './access.ts';
import { tellGrade } from './grade-notices.ts';
import { gradingContext } from './grading-context.ts';
import { oneSubmission } from './load-submissions.ts';

/** Tells the student the grade now in force (after a teacher's score or acceptance), keyed by its cause. */
export async function tellStudent(outbox: TelegramOutbox, submissionId: string, key: string): Promise<void> {
  const ctx = await gradingContext(submissionId);
  if (ctx && ctx.submission.status === 'graded') await tellGrade(outbox, ctx, key);
}

/**
 * The teacher releases a held AI grade as it is: the student sees it and hears it. A grade the AI
 * could not give (no score on a graded assignment) cannot be accepted: the teacher sets one.
 */
export async function acceptSubmission(teacher: User, id: string, outbox: TelegramOutbox): Promise<Submission> {
  const submission = await teacherSubmission(teacher.id, id);
  if (submission.status !== 'needs_review') throw new AppError('conflict', 'This submission is not waiting for review.');
  const ctx = await gradingContext(id);
  if (!ctx) throw new AppError('conflict', 'This submission is not waiting for review.');
  const scored = !ctx.assignment.gradingEnabled || submission.finalScore !== null;
  if (!scored || submission.finalFeedback === null) throw new AppError('conflict', 'The AI gave no grade to accept: set a score instead.');
  const now = new Date();
  const accepted = await HomeworkSubmission.transaction(async (trx) => {
    const count = await HomeworkSubmission.query(trx).patch({ status: 'graded', reviewReason: null, checkedAt: now }).where({ id, status: 'needs_review' });
    if (count === 0) return false;
    await recordAuditEvent(
      { eventKey: `homework.submission.accepted:${id}:${randomUUID()}`, action: 'homework.submission.accepted', actorId: teacher.id, userId: teacher.id, reason: null, details: { submissionId: id, score: submission.finalScore, confidence: submission.aiConfidence }, occurredAt: now },
      trx,
    );
    return true;
  });
  if (!accepted) throw new AppError('conflict', 'This submission is not waiting for review.');
  await tellStudent(outbox, id, `hw-accept-${id}-${now.getTime()}`);
  return oneSubmission(id, 'teacher');
}

/** Regrade (spec 7: POST /submissions/:id/regrade): a grading job of its own, the work pending until it lands. */
export async function regradeSubmission(teacher: User, id: string, jobs: JobProducer): Promise<Submission> {
  const before = await teacherSubmission(teacher.id, id);
  await HomeworkSubmission.query().patch({ status: 'pending', reviewReason: null }).findById(id);
  try {
    await jobs.enqueue(homeworkGrade, { submissionId: id, key: `regrade-${randomUUID()}` });
  } catch (err) {
    // Refused (Redis down: the answer is 503): not left pending with no job to grade it. The
    // teacher asks again; a grade that landed meanwhile is kept (only a pending row goes back).
    await HomeworkSubmission.query().patch({ status: before.status, reviewReason: before.reviewReason }).where({ id, status: 'pending' }).catch(() => undefined);
    throw err;
  }
  return oneSubmission(id, 'teacher');
}
