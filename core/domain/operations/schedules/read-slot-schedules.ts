import type { ScheduleSummary } from '@temporalio/client';
import type { TemporalClient } from '../workflows/temporal-client.ts';
import { withTemporalErrors } from '../workflows/temporal-errors.ts';
import type { SlotScheduleKind } from './slot-schedule-kinds.ts';

export interface SlotScheduleState {
  scheduleId: string;
  kind: SlotScheduleKind['kind'];
  slot: string;
  paused: boolean;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
}

const slotOf = (summary: ScheduleSummary, kinds: readonly SlotScheduleKind[]) => {
  const kind = kinds.find((k) => summary.scheduleId.startsWith(k.prefix));
  return kind ? { kind: kind.kind, slot: summary.scheduleId.slice(kind.prefix.length) } : null;
};

/**
 * Every slot Schedule Temporal holds, with its next and last fire times, from one listing (no
 * describe per Schedule). The listing comes from visibility, seconds behind a change.
 */
export async function readSlotSchedules(temporal: TemporalClient, kinds: readonly SlotScheduleKind[]): Promise<Map<string, SlotScheduleState>> {
  return withTemporalErrors('Schedules', async () => {
    const found = new Map<string, SlotScheduleState>();
    for await (const summary of temporal.client.schedule.list()) {
      const slot = slotOf(summary, kinds);
      if (!slot) continue;
      const last = summary.info.recentActions.at(-1);
      found.set(summary.scheduleId, {
        scheduleId: summary.scheduleId,
        ...slot,
        paused: summary.state.paused,
        nextRunAt: summary.state.paused ? null : (summary.info.nextActionTimes[0] ?? null),
        lastRunAt: last ? last.takenAt : null,
      });
    }
    return found;
  });
}
