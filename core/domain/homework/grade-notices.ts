import type { ReviewFlag } from '../../../contracts/homework.ts';
import { TelegramLink, UserSettings } from '../../../db/index.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';
import type { GradingContext } from './grading-context.ts';
import { flagReason, gradeTexts, localeOf, type GradeTexts } from './grade-texts.ts';

/** The teacher's chat with the homework bot and their console language, when they linked it. */
export async function teacherChat(teacherId: string): Promise<{ chatId: number; texts: GradeTexts } | null> {
  const link = await TelegramLink.query().findOne({ user_id: teacherId, bot: 'homework' });
  if (!link) return null;
  const settings = await UserSettings.query().findById(teacherId);
  return { chatId: link.chatId, texts: gradeTexts[localeOf(settings?.locale)] };
}

export const assignmentUrl = (publicUrl: string, assignmentId: string) => `${publicUrl.replace(/\/$/, '')}/homework/assignments/${assignmentId}`;

/** The student hears their grade in the chat they joined from (a private chat's id is the user's id). */
export async function tellGrade(outbox: TelegramOutbox, ctx: Pick<GradingContext, 'student' | 'submission' | 'assignment'>, key: string): Promise<void> {
  const { student, submission, assignment } = ctx;
  if (student.telegramUserId === null || submission.finalFeedback === null) return;
  const texts = gradeTexts[localeOf(student.locale)];
  const text =
    assignment.gradingEnabled && assignment.maxScore !== null && submission.finalScore !== null
      ? texts.graded(assignment.title, submission.finalScore, assignment.maxScore, submission.finalFeedback)
      : texts.feedbackOnly(assignment.title, submission.finalFeedback);
  await outbox.send('homework', student.telegramUserId, key, { text });
}

/** The teacher hears, through the homework bot when they linked it, that work waits for their review. */
export async function tellReviewWaiting(outbox: TelegramOutbox, ctx: GradingContext, key: string, publicUrl: string): Promise<void> {
  const chat = await teacherChat(ctx.course.teacherId);
  if (!chat) return;
  const { aiConfidence, reviewReason, reviewFlags } = ctx.submission;
  // What held it besides the confidence comes first: the teacher should read "addresses the grader" before "unsure".
  const flagged = ((reviewFlags ?? []) as ReviewFlag[]).map((f) => flagReason(chat.texts, f));
  const unsure = aiConfidence !== null && aiConfidence < ctx.cohort.reviewBelowConfidence ? [chat.texts.reasons.unsure(aiConfidence)] : [];
  const fallback =
    aiConfidence !== null ? chat.texts.reasons.unsure(aiConfidence) : reviewReason === gradeTexts.en.reasons.unavailable ? chat.texts.reasons.unavailable : chat.texts.reasons.invalid;
  const reason = flagged.length ? [...flagged, ...unsure].join('; ') : fallback;
  await outbox.send('homework', chat.chatId, key, { text: chat.texts.waitingForReview(ctx.student.displayName, ctx.assignment.title, reason, assignmentUrl(publicUrl, ctx.assignment.id)) });
}
