import { z } from 'zod';

/**
 * What a question asks the model for, as OpenAI structured output (strict: every field required,
 * nullable where it may be missing). The sandbox's fake OpenAI answers each by its format name
 * (sandbox/openai/analytics-question.ts), checked against these same schemas.
 */
export const PLAN_FORMAT = 'analytics_question_plan';
export const ANSWER_FORMAT = 'analytics_question_answer';

/**
 * The periods the model may name; the days are worked out in code (periods.ts), from today in
 * UTC, never by the model. 'custom' carries the dates the question gave.
 */
export const PERIOD_KINDS = ['yesterday', 'last_7_days', 'this_week', 'last_week', 'last_14_days', 'last_30_days', 'this_month', 'last_month', 'last_90_days', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const planSchema = z.object({
  /** Metric ids of the catalogue given ('revenuecat.revenue', 'amplitude.event:purchase_completed'); others are dropped. */
  metrics: z.array(z.string()),
  period: z.object({
    kind: z.enum(PERIOD_KINDS),
    /** 'YYYY-MM-DD' when kind is 'custom', else null. */
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** 'previous_period': the same number of days just before; 'none': no comparison. */
  comparison: z.enum(['previous_period', 'none']),
  /** An Amplitude event split by one of its properties ('purchase_completed' by 'platform'), when the question asks why or where. */
  breakdown: z.object({ event: z.string(), property: z.string() }).nullable(),
});
export type ModelPlan = z.infer<typeof planSchema>;

export const answerSchema = z.object({
  /** The answer, in the language asked, citing only the figures of the facts given. */
  answer: z.string(),
  /** The ids of the facts the answer uses. */
  factIds: z.array(z.string()),
});
export type ModelAnswer = z.infer<typeof answerSchema>;

/**
 * The user messages are built in these labelled sections, in this order; the sandbox's fake
 * reads them by these headings, so keep them in step.
 */
export const PLAN_SECTIONS = {
  today: 'Today (UTC):',
  metrics: 'Metrics you can use:',
  events: 'Amplitude events (for amplitude.event:<name> and breakdowns):',
  question: 'Question:',
} as const;

export const ANSWER_SECTIONS = {
  language: 'Answer in:',
  question: 'Question:',
  facts: 'Facts (id | what | figure):',
  retry: 'Your previous answer cited figures that are not among the facts:',
} as const;
