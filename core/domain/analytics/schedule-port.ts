/**
 * Brings the monitoring slots' Temporal Schedules in line with the database: a slot with a user
 * to check has its Schedule, one without has none (workflows/analytics-slot/client.ts). The
 * database is the truth: a sync that fails is made good by the next full sync.
 */
export interface AnalyticsSchedules {
  sync(slots: readonly string[]): Promise<void>;
}
