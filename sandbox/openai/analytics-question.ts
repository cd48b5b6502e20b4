import { ANSWER_FORMAT, ANSWER_SECTIONS, answerSchema, PLAN_FORMAT, PLAN_SECTIONS, planSchema, type ModelAnswer, type ModelPlan, type PeriodKind } from '../../core/domain/analytics/question/schemas.ts';

/**
 * The analytics questions' two structured outputs, answered from the request alone so the same
 * request always gets the same answer.
 *
 * PLAN_FORMAT (sections of plan-question.ts's message):
 * - metrics: the listed ones the question names: revenue/выручк/доход → revenuecat.revenue, mrr,
 *   subscription/подписк → actives, trial/пробн → trials, churn/отток → churn, "active users"/
 *   активн… → amplitude.active_users, "new users"/нов…/signup/регистрац → amplitude.new_users,
 *   and any listed event named in the question;
 * - period: yesterday/вчера, this week/этой неделе, last week/прошлой неделе, this month,
 *   last month, "N days"/"N дней" (14, 30, 90, else 7), two dates YYYY-MM-DD → custom; else the
 *   last 7 days; compared with the period before unless the question says "without comparison"
 *   or "без сравнения";
 * - breakdown: when the question asks why or where (why/почему/из-за чего/where/где) and a listed
 *   event is on the way to money, the nearest to it (purchase, then checkout, subscri, payment or
 *   order, trial, paywall) by 'platform' ('country' when the question says by country/по стран).
 *
 * ANSWER_FORMAT: sentences made of the facts' own figures as shown (each metric's figure, its
 * change in % against the compared figure, the segment that moved most and its share), in the
 * language asked. `SANDBOX-ANSWER-INVENT` in the question adds a figure no fact gives to every
 * answer; `SANDBOX-ANSWER-INVENT-ONCE` only to the first (not to the one asked again).
 */
export const ANALYTICS_QUESTION_FORMATS = [PLAN_FORMAT, ANSWER_FORMAT] as const;

export const ANSWER_MARKERS = { invent: 'SANDBOX-ANSWER-INVENT', inventOnce: 'SANDBOX-ANSWER-INVENT-ONCE' } as const;

function section(text: string, heading: string, headings: readonly string[]): string {
  const start = text.indexOf(heading);
  if (start < 0) return '';
  const from = start + heading.length;
  const ends = headings.map((h) => text.indexOf(`\n\n${h}`, from)).filter((i) => i >= 0);
  return text.slice(from, ends.length > 0 ? Math.min(...ends) : undefined).trim();
}

const metricIds = (text: string) => [...text.matchAll(/^- (\S+?): /gm)].map((m) => m[1]!);
const eventNames = (text: string) => [...text.matchAll(/^- amplitude\.event:(.+)$/gm)].map((m) => m[1]!.trim());

const METRIC_WORDS: Array<[string, RegExp]> = [
  ['revenuecat.revenue', /revenue|выручк|доход/i],
  ['revenuecat.mrr', /\bmrr\b/i],
  ['revenuecat.actives', /subscri|подписк/i],
  ['revenuecat.trials', /trial|пробн/i],
  ['revenuecat.churn', /churn|отток/i],
  ['amplitude.active_users', /active users|\bdau\b|активн\S* пользоват/i],
  ['amplitude.new_users', /new users|signups?|sign-ups?|нов\S* пользоват|регистрац/i],
];
/** Events on the way to money, the nearest to it first. */
const KEY_EVENTS = [/purchase/i, /checkout/i, /subscri/i, /payment|order/i, /trial/i, /paywall/i];

function periodOf(question: string): ModelPlan['period'] {
  const [from, to] = question.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  if (from && to) return { kind: 'custom', from, to };
  const kinds: Array<[PeriodKind, RegExp]> = [
    ['yesterday', /yesterday|вчера/i],
    ['this_week', /this week|этой неделе|эту неделю/i],
    ['last_week', /last week|previous week|прошлой неделе|прошлую неделю|прошлая неделя/i],
    ['this_month', /this month|этом месяце|этот месяц/i],
    ['last_month', /last month|previous month|прошлом месяце|прошлый месяц/i],
  ];
  const kind = kinds.find(([, pattern]) => pattern.test(question))?.[0];
  if (kind) return { kind, from: null, to: null };
  const days = Number(/(\d+)\s*(?:days|дн|день|дня)/i.exec(question)?.[1] ?? 0);
  const byDays: PeriodKind = days >= 90 ? 'last_90_days' : days >= 30 ? 'last_30_days' : days >= 14 ? 'last_14_days' : 'last_7_days';
  return { kind: byDays, from: null, to: null };
}

export function answerPlan(user: string): string {
  const headings = Object.values(PLAN_SECTIONS);
  const metrics = metricIds(section(user, PLAN_SECTIONS.metrics, headings));
  const events = eventNames(section(user, PLAN_SECTIONS.events, headings));
  const question = section(user, PLAN_SECTIONS.question, headings);
  const chosen = METRIC_WORDS.filter(([id, pattern]) => metrics.includes(id) && pattern.test(question)).map(([id]) => id);
  const named = events.filter((event) => question.toLowerCase().includes(event.toLowerCase())).map((event) => `amplitude.event:${event}`);
  const why = /\bwhy\b|\bwhere\b|what caused|почему|из-за чего|\bгде\b/i.test(question);
  const keyEvent = KEY_EVENTS.map((pattern) => events.find((event) => pattern.test(event))).find(Boolean);
  const plan: ModelPlan = {
    metrics: [...chosen, ...named],
    period: periodOf(question),
    comparison: /without comparison|без сравнения/i.test(question) ? 'none' : 'previous_period',
    breakdown: why && keyEvent ? { event: keyEvent, property: /by country|по стран/i.test(question) ? 'country' : 'platform' } : null,
  };
  return JSON.stringify(planSchema.parse(plan));
}

interface ListedFact {
  id: string;
  label: string;
  display: string;
}

const factsIn = (text: string): ListedFact[] =>
  [...text.matchAll(/^- (.+?) \| (.+) \| (.+)$/gm)].map((m) => ({ id: m[1]!, label: m[2]!, display: m[3]! }));

export function answerQuestionFacts(user: string): string {
  const headings = Object.values(ANSWER_SECTIONS);
  const russian = section(user, ANSWER_SECTIONS.language, headings).startsWith('Russian');
  const question = section(user, ANSWER_SECTIONS.question, headings);
  const facts = factsIn(section(user, ANSWER_SECTIONS.facts, headings));
  const byId = new Map(facts.map((f) => [f.id, f]));
  const used: string[] = [];
  const use = (id: string) => {
    const fact = byId.get(id);
    if (fact) used.push(id);
    return fact;
  };
  const sentences: string[] = [];
  for (const current of facts.filter((f) => /:current$/.test(f.id) && !f.id.startsWith('period:') && !f.id.startsWith('segment:'))) {
    const metric = current.id.slice(0, -':current'.length);
    const name = current.label.split(',')[0]!;
    use(current.id);
    if (current.display === 'no data' || current.display === 'нет данных') {
      sentences.push(russian ? `По показателю «${name}» данных нет.` : `There is no data for ${name}.`);
      continue;
    }
    const percent = use(`${metric}:change_percent`);
    const previous = use(`${metric}:previous`);
    const change = percent && previous ? (russian ? ` (${percent.display} к ${previous.display})` : ` (${percent.display} against ${previous.display})`) : '';
    sentences.push(russian ? `${name}: ${current.display}${change}.` : `${name} was ${current.display}${change}.`);
  }
  const moved = use('breakdown:most_moved');
  if (moved) {
    sentences.push(russian ? `Сильнее всего изменился сегмент ${moved.display}.` : `The segment that changed most: ${moved.display}.`);
    const share = facts.find((f) => f.id.endsWith(':share_of_change'));
    if (share && use(share.id)) sentences.push(russian ? `На него приходится ${share.display} всего изменения.` : `It accounts for ${share.display} of the whole change.`);
  }
  const retried = user.includes(ANSWER_SECTIONS.retry);
  if (question.includes(ANSWER_MARKERS.invent) && !(retried && question.includes(ANSWER_MARKERS.inventOnce))) {
    sentences.push(russian ? 'В следующем месяце выручка составит 987 654 $.' : 'Next month revenue will reach $987,654.');
  }
  const answer: ModelAnswer = { answer: sentences.join(' ') || (russian ? 'Данные не отвечают на этот вопрос.' : 'The data does not answer this question.'), factIds: used };
  return JSON.stringify(answerSchema.parse(answer));
}

export function answerAnalyticsQuestionFormat(name: string, user: string, conversation: string): string {
  return name === PLAN_FORMAT ? answerPlan(user) : answerQuestionFacts(conversation);
}
