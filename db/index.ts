import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import type { Logger } from 'pino';
import { knexConfig } from './knexfile.ts';

export { AnalyticsInsight } from './models/AnalyticsInsight.ts';
export { AnalyticsMetricSnapshot, type SnapshotPoint } from './models/AnalyticsMetricSnapshot.ts';
export { AnalyticsQuery } from './models/AnalyticsQuery.ts';
export { AnalyticsRun, type AnalyticsRunStatus } from './models/AnalyticsRun.ts';
export { AnalyticsSettings, type AnalyticsServiceState } from './models/AnalyticsSettings.ts';
export { AuditEvent } from './models/AuditEvent.ts';
export { CalendarConnection } from './models/CalendarConnection.ts';
export { CalendarEvent } from './models/CalendarEvent.ts';
export { DigestAccount } from './models/DigestAccount.ts';
export { DigestPost } from './models/DigestPost.ts';
export { DigestPreference } from './models/DigestPreference.ts';
export { DigestRun, type DigestRunStatus } from './models/DigestRun.ts';
export { DigestSource } from './models/DigestSource.ts';
export { DigestStorySummary } from './models/DigestStorySummary.ts';
export { HomeworkAssignment } from './models/HomeworkAssignment.ts';
export { HomeworkBotDraft } from './models/HomeworkBotDraft.ts';
export { HomeworkDraftPart } from './models/HomeworkDraftPart.ts';
export { HomeworkCohort } from './models/HomeworkCohort.ts';
export { HomeworkCohortStudent } from './models/HomeworkCohortStudent.ts';
export { HomeworkCourse } from './models/HomeworkCourse.ts';
export { HomeworkGrade } from './models/HomeworkGrade.ts';
export { HomeworkRegradeRun } from './models/HomeworkRegradeRun.ts';
export { HomeworkSubmission } from './models/HomeworkSubmission.ts';
export { HomeworkSubmissionFile } from './models/HomeworkSubmissionFile.ts';
export { Notification } from './models/Notification.ts';
export { Payment, type PaymentKind, type PaymentRowStatus } from './models/Payment.ts';
export { PaymentNotification, type NotificationOutcome } from './models/PaymentNotification.ts';
export { PaymentReceipt } from './models/PaymentReceipt.ts';
export { Session } from './models/Session.ts';
export { Subscription, liveSubscriptionStatuses, subscriptionRowStatuses, type SubscriptionRowStatus } from './models/Subscription.ts';
export { User, roles, type Role } from './models/User.ts';
export { TelegramLink } from './models/TelegramLink.ts';
export { TelegramLinkCode } from './models/TelegramLinkCode.ts';
export { TelegramUpdate, type TelegramUpdateOutcome } from './models/TelegramUpdate.ts';
export { UserSecret } from './models/UserSecret.ts';
export { UserSettings } from './models/UserSettings.ts';
export { YoutubePrompt } from './models/YoutubePrompt.ts';
export { YoutubeReply } from './models/YoutubeReply.ts';
export { knexConfig };
export type { Knex };

/**
 * Knex's own warnings ("Acquire connection error: <stack>" for every failed acquire while
 * Postgres is down) to the process's log at warn, first line only: the stack is knex's.
 */
function knexLog(log: Pick<Logger, 'warn' | 'error'>): Knex.Config['log'] {
  const firstLine = (message: unknown) => String(message).split('\n', 1)[0];
  return {
    warn: (message: unknown) => log.warn({ dependency: 'postgres', detail: firstLine(message) }, 'knex warning'),
    error: (message: unknown) => log.error({ dependency: 'postgres', detail: firstLine(message) }, 'knex error'),
    deprecate: (method: string, alternative: string) => log.warn({ method, alternative }, 'knex deprecation'),
  };
}

/** Opens the pool and binds every Objection model to it (once per process); `log` takes knex's own warnings. */
export function connectDatabase(databaseUrl: string, pool?: { min: number; max: number }, log?: Pick<Logger, 'warn' | 'error'>): Knex {
  const knex = knexFactory({ ...knexConfig(databaseUrl, pool), ...(log ? { log: knexLog(log) } : {}) });
  Model.knex(knex);
  return knex;
}
export { sandboxDemoUsers, type DemoUser } from './sandbox-demo-users.ts';
