import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type CalendarSpec, type DayOfWeek } from '@temporalio/client';
import { DigestPreference } from '../../db/index.ts';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { DigestSchedules } from '../../core/domain/digest/schedule-port.ts';
import { parseSlot } from '../../core/domain/digest/slot.ts';
import { DIGEST_SLOT_SCHEDULE_PREFIX, digestSlotScheduleId, digestSlotWorkflowType, type DigestSlotInput } from './definitions.ts';

const DAYS: DayOfWeek[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

function calendarOf(slot: string): { calendars: CalendarSpec[]; timezone: string } {
  const { frequency, hour, minute, dayOfWeek, timezone } = parseSlot(slot);
  const calendar: CalendarSpec = { minute, hour: frequency === 'HOURLY' ? '*' : (hour ?? 0) };
  if (frequency === 'WEEKLY') calendar.dayOfWeek = DAYS[dayOfWeek ?? 1]!;
  return { calendars: [calendar], timezone };
}

/**
 * Temporal Schedules kept in line with the digests: a slot with an enabled digest has its
 * Schedule, one without has none. Each slot is synced under a Postgres advisory lock, so an edit
 * that empties a slot and one that fills it cannot leave it the wrong way round; syncing twice
 * changes nothing.
 */
export function createDigestSchedules(temporal: TemporalHandle): DigestSchedules & { syncAll(): Promise<{ created: number; deleted: number }> } {
  const client = temporal.client.schedule;

  async function ensure(slot: string): Promise<'created' | 'kept'> {
    try {
      await client.create({
        scheduleId: digestSlotScheduleId(slot),
        spec: calendarOf(slot),
        action: { type: 'startWorkflow', workflowType: digestSlotWorkflowType, taskQueue: temporal.taskQueue, workflowId: digestSlotScheduleId(slot), args: [{ slot } satisfies DigestSlotInput] },
        // A slot's run only starts the digests' runs; two may overlap after a catch-up.
        policies: { overlap: ScheduleOverlapPolicy.ALLOW_ALL, catchupWindow: '1 hour' },
      });
      return 'created';
    } catch (err) {
      if (err instanceof ScheduleAlreadyRunning) return 'kept';
      throw err;
    }
  }

  async function remove(slot: string): Promise<'deleted' | 'absent'> {
    try {
      await client.getHandle(digestSlotScheduleId(slot)).delete();
      return 'deleted';
    } catch (err) {
      if (err instanceof ScheduleNotFoundError) return 'absent';
      throw err;
    }
  }

  async function syncSlot(slot: string): Promise<'created' | 'kept' | 'deleted' | 'absent'> {
    return DigestPreference.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`digest-slot:${slot}`]);
      const wanted = Boolean(await DigestPreference.query(trx).where({ slot, enabled: true }).select('id').first());
      return wanted ? ensure(slot) : remove(slot);
    });
  }

  return {
    async sync(slots) {
      for (const slot of slots) await syncSlot(slot);
    },
    /** The periodic repair: every slot in the database and every digest Schedule in Temporal. */
    async syncAll() {
      const inDatabase = (await DigestPreference.query().distinct('slot')).map((row) => row.slot);
      const inTemporal: string[] = [];
      // Listed through visibility, which lags by seconds: a Schedule made this instant is synced by its own edit.
      for await (const schedule of client.list()) {
        if (schedule.scheduleId.startsWith(DIGEST_SLOT_SCHEDULE_PREFIX)) inTemporal.push(schedule.scheduleId.slice(DIGEST_SLOT_SCHEDULE_PREFIX.length));
      }
      let created = 0;
      let deleted = 0;
      for (const slot of new Set([...inDatabase, ...inTemporal])) {
        const outcome = await syncSlot(slot);
        if (outcome === 'created') created += 1;
        if (outcome === 'deleted') deleted += 1;
      }
      return { created, deleted };
    },
  };
}
