import type { Message } from 'telegraf/types';
import { textOf } from '../../../core/domain/homework/answer-length.ts';
import { addDraftPart, checkDraftFile, discardDraft, draftFileKey, draftTextFileCharacters, findDraft, fitsContent, startDraft, submitDraft, type Draft, type IncomingFile } from '../../../core/domain/homework/bot-draft.ts';
import { checkSubmissionFile } from '../../../core/domain/homework/check-file.ts';
import { buttonText, homeworkBotTexts, type HomeworkBotTexts } from '../../../core/domain/homework/bot-texts.ts';
import type { JoinedCohort } from '../../../core/domain/homework/join-cohort.ts';
import { assignmentForStudent, isTelegramStudent, openAssignmentsOf, studentCohort, studentCohortsOf } from '../../../core/domain/homework/telegram-student.ts';
import type { BotContext } from '../shared/context.ts';
import { fetchTelegramFile } from '../shared/files.ts';
import { withinLimit } from '../shared/usage-limit.ts';
import { callbackData } from './buttons.ts';

/*
 * What a student does in the homework bot once they joined a cohort: list the open assignments,
 * pick one, send the answer in as many messages as they like, then Submit (or Cancel). Shared by
 * the bot's own handlers and the joining that runs before linking (joining.ts).
 */

type Next = () => Promise<void>;

export const homeworkTexts = (ctx: BotContext): HomeworkBotTexts => homeworkBotTexts[ctx.locale];

const submitButtons = (t: HomeworkBotTexts) => [
  [
    { text: t.buttons.submit, callback_data: callbackData.submit },
    { text: t.buttons.cancel, callback_data: callbackData.cancel },
  ],
];

/** Telegram shows at most 100 rows of buttons. */
const MAX_ROWS = 100;

/** How a person who is not a student yet joins (and where a teacher links the chat instead). */
export const howToJoin = (ctx: BotContext): string => `${homeworkTexts(ctx).howToJoin}\n\n${homeworkTexts(ctx).teachersLink(ctx.services.profile.consolePath)}`;

/** One cohort's open assignments as buttons, each with the student's latest version. */
export async function showCohortAssignments(ctx: BotContext, cohort: JoinedCohort, intro?: string): Promise<void> {
  const t = homeworkTexts(ctx);
  const lead = intro ? `${intro}\n\n` : '';
  const assignments = await openAssignmentsOf(cohort);
  if (!assignments.length) return ctx.say(`${lead}${t.noAssignments(cohort.courseName, cohort.cohortName)}`);
  const buttons = assignments
    .slice(0, MAX_ROWS)
    .map((a) => [{ text: buttonText(a.title, a.submittedVersion ? ` ✓ v${a.submittedVersion}` : ''), callback_data: callbackData.assignment(cohort.cohortStudentId, a.id) }]);
  const legend = assignments.some((a) => a.submittedVersion) ? `\n\n${t.submittedMark}` : '';
  return ctx.say({ text: `${lead}${t.chooseAssignment(cohort.courseName, cohort.cohortName)}${legend}`, buttons });
}

/** The student's assignments: straight away with one cohort, after choosing the cohort with several. */
export async function showAssignments(ctx: BotContext, telegramUserId: number, intro?: string): Promise<void> {
  const t = homeworkTexts(ctx);
  const cohorts = await studentCohortsOf(telegramUserId);
  const [only] = cohorts;
  if (cohorts.length === 1 && only) return showCohortAssignments(ctx, only, intro);
  const lead = intro ? `${intro}\n\n` : '';
  if (!cohorts.length) return ctx.say(`${lead}${t.noCohorts}`);
  const buttons = cohorts.slice(0, MAX_ROWS).map((c) => [{ text: buttonText(`${c.courseName} — ${c.cohortName}`), callback_data: callbackData.cohort(c.cohortStudentId) }]);
  return ctx.say({ text: `${lead}${t.chooseCohort}`, buttons });
}

/** /assignments, and /start without a code from a student. */
export async function onAssignmentsCommand(ctx: BotContext): Promise<void> {
  const from = ctx.from;
  if (!from) return ctx.skip('a command without a sender');
  if (!(await isTelegramStudent(from.id))) return ctx.say(howToJoin(ctx));
  return showAssignments(ctx, from.id);
}

/** A cohort button: that cohort's assignments. */
export async function onCohortChosen(ctx: BotContext, telegramUserId: number, cohortStudentId: string): Promise<'done' | 'gone'> {
  const cohort = await studentCohort(telegramUserId, cohortStudentId);
  if (!cohort) {
    await ctx.say(homeworkTexts(ctx).gone);
    return 'gone';
  }
  await showCohortAssignments(ctx, cohort);
  return 'done';
}

/** An assignment button: starts the answer (or keeps the one under way for the same assignment). */
export async function onAssignmentChosen(ctx: BotContext, telegramUserId: number, cohortStudentId: string, assignmentId: string): Promise<'done' | 'gone'> {
  const t = homeworkTexts(ctx);
  const target = await assignmentForStudent(telegramUserId, cohortStudentId, assignmentId);
  if (target.status !== 'open') {
    await ctx.say(t.gone);
    return 'gone';
  }
  const started = await startDraft(ctx.services.homework.storage, { telegramUserId, cohortStudentId, assignmentId });
  const { assignment, cohort } = target;
  if (started.status === 'kept') await ctx.say({ text: t.keptDraft(assignment.title, started.parts), buttons: submitButtons(t) });
  else await ctx.say(t.picked(assignment.title, cohort.courseName, assignment.description));
  return 'done';
}

/** Submit (the button or /submit): the draft becomes a submission, named by this update. */
export async function onSubmit(ctx: BotContext, telegramUserId: number): Promise<'done' | 'nothing'> {
  const t = homeworkTexts(ctx);
  // Each submission is graded by the model: a draft with something in it counts (a Submit with
  // nothing to submit costs nothing), and a refused one keeps its draft for a later Submit.
  const pending = await findDraft(telegramUserId);
  if (pending?.parts.length && !(await withinLimit(ctx, 'submission', `telegram:${telegramUserId}`, 'submissions'))) return 'nothing';
  const result = await submitDraft(ctx.services.homework.jobs, { telegramUserId, originKey: `telegram:${telegramUserId}:${ctx.update.update_id}` });
  switch (result.status) {
    case 'submitted':
      await ctx.say(t.submitted(result.version, result.title, result.gradingEnabled));
      return 'done';
    case 'no_draft':
      await ctx.say(t.nothingToSubmit);
      return 'nothing';
    case 'empty':
      await ctx.say(t.emptyDraft);
      return 'nothing';
    case 'closed':
      await ctx.say(t.closed(result.title));
      return 'nothing';
    case 'gone':
      await ctx.say(t.gone);
      return 'nothing';
  }
}

/** Cancel (the button or /cancel): the draft and its files go. */
export async function onCancel(ctx: BotContext, telegramUserId: number): Promise<'done' | 'nothing'> {
  const t = homeworkTexts(ctx);
  const discarded = await discardDraft(ctx.services.homework.storage, telegramUserId);
  await ctx.say(discarded ? t.cancelled : t.noDraft);
  return discarded ? 'done' : 'nothing';
}

type FileOfMessage = { what: 'photo' | 'document'; fileId: string; file: IncomingFile; caption: string | null };

/** The file a message carries as an answer's part: the largest size of a photo, or a document. */
function fileOf(message: Message, updateId: number): FileOfMessage | null {
  const caption = 'caption' in message ? (message.caption ?? null) : null;
  if ('photo' in message) {
    const largest = message.photo.at(-1);
    if (!largest) return null;
    return { what: 'photo', fileId: largest.file_id, file: { mimeType: 'image/jpeg', fileName: `photo-${updateId}.jpg`, size: largest.file_size ?? null }, caption };
  }
  if ('document' in message) {
    const d = message.document;
    return { what: 'document', fileId: d.file_id, file: { mimeType: d.mime_type ?? null, fileName: d.file_name ?? `document-${updateId}`, size: d.file_size ?? null }, caption };
  }
  return null;
}

/**
 * A message from someone with a draft: one more part of the answer. A file is checked (type, size,
 * count) before a byte is fetched or stored; a refused one leaves no trace.
 */
async function addToDraft(ctx: BotContext, telegramUserId: number, found: Draft, message: Message): Promise<void> {
  const t = homeworkTexts(ctx);
  const target = await assignmentForStudent(telegramUserId, found.draft.cohortStudentId, found.draft.assignmentId);
  if (target.status === 'closed') return ctx.say(t.closed(target.title));
  if (target.status === 'gone') return ctx.say(t.gone);
  const updateId = ctx.update.update_id;
  const files = found.parts.filter((p) => p.kind === 'file').length;
  const acknowledge = (what: string, added: boolean, file: boolean) =>
    ctx.say({ text: t.partAdded(what, found.parts.length + (added ? 1 : 0), files + (added && file ? 1 : 0)), buttons: submitButtons(t) });

  const storage = ctx.services.homework.storage;
  if ('text' in message) {
    if (!fitsContent(found, message.text, await draftTextFileCharacters(storage, found))) return ctx.say(t.tooLong);
    const added = await addDraftPart(telegramUserId, updateId, { kind: 'text', text: message.text });
    if (added === 'no_draft') return ctx.say(t.noDraft);
    return acknowledge(t.what.text, added === 'added', false);
  }

  const sent = fileOf(message, updateId);
  if (!sent) return ctx.say(t.refusedKind);
  const what = sent.what === 'photo' ? t.what.photo : t.what.document(sent.file.fileName ?? '');
  // The same update again (a redelivery): its part is there, nothing to fetch.
  if (found.parts.some((p) => p.updateId === updateId)) return acknowledge(what, false, true);
  const check = checkDraftFile(sent.file, found);
  if (!check.ok) return ctx.say(check.reason === 'type' ? t.refusedType(check.type) : check.reason === 'size' ? t.refusedSize : t.refusedCount);
  if (sent.caption && !fitsContent(found, sent.caption, await draftTextFileCharacters(storage, found))) return ctx.say(t.tooLong);
  const fetched = await fetchTelegramFile(ctx.telegram, sent.fileId, sent.file.size ?? undefined);
  if (!fetched.ok) return ctx.say(t.refusedSize);
  // What the bytes really are (not what the sender's app called them), as the console checks them.
  const originalName = (sent.file.fileName ?? `file-${updateId}`).slice(0, 255);
  const checked = await checkSubmissionFile({ name: originalName, declaredType: check.type, bytes: fetched.bytes });
  if (!checked.ok) return ctx.say(checked.reason === 'too_big' ? t.refusedSize : checked.reason === 'empty' ? t.emptyFile : t.refusedType(originalName));
  // A text file goes whole to the grader: it counts against the answer's text limit.
  if (checked.fileType.startsWith('text/') && !fitsContent(found, `${sent.caption ?? ''}${textOf(fetched.bytes)}`, await draftTextFileCharacters(storage, found))) return ctx.say(t.tooLong);
  const storageKey = draftFileKey(telegramUserId, updateId);
  await storage.put(storageKey, fetched.bytes, checked.fileType);
  const added = await addDraftPart(telegramUserId, updateId, {
    kind: 'file',
    text: sent.caption,
    originalName,
    fileType: checked.fileType,
    fileSize: fetched.bytes.length,
    storageKey,
  });
  if (added === 'no_draft') {
    await storage.delete(storageKey);
    return ctx.say(t.noDraft);
  }
  return acknowledge(what, added === 'added', true);
}

/**
 * A message (not a command) to the homework bot: a part of the answer under way; from a student
 * without one, the list to choose from; from someone who has not joined, how to join. A linked
 * chat that is no student's (a teacher's) goes on to the shared fallbacks.
 */
export async function onStudentMessage(ctx: BotContext, next: Next): Promise<void> {
  const from = ctx.from;
  const message = ctx.message;
  if (!from || !message) return next();
  const found = await findDraft(from.id);
  if (found) return addToDraft(ctx, from.id, found, message);
  if (await isTelegramStudent(from.id)) return showAssignments(ctx, from.id, homeworkTexts(ctx).pickFirst);
  if (!ctx.link) return ctx.say(howToJoin(ctx));
  return next();
}
