import { SERVICE_NAMES, type AnalyticsService, type QueryLanguage } from '../../../../contracts/analytics.ts';

/** The progress messages of a question, in its language. */
const en = {
  reading: 'Reading your question',
  offer: 'Checking what your services can tell',
  planning: 'Working out what to look at',
  fetching: (label: string, service: AnalyticsService, step: number, of: number) => `Reading ${label} from ${SERVICE_NAMES[service]} (${step} of ${of})`,
  computing: 'Computing the figures',
  writing: 'Writing the answer',
  done: 'Done',
};

const ru: typeof en = {
  reading: 'Читаю вопрос',
  offer: 'Смотрю, какие данные есть в ваших сервисах',
  planning: 'Решаю, какие данные нужны',
  fetching: (label, service, step, of) => `Читаю «${label}» из ${SERVICE_NAMES[service]} (${step} из ${of})`,
  computing: 'Считаю показатели',
  writing: 'Пишу ответ',
  done: 'Готово',
};

export const progressTexts: Record<QueryLanguage, typeof en> = { en, ru };

/** Where each step puts the bar: reading the series spans FETCH_FROM to FETCH_TO. */
export const PROGRESS = { reading: 5, offer: 10, planning: 15, fetchFrom: 20, fetchTo: 70, computing: 75, writing: 85, done: 100 } as const;
