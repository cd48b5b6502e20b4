import type { CalendarSpec, DayOfWeek } from '@temporalio/client';
import { DigestPreference } from '../../db/index.ts';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { DigestSchedules } from '../../core/domain/digest/schedule-port.ts';
import { parseSlot } from '../../core/domain/digest/slot.ts';
import { createSlotSchedules, type SlotSchedules } from '../slot-schedules.ts';
import { DIGEST_SLOT_SCHEDULE_PREFIX, digestSlotWorkflowType } from './definitions.ts';

const DAYS: DayOfWeek[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

function calendarOf(slot: string): { calendars: CalendarSpec[]; timezone: string } {
  const { frequency, hour, minute, dayOfWeek, timezone } = parseSlot(slot);
  const calendar: CalendarSpec = { minute, hour: frequency === 'HOURLY' ? '*' : (hour ?? 0) };
  if (frequency === 'WEEKLY') calendar.dayOfWeek = DAYS[dayOfWeek ?? 1]!;
  return { calendars: [calendar], timezone };
}

/** Temporal Schedules kept in line with the digests: a slot with an enabled digest has its Schedule, one without has none. */
export function createDigestSchedules(temporal: TemporalHandle): DigestSchedules & SlotSchedules {
  return createSlotSchedules(temporal, () => DigestPreference.knex(), {
    prefix: DIGEST_SLOT_SCHEDULE_PREFIX,
    workflowType: digestSlotWorkflowType,
    calendarOf,
    wanted: async (slot, trx) => Boolean(await DigestPreference.query(trx).where({ slot, enabled: true }).select('id').first()),
    slotsInDatabase: async () => (await DigestPreference.query().distinct('slot')).map((row) => row.slot),
  });
}
