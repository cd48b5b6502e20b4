import { HOMEWORK_LIMITS, isSubmissionFileType } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkBotDraft, HomeworkDraftPart, HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import type { FileStorage } from '../../clients/file-storage/file-storage.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { textOf } from './answer-length.ts';
import { createSubmission } from './create-submission.ts';
import { assignmentForStudent } from './telegram-student.ts';

/*
 * The answer a student puts together in the homework bot: they pick an assignment (a draft, one
 * per Telegram user), send any number of messages (parts: a text, or a file already checked and
 * stored), then Submit, which makes the parts one submission. Parts are keyed by their update, so
 * a redelivered message adds one part and its file overwrites the same storage key.
 */

/** Postgres's foreign_key_violation (23503), as pg or Objection wraps it. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; nativeError?: { code?: string } } | null;
  return typeof e === 'object' && e !== null && (e.nativeError?.code ?? e.code) === '23503';
}

/** Where a draft's file lives: derived from its update, so a retry writes the same key. */
export const draftFileKey = (telegramUserId: number, updateId: number) => `homework/drafts/${telegramUserId}/${updateId}`;

export interface Draft {
  draft: HomeworkBotDraft;
  parts: HomeworkDraftPart[];
}

export async function findDraft(telegramUserId: number): Promise<Draft | null> {
  const draft = await HomeworkBotDraft.query().findById(telegramUserId);
  if (!draft) return null;
  const parts = await HomeworkDraftPart.query().where('telegram_user_id', telegramUserId).orderBy('update_id');
  return { draft, parts };
}

/**
 * Removes stored files of parts that are gone, except those a submission took (a Submit whose
 * draft rows outlived it, when the process stopped between the two).
 */
async function deleteFiles(storage: FileStorage, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const kept = new Set((await HomeworkSubmissionFile.query().whereIn('storage_key', keys).select('storage_key')).map((f) => f.storageKey));
  for (const key of keys) if (!kept.has(key)) await storage.delete(key);
}

const fileKeysOf = (parts: HomeworkDraftPart[]) => parts.flatMap((p) => (p.storageKey ? [p.storageKey] : []));

/**
 * Starts answering an assignment. The same assignment again keeps the draft (a button pressed
 * twice, an update delivered twice); another one replaces it, its stored files deleted.
 */
export async function startDraft(storage: FileStorage, input: { telegramUserId: number; cohortStudentId: string; assignmentId: string }): Promise<{ status: 'started' } | { status: 'kept'; parts: number }> {
  const replaced = await HomeworkBotDraft.transaction(async (trx) => {
    const existing = await HomeworkBotDraft.query(trx).findById(input.telegramUserId).forUpdate();
    if (existing && existing.assignmentId === input.assignmentId && existing.cohortStudentId === input.cohortStudentId) {
      const parts = await HomeworkDraftPart.query(trx).where('telegram_user_id', input.telegramUserId).resultSize();
      return { kept: true as const, parts };
    }
    const parts = existing ? await HomeworkDraftPart.query(trx).where('telegram_user_id', input.telegramUserId) : [];
    if (existing) await HomeworkBotDraft.query(trx).deleteById(input.telegramUserId);
    await HomeworkBotDraft.query(trx)
      .insert({ telegramUserId: input.telegramUserId, cohortStudentId: input.cohortStudentId, assignmentId: input.assignmentId })
      .onConflict('telegram_user_id')
      .ignore();
    return { kept: false as const, files: fileKeysOf(parts) };
  });
  if (replaced.kept) return { status: 'kept', parts: replaced.parts };
  await deleteFiles(storage, replaced.files);
  return { status: 'started' };
}

/** Throws the draft away with its stored files; false when there was none. */
export async function discardDraft(storage: FileStorage, telegramUserId: number): Promise<boolean> {
  const found = await findDraft(telegramUserId);
  if (!found) return false;
  await HomeworkBotDraft.query().deleteById(telegramUserId);
  await deleteFiles(storage, fileKeysOf(found.parts));
  return true;
}

/** A file a student sent, as Telegram describes it before it is downloaded. */
export interface IncomingFile {
  /** The MIME type Telegram gave (a photo is always image/jpeg); null when it gave none. */
  mimeType: string | null;
  fileName: string | null;
  /** The size Telegram reported, when it did. */
  size: number | null;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
};

/** The file's type: Telegram's, or by its name's extension when Telegram gave none or a generic one. */
export function fileTypeOf(file: Pick<IncomingFile, 'mimeType' | 'fileName'>): string {
  const given = file.mimeType?.toLowerCase().split(';')[0]?.trim() || null;
  if (given && given !== 'application/octet-stream') return given;
  const extension = file.fileName?.toLowerCase().split('.').pop();
  return (extension && file.fileName?.includes('.') && EXTENSION_TYPES[extension]) || given || 'application/octet-stream';
}

export type FileCheck = { ok: true; type: string } | { ok: false; reason: 'type'; type: string } | { ok: false; reason: 'size' } | { ok: false; reason: 'count' };

/** Whether a file may join the draft: its type, its size (when known before the download), the draft's file count. */
export function checkDraftFile(file: IncomingFile, draft: Draft): FileCheck {
  const type = fileTypeOf(file);
  if (!isSubmissionFileType(type)) return { ok: false, reason: 'type', type };
  if (file.size !== null && file.size > HOMEWORK_LIMITS.fileMaxBytes) return { ok: false, reason: 'size' };
  if (draft.parts.filter((p) => p.kind === 'file').length >= HOMEWORK_LIMITS.filesPerSubmission) return { ok: false, reason: 'count' };
  return { ok: true, type };
}

/**
 * Whether the text would still fit an answer's limit. `fileCharacters`: what the draft's text
 * files hold (draftTextFileCharacters), which count against the same limit (answer-length.ts).
 */
export const fitsContent = (draft: Draft, text: string, fileCharacters = 0): boolean =>
  draft.parts.reduce((sum, p) => sum + (p.text?.length ?? 0) + 2, 0) + text.length + fileCharacters <= HOMEWORK_LIMITS.contentMax;

/** The characters of the draft's text files, read back from storage (at most 10 files of at most contentMax characters). */
export async function draftTextFileCharacters(storage: FileStorage, draft: Draft): Promise<number> {
  let total = 0;
  for (const part of draft.parts) {
    if (part.kind !== 'file' || !part.storageKey || !part.fileType?.startsWith('text/')) continue;
    const bytes = await storage.get(part.storageKey);
    total += bytes ? textOf(bytes).length : 0;
  }
  return total;
}

export type NewPart = { kind: 'text'; text: string } | { kind: 'file'; text: string | null; originalName: string; fileType: string; fileSize: number; storageKey: string };

/**
 * Adds one part, keyed by its update: the same update again adds nothing ('duplicate'). 'no_draft'
 * when the draft went meanwhile (submitted, cancelled, its assignment deleted).
 */
export async function addDraftPart(telegramUserId: number, updateId: number, part: NewPart): Promise<'added' | 'duplicate' | 'no_draft'> {
  try {
    const inserted = await HomeworkDraftPart.query()
      .insert({ telegramUserId, updateId, ...part })
      .onConflict(['telegram_user_id', 'update_id'])
      .ignore();
    await HomeworkBotDraft.query().patch({ updatedAt: new Date() }).where('telegram_user_id', telegramUserId);
    return inserted.id ? 'added' : 'duplicate';
  } catch (err) {
    // The draft row is gone: its parts' foreign key refuses the part.
    if (isForeignKeyViolation(err)) return 'no_draft';
    throw err;
  }
}

export type SubmitDraftResult =
  | { status: 'submitted'; version: number; title: string; gradingEnabled: boolean; created: boolean }
  | { status: 'no_draft' }
  | { status: 'empty' }
  | { status: 'closed'; title: string }
  | { status: 'gone' };

/**
 * Makes the draft a submission (a new version) and queues its grading. `originKey` names the
 * Submit (its update), so the same Submit handled twice is one submission: the second finds the
 * draft gone and answers from the submission the first made. The draft's rows go; its files stay,
 * the submission's now.
 */
export async function submitDraft(jobs: JobProducer, input: { telegramUserId: number; originKey: string }): Promise<SubmitDraftResult> {
  const found = await findDraft(input.telegramUserId);
  if (!found) {
    const earlier = await HomeworkSubmission.query().findOne({ origin_key: input.originKey });
    return earlier ? submittedAnswer(earlier, false) : { status: 'no_draft' };
  }
  const { draft, parts } = found;
  if (!parts.length) return { status: 'empty' };
  const target = await assignmentForStudent(input.telegramUserId, draft.cohortStudentId, draft.assignmentId);
  if (target.status !== 'open') return target;
  const content = parts.flatMap((p) => (p.text?.trim() ? [p.text.trim()] : [])).join('\n\n');
  const files = parts.flatMap((p) =>
    p.kind === 'file' && p.storageKey && p.fileType && p.originalName ? [{ originalName: p.originalName, fileType: p.fileType, fileSize: Number(p.fileSize ?? 0), storageKey: p.storageKey }] : [],
  );
  let result: Awaited<ReturnType<typeof createSubmission>>;
  try {
    result = await createSubmission(jobs, { cohortStudentId: draft.cohortStudentId, assignmentId: draft.assignmentId, content, files, channel: 'telegram', originKey: input.originKey });
  } catch (err) {
    // The assignment or the student was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) return { status: 'gone' };
    throw err;
  }
  // Only this draft: a pick made meanwhile is another draft (another assignment) and stays.
  await HomeworkBotDraft.query().delete().where({ telegram_user_id: input.telegramUserId, assignment_id: draft.assignmentId, cohort_student_id: draft.cohortStudentId });
  return { status: 'submitted', version: result.submission.version, title: target.assignment.title, gradingEnabled: target.assignment.gradingEnabled, created: result.created };
}

async function submittedAnswer(submission: HomeworkSubmission, created: boolean): Promise<SubmitDraftResult> {
  const assignment = await HomeworkAssignment.query().findById(submission.assignmentId);
  if (!assignment) return { status: 'gone' };
  return { status: 'submitted', version: submission.version, title: assignment.title, gradingEnabled: assignment.gradingEnabled, created };
}
