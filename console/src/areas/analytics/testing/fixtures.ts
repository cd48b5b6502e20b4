import type { QueryEvent, QueryResponse } from '../../../../../contracts/analytics.ts';
import type { AnalyticsStatus, ConnectionTest, Insight, InsightStats, LinkStatusBody, MetricChart, MonitoringRun } from '../shared/analytics-api';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type ServiceStatus = AnalyticsStatus['serviceStatus']['revenuecat'];
export const serviceStatus = (fields: Partial<ServiceStatus> = {}): ServiceStatus => ({ configured: false, state: 'unchecked', detail: null, checkedAt: null, project: null, ...fields });

export const preferences = (fields: Partial<AnalyticsStatus['monitoringPreferences']> = {}): AnalyticsStatus['monitoringPreferences'] => ({
  anomalyThreshold: 0.15,
  dailyMonitoringEnabled: true,
  notificationHour: 9,
  notificationTimezone: 'UTC',
  criticalOnly: false,
  ...fields,
});

/** Nothing stored yet. */
export const emptyStatus = (): AnalyticsStatus => ({
  hasCredentials: false,
  services: { revenuecat: false, amplitude: false },
  serviceStatus: { revenuecat: serviceStatus(), amplitude: serviceStatus() },
  monitoringPreferences: preferences(),
});

/** Both services stored: RevenueCat read fine, Amplitude's secret key refused. */
export const configuredStatus = (): AnalyticsStatus => ({
  hasCredentials: true,
  services: { revenuecat: true, amplitude: true },
  serviceStatus: {
    revenuecat: serviceStatus({ configured: true, state: 'ok', checkedAt: '2026-03-10T08:00:00.000Z', project: 'Moonly' }),
    amplitude: serviceStatus({ configured: true, state: 'unauthorized', detail: 'The Amplitude secret key was refused (401).', checkedAt: '2026-03-10T08:00:00.000Z' }),
  },
  monitoringPreferences: preferences(),
});

export const insight = (fields: Partial<Insight> = {}): Insight => ({
  id: uuid(1),
  type: 'ANOMALY',
  severity: 'CRITICAL',
  title: 'Revenue dropped sharply',
  description: 'Revenue on Mar 9 was 38% below its expected range.',
  confidence: 0.85,
  metric: 'revenue',
  change: -38.2,
  isResolved: false,
  createdAt: '2026-03-10T07:00:00.000Z',
  date: '2026-03-09',
  source: 'revenuecat',
  feedback: null,
  ...fields,
});

export const insights = (): Insight[] => [
  insight(),
  insight({ id: uuid(2), type: 'TREND', severity: 'HIGH', title: 'Trials are growing', description: 'New trials grew for 3 weeks.', confidence: 0.7, metric: 'trials_new', change: 12.5 }),
  insight({ id: uuid(3), type: 'RECOMMENDATION', severity: 'MEDIUM', title: 'Review the paywall', description: 'Conversion is below last month.', confidence: 0.6, metric: 'conversion', change: null }),
  insight({ id: uuid(4), type: 'TREND', severity: 'LOW', title: 'Steady active users', description: 'Active users held steady.', confidence: 0.5, metric: 'active_users', change: 0.4, isResolved: true, source: 'amplitude' }),
];

export const stats = (fields: Partial<InsightStats> = {}): InsightStats => ({
  days: 30,
  total: 12,
  critical: 2,
  byType: { ANOMALY: 5, TREND: 5, RECOMMENDATION: 2 },
  bySeverity: { CRITICAL: 2, HIGH: 3, MEDIUM: 4, LOW: 3 },
  ...fields,
});

export const metricChart = (fields: Partial<MetricChart> = {}): MetricChart => ({
  metric: 'revenue',
  label: 'Revenue',
  source: 'revenuecat',
  unit: 'money',
  currency: 'USD',
  judgedThrough: '2026-03-09',
  points: [
    { date: '2026-03-06', value: 1000, expected: 1010, lower: 900, upper: 1120, anomaly: false },
    { date: '2026-03-07', value: 1040, expected: 1015, lower: 905, upper: 1125, anomaly: false },
    { date: '2026-03-08', value: 1500, expected: 1020, lower: 910, upper: 1130, anomaly: true },
    { date: '2026-03-09', value: 620, expected: 1025, lower: 915, upper: 1135, anomaly: true },
    { date: '2026-03-10', value: 400, expected: null, lower: null, upper: null, anomaly: false },
  ],
  computedAt: '2026-03-10T07:00:00.000Z',
  ...fields,
});

export const run = (fields: Partial<MonitoringRun> = {}): MonitoringRun => ({
  id: uuid(500),
  kind: 'manual',
  status: 'running',
  progress: 0,
  message: 'Starting',
  insightsCreated: 0,
  alertsSent: 0,
  services: {},
  skipped: [],
  startedAt: '2026-03-10T12:00:00.000Z',
  finishedAt: null,
  ...fields,
});

export const botLink = (fields: Partial<LinkStatusBody> = {}): LinkStatusBody => ({
  bot: 'analytics',
  available: true,
  connected: false,
  username: null,
  botUsername: 'sandbox_analytics_bot',
  linkedAt: null,
  ...fields,
});

export const connectionTest = (fields: Partial<ConnectionTest> = {}): ConnectionTest => ({
  success: true,
  message: 'Connected to RevenueCat.',
  project: 'Moonly',
  metrics: ['revenue', 'mrr', 'actives'],
  ...fields,
});

export const queryResponse = (fields: Partial<QueryResponse> = {}): QueryResponse => ({
  answer: 'Revenue fell 38% on Mar 9 against its expected range.',
  language: 'en',
  noData: false,
  facts: [
    { id: 'f1', label: 'Revenue on Mar 9', value: 620, display: '$620' },
    { id: 'f2', label: 'Expected', value: 1025, display: '$1,025' },
  ],
  sources: [{ service: 'revenuecat', metric: 'revenue', from: '2026-03-02', to: '2026-03-09', request: 'GET /v2/projects/p1/charts/revenue?start_date=2026-03-02&end_date=2026-03-09' }],
  charts: [{ metric: 'revenue', label: 'Revenue', points: [{ date: '2026-03-08', value: 1500 }, { date: '2026-03-09', value: 620 }] }],
  ...fields,
});

/** One line of the question stream as the server writes it. */
export const line = (event: QueryEvent) => `data: ${JSON.stringify(event)}\n\n`;
