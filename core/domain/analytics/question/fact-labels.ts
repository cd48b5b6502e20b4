import type { QueryLanguage } from '../../../../contracts/analytics.ts';

type Range = string;

/** How each fact is named, in the answer's language (the model and the reader see these). */
const en = {
  total: (metric: string, range: Range) => `${metric}, total ${range}`,
  average: (metric: string, range: Range) => `${metric}, daily average ${range}`,
  change: (metric: string, range: Range) => `${metric}, change against ${range}`,
  changePercent: (metric: string, range: Range) => `${metric}, change in % against ${range}`,
  last: (metric: string, day: string) => `${metric} on ${day}`,
  lowest: (metric: string, range: Range) => `${metric}, lowest day ${range}`,
  highest: (metric: string, range: Range) => `${metric}, highest day ${range}`,
  onDay: (figure: string, day: string) => `${figure} on ${day}`,
  daysWithData: (metric: string, range: Range) => `${metric}, days with data ${range}`,
  ofDays: (days: number, of: number) => `${days} of ${of} days`,
  noData: (metric: string, range: Range) => `${metric}, ${range}`,
  noDataFigure: 'no data',
  period: 'The period asked about',
  previousPeriod: 'The period compared with',
  periodDays: 'Days in the period asked about',
  segmentTotal: (event: string, property: string, segment: string, range: Range) => `“${event}” where ${property} = ${segment}, total ${range}`,
  segmentChange: (event: string, property: string, segment: string, range: Range) => `“${event}” where ${property} = ${segment}, change in % against ${range}`,
  mostMoved: (event: string, property: string) => `“${event}” by ${property}: the ${property} that changed most`,
  shareOfChange: (event: string, property: string, segment: string) => `${property} = ${segment}: share of the whole change of “${event}”`,
  breakdownStep: (event: string, property: string) => `“${event}” by ${property}`,
  segmentChart: (event: string, property: string, segment: string) => `“${event}”, ${property} = ${segment}`,
};

export type FactLabels = typeof en;

const ru: FactLabels = {
  total: (metric, range) => `${metric}, всего за ${range}`,
  average: (metric, range) => `${metric}, в среднем за день ${range}`,
  change: (metric, range) => `${metric}, изменение к ${range}`,
  changePercent: (metric, range) => `${metric}, изменение в % к ${range}`,
  last: (metric, day) => `${metric} на ${day}`,
  lowest: (metric, range) => `${metric}, самый низкий день ${range}`,
  highest: (metric, range) => `${metric}, самый высокий день ${range}`,
  onDay: (figure, day) => `${figure} (${day})`,
  daysWithData: (metric, range) => `${metric}, дней с данными ${range}`,
  ofDays: (days, of) => `${days} из ${of} дней`,
  noData: (metric, range) => `${metric}, ${range}`,
  noDataFigure: 'нет данных',
  period: 'Период вопроса',
  previousPeriod: 'Период для сравнения',
  periodDays: 'Дней в периоде вопроса',
  segmentTotal: (event, property, segment, range) => `«${event}», где ${property} = ${segment}, всего за ${range}`,
  segmentChange: (event, property, segment, range) => `«${event}», где ${property} = ${segment}, изменение в % к ${range}`,
  mostMoved: (event, property) => `«${event}» по ${property}: значение ${property}, которое изменилось сильнее всех`,
  shareOfChange: (event, property, segment) => `${property} = ${segment}: доля во всём изменении «${event}»`,
  breakdownStep: (event, property) => `«${event}» по ${property}`,
  segmentChart: (event, property, segment) => `«${event}», ${property} = ${segment}`,
};

export const factLabels: Record<QueryLanguage, FactLabels> = { en, ru };
