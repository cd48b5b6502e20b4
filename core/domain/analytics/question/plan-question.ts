import { eventMetricId } from '../catalogue.ts';
import { askModel } from './ask-model.ts';
import type { QuestionModel } from './deps.ts';
import type { Offer, OfferedMetric } from './offer.ts';
import { resolveWindows, type Windows } from './periods.ts';
import { PLAN_FORMAT, PLAN_SECTIONS, planSchema, type ModelPlan } from './schemas.ts';

/** What a question reads: metrics the user's services offer, the windows in days, an optional split. */
export interface Plan {
  metrics: OfferedMetric[];
  windows: Windows;
  breakdown: { event: string; property: string } | null;
}

/** Series read for one question at most: each is an upstream call the person waits for. */
export const MAX_METRICS = 6;
/** An Amplitude property name as its API takes them (user properties are prefixed 'gp:'). */
const PROPERTY = /^[\p{L}\p{N}_ .:$-]{1,64}$/u;

const SYSTEM = [
  'You plan how to answer a question about a mobile app business from its analytics data.',
  'Choose the metrics needed from the list given (use their ids exactly; never invent one), the period the question is about',
  "(a kind of period; 'custom' only with the dates the question gives, as YYYY-MM-DD), whether to compare with the period just before",
  '(compare unless the question clearly wants a single period), and, when the question asks why or where something changed and an',
  'Amplitude event on the way to money is listed (a purchase, checkout, subscription or trial event), a breakdown of that event by a property',
  "such as 'platform' or 'country'. Do not answer the question: only plan what to read.",
].join(' ');

export function planMessages(question: string, offer: Offer, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const weekday = now.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const metrics = offer.metrics.filter((m) => !m.id.startsWith('amplitude.event:')).map((m) => `- ${m.id}: ${m.label} (${m.unit})`);
  const events = offer.events.map((event) => `- ${eventMetricId(event)}`);
  const user = [
    `${PLAN_SECTIONS.today} ${today} (${weekday})`,
    `${PLAN_SECTIONS.metrics}\n${metrics.join('\n') || '- (none)'}`,
    `${PLAN_SECTIONS.events}\n${events.join('\n') || '- (none)'}`,
    `${PLAN_SECTIONS.question}\n${question}`,
  ].join('\n\n');
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: user },
  ];
}

/** The event a breakdown names, as the project spells it, or null. */
const eventNamed = (offer: Offer, name: string) => offer.events.find((e) => e === name) ?? offer.events.find((e) => e.toLowerCase() === name.trim().toLowerCase()) ?? null;

/**
 * The model's plan held to what the user's services offer: metrics not offered are dropped
 * (at most MAX_METRICS kept), a breakdown of an event the project does not have, or of a
 * property that is not a property name, is dropped, and the days are worked out in code.
 */
export function checkPlan(model: ModelPlan, offer: Offer, now: Date): Plan {
  const byId = new Map(offer.metrics.map((m) => [m.id, m]));
  const byLower = new Map(offer.metrics.map((m) => [m.id.toLowerCase(), m]));
  const metrics: OfferedMetric[] = [];
  for (const id of model.metrics) {
    const metric = byId.get(id) ?? byLower.get(id.trim().toLowerCase());
    if (metric && !metrics.includes(metric) && metrics.length < MAX_METRICS) metrics.push(metric);
  }
  const event = model.breakdown ? eventNamed(offer, model.breakdown.event.replace(/^amplitude\.event:/, '')) : null;
  const property = model.breakdown?.property.trim() ?? '';
  return {
    metrics,
    windows: resolveWindows(model, now),
    breakdown: event && PROPERTY.test(property) ? { event, property } : null,
  };
}

/** Asks the model which metrics, days and split the question needs (asked once more when the answer is not the format). */
export async function planQuestion(model: QuestionModel, userId: string, question: string, offer: Offer, now: Date, signal?: AbortSignal): Promise<Plan> {
  const messages = planMessages(question, offer, now);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await askModel(model, userId, { name: PLAN_FORMAT, schema: planSchema }, messages, { temperature: attempt === 0 ? 0 : 0.3, ...(signal ? { signal } : {}) });
    if (answer) return checkPlan(answer, offer, now);
  }
  throw new Error('The AI service did not answer in the expected format');
}
