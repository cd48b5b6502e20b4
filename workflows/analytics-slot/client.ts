import { AnalyticsSettings } from '../../db/index.ts';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { AnalyticsSchedules } from '../../core/domain/analytics/schedule-port.ts';
import { parseMonitoringSlot } from '../../core/domain/analytics/slot.ts';
import { createSlotSchedules, type SlotSchedules } from '../slot-schedules.ts';
import { ANALYTICS_SLOT_SCHEDULE_PREFIX, analyticsSlotWorkflowType } from './definitions.ts';

/** Temporal Schedules kept in line with the users' monitoring hours: one per hour and zone that has someone to check. */
export function createAnalyticsSchedules(temporal: TemporalHandle): AnalyticsSchedules & SlotSchedules {
  return createSlotSchedules(temporal, () => AnalyticsSettings.knex(), {
    prefix: ANALYTICS_SLOT_SCHEDULE_PREFIX,
    workflowType: analyticsSlotWorkflowType,
    calendarOf: (slot) => {
      const { hour, timezone } = parseMonitoringSlot(slot);
      return { calendars: [{ hour, minute: 0 }], timezone };
    },
    wanted: async (slot, trx) => Boolean(await AnalyticsSettings.query(trx).where({ slot, daily_monitoring_enabled: true }).select('user_id').first()),
    slotsInDatabase: async () => (await AnalyticsSettings.query().whereNotNull('slot').distinct('slot')).map((row) => row.slot!),
  });
}
