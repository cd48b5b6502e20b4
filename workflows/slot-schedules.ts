import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type CalendarSpec } from '@temporalio/client';
import type { Knex } from '../db/index.ts';
import type { TemporalHandle } from '../core/clients/temporal.ts';

/**
 * One Temporal Schedule per time slot of a tool (digests, analytics monitoring), never one per
 * user: aligned Schedules start slowly (measured: 1,000 due in one minute took 90 s), while one
 * slot run starts its users' runs at the client's pace (docs/decisions.md, 'Channel digests').
 */
export interface SlotScheduleKind {
  /** Schedule ids are `<prefix><slot>`. */
  prefix: string;
  workflowType: string;
  calendarOf(slot: string): { calendars: CalendarSpec[]; timezone: string };
  /** Whether the slot still has someone to run (read inside the slot's lock). */
  wanted(slot: string, trx: Knex.Transaction): Promise<boolean>;
  slotsInDatabase(): Promise<string[]>;
}

export interface SlotSchedules {
  sync(slots: readonly string[]): Promise<void>;
  /** The periodic repair: every slot in the database and every Schedule of this kind in Temporal. */
  syncAll(): Promise<{ created: number; deleted: number }>;
}

/**
 * Each slot is synced under a Postgres advisory lock, so an edit that empties a slot and one that
 * fills it cannot leave it the wrong way round; syncing twice changes nothing.
 */
export function createSlotSchedules(temporal: TemporalHandle, knex: () => Knex, kind: SlotScheduleKind): SlotSchedules {
  const client = temporal.client.schedule;

  async function ensure(slot: string): Promise<'created' | 'kept'> {
    try {
      await client.create({
        scheduleId: `${kind.prefix}${slot}`,
        spec: kind.calendarOf(slot),
        action: { type: 'startWorkflow', workflowType: kind.workflowType, taskQueue: temporal.taskQueue, workflowId: `${kind.prefix}${slot}`, args: [{ slot }] },
        // A slot's run only starts the users' runs; two may overlap after a catch-up.
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
      await client.getHandle(`${kind.prefix}${slot}`).delete();
      return 'deleted';
    } catch (err) {
      if (err instanceof ScheduleNotFoundError) return 'absent';
      throw err;
    }
  }

  async function syncSlot(slot: string): Promise<'created' | 'kept' | 'deleted' | 'absent'> {
    return knex().transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`${kind.prefix}${slot}`]);
      return (await kind.wanted(slot, trx)) ? ensure(slot) : remove(slot);
    });
  }

  return {
    async sync(slots) {
      for (const slot of slots) await syncSlot(slot);
    },
    async syncAll() {
      const inDatabase = await kind.slotsInDatabase();
      const inTemporal: string[] = [];
      // Listed through visibility, which lags by seconds: a Schedule made this instant is synced by its own edit.
      for await (const schedule of client.list()) {
        if (schedule.scheduleId.startsWith(kind.prefix)) inTemporal.push(schedule.scheduleId.slice(kind.prefix.length));
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
