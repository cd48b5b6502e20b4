import type { TargetName } from './figures.ts';

/**
 * Every part of the bench, in the order a run measures them, and the targets each one's
 * figures are held to (bench/figures.ts). The observability overhead and the operator CLI's
 * retry are judged by their own modules, so they name no target here.
 */
export const PARTS = {
  'signed-in-read': ['ratio'],
  /** GET /api/subscription/status in the signed-in read's wrk rounds, a third server in each. */
  'subscription-status': ['statusRatio'],
  observability: [],
  'at-rate': ['p99Ms'],
  webhook: ['webhookP99Ms'],
  'create-payment': ['workflowStartedP99Ms'],
  'generate-all': ['generateAllRatio'],
  sending: ['sendRatio', 'send429s'],
  'calendar-bot': ['calendarEventsRatio', 'calendarAnswersRatio'],
  digests: ['digestLagRatio', 'digestRunRatio', 'digestSharedShare'],
  gradebook: ['gradebookP99Ms', 'gradebookExtraQueries'],
  'regrade-all': ['homeworkRegradeRatio', 'homeworkRegradeCpuMs'],
  'anomaly-detector': ['analyticsRecall', 'analyticsFalseAlerts'],
  'monitoring-slot': ['analyticsMonitorRatio', 'analyticsMonitorLagRatio'],
  questions: ['analyticsQuestionRatio'],
  'ops-cli-retry': [],
} as const satisfies Record<string, readonly TargetName[]>;

export type Part = keyof typeof PARTS;

/**
 * The test command's benchmark gate (`node bench/run.ts --check`): the parts that guard the hot
 * paths, at the gate's sizes (bench/settings.ts, gateSettings), with the same floors as a full
 * run. The rest run only in full (`npm run bench`). At most 6 minutes on the 2-core machine.
 */
export const GATE: readonly Part[] = ['signed-in-read', 'at-rate', 'webhook', 'create-payment', 'sending', 'gradebook', 'regrade-all'];

/**
 * A part that stands on another: the webhook's p99 is held above bare Koa's p99 at the same
 * rate, measured by the fixed-rate part; the status read is measured in the signed-in read's rounds.
 */
export const NEEDS: Partial<Record<Part, readonly Part[]>> = { webhook: ['at-rate'], 'subscription-status': ['signed-in-read'] };

export const ALL_PARTS = Object.keys(PARTS) as Part[];
