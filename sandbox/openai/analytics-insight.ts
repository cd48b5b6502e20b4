import { INSIGHT_EXPLANATION_FORMAT } from '../../core/domain/analytics/monitor/explain.ts';

export { INSIGHT_EXPLANATION_FORMAT };

/**
 * The monitoring's wording of an insight, as a careful model would give it: the figures exactly
 * as the code stated them, then where to look first. A request whose text holds '[invent]'
 * answers with a figure of its own, so a test can watch the product throw such a text away.
 */
export function answerInsightExplanation(system: string, user: string): string {
  const russian = /Russian/.test(system);
  const [, ...facts] = user.split('\n');
  const stated = facts.join(' ').trim();
  const advice = russian
    ? 'Сначала проверьте, что изменилось в эти дни: релиз, оплату или рекламную кампанию.'
    : 'Look first at what changed on those days: a release, the payment flow or a campaign.';
  const invented = user.includes('[invent]') ? (russian ? ' Это примерно 12345 потерянных подписчиков.' : ' That is roughly 12345 lost subscribers.') : '';
  return JSON.stringify({ explanation: `${stated}${invented} ${advice}`.trim() });
}
