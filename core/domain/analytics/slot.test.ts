import { describe, expect, it } from 'vitest';
import { nextRunAt } from './health.ts';
import { monitoringSlotOf, parseMonitoringSlot } from './slot.ts';

describe('monitoring slots', () => {
  it('one slot per hour and zone; none when monitoring is off or no service is connected', () => {
    const prefs = { dailyMonitoringEnabled: true, notificationHour: 9, notificationTimezone: 'Europe/Moscow' };
    expect(monitoringSlotOf(prefs, true)).toBe('0900-Europe/Moscow');
    expect(parseMonitoringSlot('0900-Europe/Moscow')).toEqual({ hour: 9, timezone: 'Europe/Moscow' });
    expect(monitoringSlotOf({ ...prefs, dailyMonitoringEnabled: false }, true)).toBeNull();
    expect(monitoringSlotOf(prefs, false)).toBeNull();
    expect(() => parseMonitoringSlot('DAILY-x-0900-UTC')).toThrow();
  });

  it('the next run is the next time the hour comes round in the zone', () => {
    expect(nextRunAt('0900-Europe/Moscow', new Date('2026-03-10T05:59:00Z')).toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(nextRunAt('0900-Europe/Moscow', new Date('2026-03-10T06:00:00Z')).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    // 8 March 2026 is the US's DST night: at 08:00 EDT the next 09:00 is 13:00 UTC, not 14:00.
    expect(nextRunAt('0900-America/New_York', new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });
});
