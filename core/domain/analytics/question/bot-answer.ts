import { SERVICE_NAMES, type QueryLanguage, type QueryResponse } from '../../../../contracts/analytics.ts';
import { formatRange } from './format-figures.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const texts = {
  en: {
    lookingIntoIt: 'Looking into it…',
    sources: 'Sources',
    failed: (error: string) => `I could not answer this question: ${error}`,
    noKeys: 'Connect RevenueCat or Amplitude in the console (Analytics settings) first, then ask me again.',
    voiceUnreadable: 'I could not make out the question in this voice message. Please say it again or type it.',
    voiceUnavailable: 'I cannot listen to voice messages right now. Please type the question.',
  },
  ru: {
    lookingIntoIt: 'Разбираюсь…',
    sources: 'Источники',
    failed: (error: string) => `Не получилось ответить на вопрос: ${error}`,
    noKeys: 'Сначала подключите RevenueCat или Amplitude в консоли (настройки аналитики), затем спросите ещё раз.',
    voiceUnreadable: 'Не удалось разобрать вопрос в голосовом сообщении. Повторите его или напишите текстом.',
    voiceUnavailable: 'Сейчас я не могу слушать голосовые сообщения. Напишите вопрос текстом.',
  },
} as const;

export const questionBotTexts = texts;

/** The answer as the analytics bot sends it: the text, then where its figures came from (service, metric, days). */
export function botAnswerText(response: QueryResponse): string {
  const t = texts[response.language];
  const sources = response.noData ? [] : response.sources.map((s) => `• ${SERVICE_NAMES[s.service]}: ${escapeHtml(s.metric)}, ${formatRange(s)}`);
  return [escapeHtml(response.answer), ...(sources.length > 0 ? [`\n<i>${t.sources}:</i>`, ...sources] : [])].join('\n');
}

export const botFailureText = (error: string, language: QueryLanguage) => escapeHtml(texts[language].failed(error));
