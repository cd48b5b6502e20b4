/**
 * Brings the Temporal Schedules of some slots in line with the database: a slot with an
 * enabled digest has its Schedule, one without has none (workflows/digest-slot/client.ts).
 * The database is the truth: a sync that fails here is made good by the next full sync.
 */
export interface DigestSchedules {
  sync(slots: readonly string[]): Promise<void>;
}
