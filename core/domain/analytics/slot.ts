/**
 * A monitoring slot: every user whose daily check is due at the same hour of the same zone
 * shares one Temporal Schedule (workflows/analytics-slot/), as the digests do: most users keep
 * 09:00 UTC, and aligned per-user Schedules start slowly (docs/decisions.md). `0900-UTC`.
 */
export function monitoringSlotOf(prefs: { dailyMonitoringEnabled: boolean; notificationHour: number; notificationTimezone: string }, configured: boolean): string | null {
  if (!prefs.dailyMonitoringEnabled || !configured) return null;
  return `${String(prefs.notificationHour).padStart(2, '0')}00-${prefs.notificationTimezone}`;
}

const SLOT = /^([01]\d|2[0-3])00-(.+)$/;

export function parseMonitoringSlot(slot: string): { hour: number; timezone: string } {
  const match = SLOT.exec(slot);
  if (!match) throw new Error(`Not a monitoring slot: ${slot}`);
  return { hour: Number(match[1]), timezone: match[2]! };
}
