import type { ReviewFlag } from '../../../contracts/homework.ts';

export type HomeworkLocale = 'en' | 'ru';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;
const score = (value: number) => String(Math.round(value * 100) / 100);

/** What the homework bot tells students about their grades and teachers about work waiting for them, in English. */
const en = {
  graded: (title: string, earned: number, max: number, feedback: string) => `📝 ${bold(title)}: ${score(earned)}/${max}\n\n${escapeHtml(feedback)}`,
  feedbackOnly: (title: string, feedback: string) => `📝 Feedback on ${bold(title)}:\n\n${escapeHtml(feedback)}`,
  regraded: (title: string) => `Your work on ${bold(title)} was graded again.`,
  waitingForReview: (student: string, title: string, reason: string, href: string) =>
    `🔎 ${bold(student)}'s answer to ${bold(title)} waits for your review: ${escapeHtml(reason)}\n${escapeHtml(href)}`,
  regradeFinished: (title: string, done: number, held: number, href: string) =>
    `✅ Regrade of ${bold(title)} finished: ${done} regraded${held ? `, ${held} waiting for your review` : ''}.\n${escapeHtml(href)}`,
  reasons: {
    unsure: (confidence: number) => `the AI is only ${Math.round(confidence * 100)}% sure of its grade`,
    invalid: 'the AI did not give a valid grade',
    unavailable: 'AI grading was not available',
    addressesGrader: (phrase: string, where: 'text' | 'file_name' | 'file', file: string | null) =>
      `the answer addresses the AI grader: “${phrase}” ${where === 'text' ? 'in its text' : where === 'file_name' ? `in the name of file ${file ?? ''}` : `in file ${file ?? ''}`}`,
    modelFlagged: 'the AI grader found words in the answer addressed to it',
    unreadableFile: (file: string) => `nothing could be read from file ${file}`,
    tooLong: (characters: number, limit: number) => `the answer's text and text files are ${characters} characters, over the limit of ${limit}, so it was not graded`,
  },
};

export type GradeTexts = typeof en;

const ru: GradeTexts = {
  graded: (title, earned, max, feedback) => `📝 ${bold(title)}: ${score(earned)}/${max}\n\n${escapeHtml(feedback)}`,
  feedbackOnly: (title, feedback) => `📝 Отзыв на ${bold(title)}:\n\n${escapeHtml(feedback)}`,
  regraded: (title) => `Ваша работа по ${bold(title)} оценена заново.`,
  waitingForReview: (student, title, reason, href) => `🔎 Ответ ${bold(student)} на ${bold(title)} ждёт вашей проверки: ${escapeHtml(reason)}\n${escapeHtml(href)}`,
  regradeFinished: (title, done, held, href) => `✅ Переоценка ${bold(title)} завершена: переоценено ${done}${held ? `, ${held} ждут вашей проверки` : ''}.\n${escapeHtml(href)}`,
  reasons: {
    unsure: (confidence) => `ИИ уверен в оценке только на ${Math.round(confidence * 100)}%`,
    invalid: 'ИИ не дал корректной оценки',
    unavailable: 'ИИ-проверка была недоступна',
    addressesGrader: (phrase, where, file) =>
      `ответ обращается к ИИ-проверяющему: «${phrase}» ${where === 'text' ? 'в тексте' : where === 'file_name' ? `в имени файла ${file ?? ''}` : `в файле ${file ?? ''}`}`,
    modelFlagged: 'ИИ-проверяющий нашёл в ответе слова, обращённые к нему',
    unreadableFile: (file) => `из файла ${file} ничего не удалось прочитать`,
    tooLong: (characters, limit) => `текст ответа и текстовые файлы — ${characters} символов, больше предела ${limit}, поэтому работа не проверена`,
  },
};

export const gradeTexts: Record<HomeworkLocale, GradeTexts> = { en, ru };
export const localeOf = (value: string | null | undefined): HomeworkLocale => (value === 'ru' ? 'ru' : 'en');

/** One flag that held a grade (contracts/homework.ts ReviewFlag), as a reason in these texts. */
export function flagReason(texts: GradeTexts, flag: ReviewFlag): string {
  switch (flag.kind) {
    case 'addresses_grader':
      return texts.reasons.addressesGrader(flag.phrase, flag.where, flag.file);
    case 'model_flagged':
      return texts.reasons.modelFlagged;
    case 'unreadable_file':
      return texts.reasons.unreadableFile(flag.file);
    case 'too_long':
      return texts.reasons.tooLong(flag.characters, flag.limit);
  }
}
