import { HOMEWORK_LIMITS, SUBMISSION_FILE_KINDS } from '../../../contracts/homework.ts';

export type HomeworkBotLocale = 'en' | 'ru';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Names (courses, cohorts, assignments) are the teacher's data: escaped, so an odd one cannot break the HTML. */
const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;
const MAX_MB = HOMEWORK_LIMITS.fileMaxBytes / (1024 * 1024);
const MAX_FILES = HOMEWORK_LIMITS.filesPerSubmission;
/** An assignment's description under its title when it is picked: long ones are cut. */
const DESCRIPTION_SHOWN = 1500;
const shortened = (text: string) => (text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN - 1)}…` : text);

/** A button's text: Telegram takes at most 64 characters. */
export const buttonText = (text: string, suffix = '') => {
  const room = 64 - suffix.length;
  return `${text.length > room ? `${text.slice(0, room - 1)}…` : text}${suffix}`;
};

/** What the homework bot tells students, in English; Russian below is typed by it. */
const en = {
  howToSubmit: `To hand in homework: choose an assignment with /assignments, send your answer as text, photos or documents (several messages are fine), then press <b>Submit</b>. Your grade comes here.`,
  joined: (course: string, cohort: string) => `✅ Welcome to ${bold(course)} — ${bold(cohort)}!`,
  alreadyJoined: (course: string, cohort: string) => `You have already joined ${bold(course)} — ${bold(cohort)} with this code.`,
  codeUsed: 'This code has already been used by another Telegram account. If it is yours, ask your teacher for a new one.',
  unknownCode: 'I do not know this code. Check the 6-character code your teacher gave you and send it again.',
  alreadyInCohort: (course: string, cohort: string) =>
    `Your Telegram account has already joined ${bold(course)} — ${bold(cohort)} with another code, and one account joins a cohort once. Use /assignments to hand in work there.`,
  howToJoin: 'To hand in homework here, send me the 6-character code your teacher gave you (for example <code>AB12CD</code>).',
  teachersLink: (consolePath: string) => `Teachers: link this chat from ${bold(consolePath)} in the console.`,
  chooseCohort: 'You study in several cohorts. Choose one:',
  chooseAssignment: (course: string, cohort: string) => `Assignments of ${bold(course)} — ${bold(cohort)}. Choose one to answer:`,
  submittedMark: '✓ vN: already submitted; a new answer becomes the next version.',
  noAssignments: (course: string, cohort: string) => `There are no open assignments in ${bold(course)} — ${bold(cohort)} right now.`,
  noCohorts: 'None of your courses is open right now.',
  picked: (title: string, course: string, description: string) =>
    `✏️ Your answer to ${bold(title)} (${escapeHtml(course)})\n\n${escapeHtml(shortened(description))}\n\nSend text, photos or documents: each message is added to your answer. Files: ${SUBMISSION_FILE_KINDS}, up to ${MAX_MB} MB each, at most ${MAX_FILES}. Press <b>Submit</b> when you are done.`,
  keptDraft: (title: string, parts: number) => `You are already answering ${bold(title)} (${parts} part${parts === 1 ? '' : 's'} so far). Send more, or press <b>Submit</b>.`,
  partAdded: (what: string, parts: number, files: number) =>
    `Added ${what}. Your answer has ${parts} part${parts === 1 ? '' : 's'}${files ? `, ${files} of them file${files === 1 ? '' : 's'}` : ''}. Send more, or press <b>Submit</b>.`,
  what: { text: 'your text', photo: 'the photo', document: (name: string) => bold(name) },
  refusedType: (what: string) => `I cannot take this file (${escapeHtml(what)}). An answer takes ${SUBMISSION_FILE_KINDS}. Nothing was added.`,
  refusedSize: `This file is over ${MAX_MB} MB, the limit for one file. Send a smaller one; nothing was added.`,
  refusedCount: `An answer takes at most ${MAX_FILES} files, and yours has them. Submit it, or Cancel and start again; nothing was added.`,
  emptyFile: 'This file is empty; nothing was added.',
  refusedKind: `I cannot add this kind of message to an answer. Send text, photos or documents (${SUBMISSION_FILE_KINDS}).`,
  tooLong: `With this message your answer's text would be longer than ${HOMEWORK_LIMITS.contentMax} characters (typed text and text files count together). Shorten it, send it as a PDF or photos, or submit what you have; nothing was added.`,
  pickFirst: 'Choose the assignment first, then send your answer.',
  noDraft: 'You are not answering an assignment right now. Choose one with /assignments.',
  nothingToSubmit: 'There is no answer to submit: choose an assignment with /assignments and send your answer first. (An answer under way goes when the teacher deletes its assignment or cohort.)',
  emptyDraft: 'Your answer is empty: send text, a photo or a document first, then press <b>Submit</b>.',
  submitted: (version: number, title: string, graded: boolean) =>
    `✅ Submitted version ${version} of ${bold(title)}; you will get your ${graded ? 'grade' : 'feedback'} here.`,
  cancelled: 'Your answer was discarded. Choose an assignment with /assignments whenever you like.',
  closed: (title: string) => `${bold(title)} is closed now (your teacher archived it or its course), so it cannot be submitted. Send /cancel to discard your answer.`,
  gone: 'This assignment or cohort is no longer here. Choose another with /assignments.',
  staleButton: 'This button is out of date: send /assignments.',
  buttons: { submit: 'Submit', cancel: 'Cancel' },
};

export type HomeworkBotTexts = typeof en;

const ru: HomeworkBotTexts = {
  howToSubmit: `Как сдать домашнее задание: выберите задание командой /assignments, пришлите ответ текстом, фото или документами (можно несколькими сообщениями) и нажмите <b>Отправить</b>. Оценка придёт сюда.`,
  joined: (course, cohort) => `✅ Добро пожаловать в ${bold(course)} — ${bold(cohort)}!`,
  alreadyJoined: (course, cohort) => `Вы уже присоединились к ${bold(course)} — ${bold(cohort)} с этим кодом.`,
  codeUsed: 'Этот код уже использован другим аккаунтом Telegram. Если код ваш, попросите у преподавателя новый.',
  unknownCode: 'Я не знаю такого кода. Проверьте 6-символьный код от преподавателя и пришлите его ещё раз.',
  alreadyInCohort: (course, cohort) =>
    `Ваш аккаунт Telegram уже присоединился к ${bold(course)} — ${bold(cohort)} по другому коду, а к одной группе аккаунт присоединяется один раз. Сдавайте работы там через /assignments.`,
  howToJoin: 'Чтобы сдавать домашние задания, пришлите мне 6-символьный код от преподавателя (например, <code>AB12CD</code>).',
  teachersLink: (consolePath) => `Преподавателям: привяжите этот чат на странице ${bold(consolePath)} в консоли.`,
  chooseCohort: 'Вы учитесь в нескольких группах. Выберите группу:',
  chooseAssignment: (course, cohort) => `Задания ${bold(course)} — ${bold(cohort)}. Выберите, на какое отвечать:`,
  submittedMark: '✓ vN: уже сдано; новый ответ станет следующей версией.',
  noAssignments: (course, cohort) => `В ${bold(course)} — ${bold(cohort)} сейчас нет открытых заданий.`,
  noCohorts: 'Сейчас ни один из ваших курсов не открыт.',
  picked: (title, course, description) =>
    `✏️ Ваш ответ на ${bold(title)} (${escapeHtml(course)})\n\n${escapeHtml(shortened(description))}\n\nПрисылайте текст, фото или документы: каждое сообщение добавляется к ответу. Файлы: ${SUBMISSION_FILE_KINDS}, до ${MAX_MB} МБ каждый, не больше ${MAX_FILES}. Когда закончите, нажмите <b>Отправить</b>.`,
  keptDraft: (title, parts) => `Вы уже отвечаете на ${bold(title)} (частей: ${parts}). Присылайте ещё или нажмите <b>Отправить</b>.`,
  partAdded: (what, parts, files) => `Добавлено: ${what}. Частей в ответе: ${parts}${files ? `, из них файлов: ${files}` : ''}. Присылайте ещё или нажмите <b>Отправить</b>.`,
  what: { text: 'текст', photo: 'фото', document: (name) => bold(name) },
  refusedType: (what) => `Я не могу принять этот файл (${escapeHtml(what)}). В ответ принимаются ${SUBMISSION_FILE_KINDS}. Ничего не добавлено.`,
  refusedSize: `Файл больше ${MAX_MB} МБ — это предел для одного файла. Пришлите файл поменьше; ничего не добавлено.`,
  refusedCount: `В ответе может быть не больше ${MAX_FILES} файлов, и они уже есть. Отправьте ответ или отмените его и начните заново; ничего не добавлено.`,
  emptyFile: 'Этот файл пуст; ничего не добавлено.',
  refusedKind: `Такое сообщение нельзя добавить к ответу. Присылайте текст, фото или документы (${SUBMISSION_FILE_KINDS}).`,
  tooLong: `С этим сообщением текст ответа стал бы длиннее ${HOMEWORK_LIMITS.contentMax} символов (текст и текстовые файлы считаются вместе). Сократите его, пришлите PDF или фото либо отправьте то, что есть; ничего не добавлено.`,
  pickFirst: 'Сначала выберите задание, потом присылайте ответ.',
  noDraft: 'Сейчас вы не отвечаете ни на одно задание. Выберите задание командой /assignments.',
  nothingToSubmit: 'Отправлять нечего: выберите задание командой /assignments и сначала пришлите ответ. (Начатый ответ пропадает, если преподаватель удалил задание или группу.)',
  emptyDraft: 'Ваш ответ пуст: сначала пришлите текст, фото или документ, потом нажмите <b>Отправить</b>.',
  submitted: (version, title, graded) => `✅ Отправлена версия ${version} ответа на ${bold(title)}; ${graded ? 'оценка придёт' : 'отзыв придёт'} сюда.`,
  cancelled: 'Ответ удалён. Выберите задание командой /assignments, когда захотите.',
  closed: (title) => `${bold(title)} сейчас закрыто (преподаватель отправил его или курс в архив), поэтому отправить ответ нельзя. Чтобы удалить ответ, отправьте /cancel.`,
  gone: 'Этого задания или группы больше нет. Выберите другое задание командой /assignments.',
  staleButton: 'Эта кнопка устарела: отправьте /assignments.',
  buttons: { submit: 'Отправить', cancel: 'Отменить' },
};

export const homeworkBotTexts: Record<HomeworkBotLocale, HomeworkBotTexts> = { en, ru };
