import { z } from 'zod';

/**
 * The analytics assistant (spec 02, sections 2 'Analytics routes', 3, 4, 5, 7 'Analytics', 8, 9).
 * The subscription-analytics service is RevenueCat (API v2, a secret key); the
 * behaviour-analytics service is Amplitude (Dashboard REST API, an API key and a secret key).
 * Every path is under /api and needs a signed-in user (the tool is not premium).
 *
 *   GET    /api/analytics/credentials                 -> analyticsStatusSchema
 *   POST   /api/analytics/credentials                 analyticsCredentialsSchema -> { success: true, ...status }
 *   DELETE /api/analytics/credentials                 { service: 'revenuecat' | 'amplitude' | 'all' } -> { success: true, ...status }
 *   POST   /api/analytics/credentials/test            { service } -> connectionTestSchema (200 also when the key is refused: success false)
 *   PATCH  /api/analytics/monitoring-preferences      monitoringPreferencesPatchSchema -> { success: true, monitoringPreferences }
 *   GET    /api/analytics/insights?limit=&type=&severity=&metric=&resolved=&days=  -> { insights: Insight[] }
 *   GET    /api/analytics/insights/stats?days=30       -> insightStatsSchema
 *   PATCH  /api/analytics/insights/:id/resolve        -> { success: true, insight }
 *   DELETE /api/analytics/insights/:id                -> { success: true }
 *   GET    /api/analytics/contexts?limit=&channel=&language=   -> { contexts: AnalyticsContext[] } (questions asked and their answers)
 *   GET    /api/analytics/health                      -> analyticsHealthSchema
 *   POST   /api/analytics/anomalies                   {} -> 202 { success: true, run } (a monitoring run now; Idempotency-Key honoured)
 *   GET    /api/analytics/runs/:id                    -> { run } (a run's progress and outcome)
 *   GET    /api/analytics/metrics                     -> { metrics: MetricChart[] } (each watched metric, its baseline band, anomalies)
 *   POST   /api/analytics/query                       analyticsQuerySchema -> text/event-stream of `data: <queryEvent>` lines
 * The analytics bot's link is the platform's (contracts/telegram.ts, bot 'analytics'):
 *   GET /api/telegram/bots/analytics/link (status), POST …/link/code (authCode), DELETE …/link.
 */
export const analyticsPaths = {
  credentials: '/analytics/credentials',
  test: '/analytics/credentials/test',
  preferences: '/analytics/monitoring-preferences',
  insights: (query: Partial<Record<'limit' | 'type' | 'severity' | 'metric' | 'resolved' | 'days', string | number | boolean>> = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)] as [string, string]));
    const text = params.toString();
    return `/analytics/insights${text ? `?${text}` : ''}`;
  },
  stats: (days = ANALYTICS_LIMITS.statsDays) => `/analytics/insights/stats?days=${days}`,
  resolve: (id: string) => `/analytics/insights/${encodeURIComponent(id)}/resolve`,
  insight: (id: string) => `/analytics/insights/${encodeURIComponent(id)}`,
  contexts: (limit = 20) => `/analytics/contexts?limit=${limit}`,
  health: '/analytics/health',
  anomalies: '/analytics/anomalies',
  run: (id: string) => `/analytics/runs/${encodeURIComponent(id)}`,
  metrics: '/analytics/metrics',
  query: '/analytics/query',
} as const;

export const ANALYTICS_SERVICES = ['revenuecat', 'amplitude'] as const;
export type AnalyticsService = (typeof ANALYTICS_SERVICES)[number];
export const SERVICE_NAMES: Record<AnalyticsService, string> = { revenuecat: 'RevenueCat', amplitude: 'Amplitude' };

export const INSIGHT_TYPES = ['ANOMALY', 'TREND', 'RECOMMENDATION'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];
export const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec 9: the notification timezones offered. */
export const NOTIFICATION_TIMEZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Europe/Moscow', label: 'Moscow' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const;
export type NotificationTimezone = (typeof NOTIFICATION_TIMEZONES)[number]['value'];
const TIMEZONE_VALUES = NOTIFICATION_TIMEZONES.map((zone) => zone.value) as [NotificationTimezone, ...NotificationTimezone[]];

/** Spec 9 and the issue's constants. */
export const ANALYTICS_LIMITS = {
  threshold: { min: 0.05, max: 0.5, step: 0.01, default: 0.15 },
  hour: { min: 0, max: 23, default: 9 },
  insightsOnScreen: 20,
  insightsMax: 100,
  statsDays: 30,
  statsDaysMax: 365,
  resultLifetimeMs: 60 * 60 * 1000,
  questionMax: 1000,
  keyMax: 200,
  /** Key events of Amplitude the monitoring watches besides active and new users. */
  watchedEventsMax: 10,
} as const;

export const DEFAULT_MONITORING = {
  anomalyThreshold: ANALYTICS_LIMITS.threshold.default,
  dailyMonitoringEnabled: true,
  notificationHour: ANALYTICS_LIMITS.hour.default,
  notificationTimezone: 'UTC' as NotificationTimezone,
  criticalOnly: false,
} as const;

/** Spec 5 and 8, word for word. */
export const ANALYTICS_MESSAGES = {
  atLeastOne: 'Please provide at least one set of credentials',
  amplitudePair: 'Both Amplitude API key and secret key are required',
  blankQuestion: 'Please enter a question',
} as const;

const thresholdSchema = z
  .number('anomalyThreshold must be a number')
  .min(ANALYTICS_LIMITS.threshold.min, `anomalyThreshold must be between ${ANALYTICS_LIMITS.threshold.min} and ${ANALYTICS_LIMITS.threshold.max}`)
  .max(ANALYTICS_LIMITS.threshold.max, `anomalyThreshold must be between ${ANALYTICS_LIMITS.threshold.min} and ${ANALYTICS_LIMITS.threshold.max}`)
  // Steps of 0.01: a value off the grid is rounded, not refused (floating point makes 0.07 0.0700000001).
  .transform((value) => Math.round(value * 100) / 100);

export const monitoringPreferencesSchema = z
  .object({
    anomalyThreshold: thresholdSchema,
    dailyMonitoringEnabled: z.boolean('dailyMonitoringEnabled must be true or false'),
    notificationHour: z.number('notificationHour must be a whole hour').int('notificationHour must be a whole hour').min(0, 'notificationHour must be between 0 and 23').max(23, 'notificationHour must be between 0 and 23'),
    notificationTimezone: z.enum(TIMEZONE_VALUES, `notificationTimezone must be one of ${TIMEZONE_VALUES.join(', ')}`),
    criticalOnly: z.boolean('criticalOnly must be true or false'),
  })
  .strict();
export type MonitoringPreferences = z.infer<typeof monitoringPreferencesSchema>;
export const monitoringPreferencesPatchSchema = monitoringPreferencesSchema.partial().strict();

const keyText = (field: string) => z.string(`${field} must be text`).trim().max(ANALYTICS_LIMITS.keyMax, `${field} must be at most ${ANALYTICS_LIMITS.keyMax} characters`);

/**
 * Spec 7 POST /analytics/credentials. A blank field means "keep what is stored"; at least one set
 * must be given when none is stored, and the Amplitude pair travels together.
 */
export const analyticsCredentialsSchema = z
  .object({
    revenuecatApiKey: keyText('revenuecatApiKey').optional(),
    amplitudeApiKey: keyText('amplitudeApiKey').optional(),
    amplitudeSecretKey: keyText('amplitudeSecretKey').optional(),
    monitoringPreferences: monitoringPreferencesPatchSchema.optional(),
  })
  .strict();
export type AnalyticsCredentialsBody = z.infer<typeof analyticsCredentialsSchema>;

export const credentialsDeleteSchema = z.object({ service: z.enum([...ANALYTICS_SERVICES, 'all'], "service must be 'revenuecat', 'amplitude' or 'all'") }).strict();
export const connectionTestRequestSchema = z.object({ service: z.enum(ANALYTICS_SERVICES, "service must be 'revenuecat' or 'amplitude'") }).strict();

/** What the last check of a service found ('unauthorized': the key named in `detail` was refused). */
export const SERVICE_STATES = ['unchecked', 'ok', 'unauthorized', 'rate_limited', 'error'] as const;
export const serviceStatusSchema = z.object({
  configured: z.boolean(),
  state: z.enum(SERVICE_STATES),
  /** What failed, in the service's terms: e.g. 'The Amplitude secret key was refused (401).' */
  detail: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
  /** RevenueCat's project name, Amplitude's project (when the API tells it). */
  project: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const analyticsStatusSchema = z.object({
  hasCredentials: z.boolean(),
  services: z.object({ revenuecat: z.boolean(), amplitude: z.boolean() }),
  serviceStatus: z.object({ revenuecat: serviceStatusSchema, amplitude: serviceStatusSchema }),
  monitoringPreferences: monitoringPreferencesSchema,
});
export type AnalyticsStatus = z.infer<typeof analyticsStatusSchema>;

export const connectionTestSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** What could be read: the project and the metrics available. */
  project: z.string().nullable(),
  metrics: z.array(z.string()),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

export const insightSchema = z.object({
  id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  description: z.string(),
  confidence: z.number().min(0).max(1),
  metric: z.string(),
  /** Signed percent against the baseline (ANOMALY) or the previous period (TREND); null when none. */
  change: z.number().nullable(),
  isResolved: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The day judged (YYYY-MM-DD, the user's zone), the source service, the feedback given in the bot. */
  date: z.string().nullable(),
  source: z.enum(ANALYTICS_SERVICES).nullable(),
  feedback: z.enum(['up', 'down']).nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

export const insightListQuerySchema = z
  .object({
    limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be at least 1').max(ANALYTICS_LIMITS.insightsMax, `limit must be at most ${ANALYTICS_LIMITS.insightsMax}`).default(ANALYTICS_LIMITS.insightsOnScreen),
    type: z.enum(INSIGHT_TYPES, `type must be one of ${INSIGHT_TYPES.join(', ')}`).optional(),
    severity: z.enum(SEVERITIES, `severity must be one of ${SEVERITIES.join(', ')}`).optional(),
    metric: z.string().max(100).optional(),
    resolved: z.enum(['true', 'false'], 'resolved must be true or false').transform((v) => v === 'true').optional(),
    days: z.coerce.number('days must be a number').int().min(1, 'days must be at least 1').max(ANALYTICS_LIMITS.statsDaysMax, `days must be at most ${ANALYTICS_LIMITS.statsDaysMax}`).optional(),
  })
  .strict();

export const statsQuerySchema = z
  .object({
    days: z.coerce.number('days must be a number').int('days must be a whole number').min(1, 'days must be at least 1').max(ANALYTICS_LIMITS.statsDaysMax, `days must be at most ${ANALYTICS_LIMITS.statsDaysMax}`).default(ANALYTICS_LIMITS.statsDays),
  })
  .strict();

export const insightStatsSchema = z.object({
  days: z.number(),
  total: z.number(),
  /** Critical insights not resolved in the window: the 'Critical Issues' card. */
  critical: z.number(),
  byType: z.record(z.string(), z.number()),
  bySeverity: z.record(z.string(), z.number()),
});
export type InsightStats = z.infer<typeof insightStatsSchema>;

export const RUN_STATES = ['running', 'completed', 'failed'] as const;
export const monitoringRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['scheduled', 'manual']),
  status: z.enum(RUN_STATES),
  /** 0-100 and what it is doing, for the person who pressed 'Run check now'. */
  progress: z.number(),
  message: z.string().nullable(),
  insightsCreated: z.number(),
  alertsSent: z.number(),
  /** Per service: what it read, or why it could not ('The RevenueCat key was refused (401).'). */
  services: z.record(z.string(), z.object({ state: z.enum(SERVICE_STATES), detail: z.string().nullable() })),
  /** Metrics judged silent and why ('too little history: 12 of 28 days'). */
  skipped: z.array(z.object({ metric: z.string(), reason: z.string() })),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type MonitoringRun = z.infer<typeof monitoringRunSchema>;

export const analyticsHealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'not_configured']),
  services: z.object({ revenuecat: serviceStatusSchema, amplitude: serviceStatusSchema }),
  monitoring: z.object({ enabled: z.boolean(), nextRunAt: z.iso.datetime().nullable(), lastRun: monitoringRunSchema.nullable() }),
  bot: z.object({ connected: z.boolean(), hasAnalyticsBot: z.boolean() }),
});
export type AnalyticsHealth = z.infer<typeof analyticsHealthSchema>;

export const metricPointSchema = z.object({
  date: z.string(),
  value: z.number().nullable(),
  expected: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  anomaly: z.boolean(),
});
export const metricChartSchema = z.object({
  metric: z.string(),
  label: z.string(),
  source: z.enum(ANALYTICS_SERVICES),
  unit: z.enum(['count', 'money', 'percent']),
  currency: z.string().nullable(),
  /** The last completed day judged; days after it are incomplete and not judged. */
  judgedThrough: z.string().nullable(),
  points: z.array(metricPointSchema),
  computedAt: z.iso.datetime(),
});
export type MetricChart = z.infer<typeof metricChartSchema>;

export const QUERY_LANGUAGES = ['ru', 'en'] as const;
export type QueryLanguage = (typeof QUERY_LANGUAGES)[number];

export const analyticsQuerySchema = z
  .object({
    query: z.string('query must be text').trim().min(1, ANALYTICS_MESSAGES.blankQuestion).max(ANALYTICS_LIMITS.questionMax, `query must be at most ${ANALYTICS_LIMITS.questionMax} characters`),
    language: z.enum(QUERY_LANGUAGES, "language must be 'ru' or 'en'").optional(),
    priority: z.enum(['low', 'medium', 'high'], "priority must be 'low', 'medium' or 'high'").default('medium'),
  })
  .strict();
export type AnalyticsQueryBody = z.infer<typeof analyticsQuerySchema>;

/** Where a number of an answer came from: the upstream call and the series it read. */
export const answerSourceSchema = z.object({
  service: z.enum(ANALYTICS_SERVICES),
  metric: z.string(),
  from: z.string(),
  to: z.string(),
  /** The upstream request as an operator could repeat it (no keys): 'GET /v2/projects/p1/charts/revenue?…'. */
  request: z.string(),
});
export const answerFactSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  display: z.string(),
  /** The `metric` of the entry of `sources` it was computed from (null for the period itself). */
  source: z.string().nullable().optional(),
});
export const queryResponseSchema = z.object({
  answer: z.string(),
  language: z.enum(QUERY_LANGUAGES),
  /** True when the data fetched did not hold the answer (the answer says so, with no figure). */
  noData: z.boolean(),
  facts: z.array(answerFactSchema),
  sources: z.array(answerSourceSchema),
  charts: z.array(z.object({ metric: z.string(), label: z.string(), points: z.array(z.object({ date: z.string(), value: z.number().nullable() })) })),
});
export type QueryResponse = z.infer<typeof queryResponseSchema>;

/** The stream's lines (spec 7 'Question stream'): each `data: <one of these>` and a blank line. */
export const queryEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), message: z.string(), progress: z.number() }),
  z.object({ type: z.literal('complete'), success: z.boolean(), response: queryResponseSchema.optional(), error: z.string().optional() }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type QueryEvent = z.infer<typeof queryEventSchema>;

export const analyticsContextSchema = z.object({
  id: z.string(),
  query: z.string(),
  language: z.enum(QUERY_LANGUAGES),
  channel: z.enum(['console', 'bot']),
  status: z.enum(['running', 'completed', 'failed', 'cancelled']),
  answer: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AnalyticsContext = z.infer<typeof analyticsContextSchema>;
export const contextsQuerySchema = z
  .object({
    limit: z.coerce.number('limit must be a number').int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
    channel: z.enum(['console', 'bot'], "channel must be 'console' or 'bot'").optional(),
    language: z.enum(QUERY_LANGUAGES, "language must be 'ru' or 'en'").optional(),
  })
  .strict();

/**
 * Spec 2: Russian when the text contains any word of a list of Russian keywords, else English.
 * The list is not shown; ours is the common question words and metric names, and any Cyrillic
 * word of three letters or more counts too (a question in Russian about "MRR" is still Russian).
 */
const RUSSIAN_KEYWORDS = ['почему', 'как', 'что', 'сколько', 'когда', 'где', 'какой', 'какая', 'какие', 'выручка', 'доход', 'подписки', 'подписок', 'пользователи', 'пользователей', 'отток', 'неделе', 'неделю', 'месяц', 'вчера', 'сегодня', 'рост', 'падение', 'упала', 'упал', 'выросла', 'вырос'];
export function detectQueryLanguage(text: string): QueryLanguage {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return words.some((word) => RUSSIAN_KEYWORDS.includes(word) || (word.length >= 3 && /^[а-яё]+$/.test(word))) ? 'ru' : 'en';
}
