import { randomUUID } from 'node:crypto';
import { HOMEWORK_LIMITS, SUBMISSION_FILE_KINDS, type Submission, type SubmissionCreateBody } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCourse, HomeworkSubmission, type User } from '../../../db/index.ts';
import { bodyFieldErrors } from '../../body-field-errors.ts';
import type { FileStorage } from '../../clients/file-storage/file-storage.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { studentRowsOf } from './access.ts';
import { answerCharacters, fitsAnswerLimit, textOf, tooLongMessage } from './answer-length.ts';
import { checkSubmissionFile } from './check-file.ts';
import { createSubmission, type StoredFile } from './create-submission.ts';
import { oneSubmission } from './load-submissions.ts';

export interface IncomingFile {
  name: string;
  declaredType: string | null;
  bytes: Buffer;
}

const refusal = (name: string, reason: 'too_big' | 'type' | 'empty') =>
  reason === 'too_big'
    ? `${name} is over ${HOMEWORK_LIMITS.fileMaxBytes / 1024 / 1024} MB`
    : reason === 'empty'
      ? `${name} is empty`
      : `${name} is not a file we take: send ${SUBMISSION_FILE_KINDS}`;

/** The cohort-student row the signed-in student answers as, for this assignment's course. */
async function answeringAs(user: User, courseId: string, cohortStudentId: string | undefined) {
  const rows = await studentRowsOf(user).join('homework_cohorts', 'homework_cohorts.id', 'homework_cohort_students.cohort_id').where('homework_cohorts.course_id', courseId).select('homework_cohort_students.*');
  if (rows.length === 0) throw notFound('Assignment');
  if (cohortStudentId) {
    const row = rows.find((r) => r.id === cohortStudentId);
    if (!row) throw notFound('Student');
    return row;
  }
  if (rows.length > 1) throw bodyFieldErrors([{ path: 'cohortStudentId', message: 'You are in several cohorts of this course: say which one you answer for' }]);
  return rows[0]!;
}

/**
 * A student's answer from the console (spec 7 POST /submissions): the same as the bot's Submit.
 * Every file is checked by its bytes before any is stored; a refused one refuses the whole
 * submission, naming the file. `originKey` (the Idempotency-Key header, else a fresh id) makes a
 * retried request one submission.
 */
export async function submitFromConsole(
  deps: { storage: FileStorage; jobs: JobProducer },
  user: User,
  body: SubmissionCreateBody,
  files: readonly IncomingFile[],
  idempotencyKey: string | null,
): Promise<Submission> {
  const assignment = await HomeworkAssignment.query().findById(body.assignmentId).whereNull('archived_at');
  const course = assignment ? await HomeworkCourse.query().findById(assignment.courseId).whereNull('archived_at') : undefined;
  if (!assignment || !course) throw notFound('Assignment');
  const student = await answeringAs(user, course.id, body.cohortStudentId);
  if (files.length > HOMEWORK_LIMITS.filesPerSubmission) throw bodyFieldErrors([{ path: 'files', message: `At most ${HOMEWORK_LIMITS.filesPerSubmission} files` }]);
  const checked = await Promise.all(files.map(async (f) => ({ file: f, check: await checkSubmissionFile(f) })));
  const refused = checked.flatMap(({ file, check }) => (check.ok ? [] : [{ path: 'files', message: refusal(file.name, check.reason) }]));
  if (refused.length) throw bodyFieldErrors(refused);
  if (!body.content.trim() && files.length === 0) throw bodyFieldErrors([{ path: 'content', message: 'Write an answer or attach a file' }]);
  // Text files go whole into the grading request: they count against the typed text's limit.
  const characters = answerCharacters(body.content, checked.flatMap(({ file, check }) => (check.ok && check.fileType.startsWith('text/') ? [textOf(file.bytes)] : [])));
  if (!fitsAnswerLimit(characters)) throw bodyFieldErrors([{ path: 'files', message: tooLongMessage(characters) }]);

  const originKey = `web:${user.id}:${idempotencyKey ?? randomUUID()}`;
  const folder = `homework/web/${randomUUID()}`;
  const stored: StoredFile[] = [];
  try {
    for (const [index, { file, check }] of checked.entries()) {
      if (!check.ok) continue;
      const storageKey = `${folder}/${index}`;
      await deps.storage.put(storageKey, file.bytes, check.fileType);
      stored.push({ originalName: file.name.slice(0, 255), fileType: check.fileType, fileSize: file.bytes.length, storageKey });
    }
    const { submission, created } = await createSubmission(deps.jobs, {
      cohortStudentId: student.id,
      assignmentId: assignment.id,
      content: body.content,
      files: stored,
      channel: 'web',
      originKey,
    });
    // A repeated request: its files are the first one's; these copies are not needed.
    if (!created) await Promise.all(stored.map((f) => deps.storage.delete(f.storageKey)));
    return oneSubmission(submission.id, 'student');
  } catch (err) {
    const committed = await HomeworkSubmission.query().findOne({ origin_key: originKey }).catch(() => undefined);
    // Committed, but its grading job was refused (Redis down: the answer is 503). With an
    // Idempotency-Key the retry finds it and queues the job (create-submission.ts); without one
    // the retry is a new submission, and this one would wait for a grade for ever: take it back.
    const orphan = committed && idempotencyKey === null && err instanceof AppError && err.code === 'service_unavailable';
    if (orphan) await HomeworkSubmission.query().deleteById(committed.id).catch(() => undefined);
    // Files of a submission that stays committed stay with it.
    if (!committed || orphan) await Promise.all(stored.map((f) => deps.storage.delete(f.storageKey).catch(() => undefined)));
    throw err;
  }
}
