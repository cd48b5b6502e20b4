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
  },
};

export const gradeTexts: Record<HomeworkLocale, GradeTexts> = { en, ru };
export const localeOf = (value: string | null | undefined): HomeworkLocale => (value === 'ru' ? 'ru' : 'en');
