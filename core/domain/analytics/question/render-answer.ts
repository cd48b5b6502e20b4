import type { QueryLanguage } from '../../../../contracts/analytics.ts';
import type { Fact } from './compute-facts.ts';

/** Why a question has no figures to answer with. */
export type NoDataReason = { kind: 'no_service' } | { kind: 'not_matched'; offered: string[] } | { kind: 'empty'; what: string[]; range: string };

const list = (items: string[], language: QueryLanguage) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${language === 'ru' ? 'и' : 'and'} ${items.at(-1)}`);

const texts = {
  en: {
    no_service: 'No analytics service is connected, so there is no data to answer this question. Add your RevenueCat or Amplitude keys in the analytics settings.',
    not_matched: (offered: string) => `I could not match this question to the data your services offer${offered ? ` (${offered})` : ''}, so there is no data to answer it. Ask about one of them, for a period such as last week.`,
    empty: (what: string, range: string) => `There is no data for ${what} for ${range}: the services returned no values for those days, so I cannot answer this with figures.`,
    summary: 'Here is what the data shows:',
    alsoEmpty: (what: string) => `No data for ${what}.`,
  },
  ru: {
    no_service: 'Не подключён ни один сервис аналитики, поэтому данных для ответа нет. Добавьте ключи RevenueCat или Amplitude в настройках аналитики.',
    not_matched: (offered: string) => `Не удалось связать вопрос с данными ваших сервисов${offered ? ` (${offered})` : ''}, поэтому данных для ответа нет. Спросите о чём-то из них за период, например за прошлую неделю.`,
    empty: (what: string, range: string) => `Нет данных по показателям «${what}» за ${range}: сервисы не вернули значений за эти дни, поэтому ответить цифрами нельзя.`,
    summary: 'Вот что показывают данные:',
    alsoEmpty: (what: string) => `Нет данных: ${what}.`,
  },
} as const;

/** The answer when the data holds none: written by code, no model, no figure. */
export function noDataAnswer(reason: NoDataReason, language: QueryLanguage): string {
  const t = texts[language];
  if (reason.kind === 'no_service') return t.no_service;
  if (reason.kind === 'not_matched') return t.not_matched(list(reason.offered, language));
  return t.empty(list(reason.what, language), reason.range);
}

/** The facts an answer written by code leads with: the figure of each series, its change, and the split's mover. */
const LEADING = /:(current|change_percent|previous)$|^breakdown:most_moved$|:share_of_change$/;

/**
 * The answer written by code from the facts alone, when the model's cited a figure the facts do
 * not hold twice: each fact as labelled, so every number in it is a fact's.
 */
export function factsAnswer(facts: readonly Fact[], empty: string[], language: QueryLanguage): string {
  const t = texts[language];
  const lines = facts.filter((f) => LEADING.test(f.id) && f.value !== null).map((f) => `• ${f.label}: ${f.display}`);
  return [t.summary, ...lines, ...(empty.length > 0 ? [t.alsoEmpty(list(empty, language))] : [])].join('\n');
}
