import { describe, expect, it } from 'vitest';
import { nextSlotTime } from './next-slot-time.ts';

const at = (iso: string) => new Date(iso);

describe('nextSlotTime (a digest slot without its Schedule yet)', () => {
  it('hourly: this hour at the minute, or the next hour when it has passed', () => {
    const f = { frequency: 'HOURLY' as const, hour: null, minute: 5, dayOfWeek: null, timezone: 'Asia/Kolkata' };
    expect(nextSlotTime(f, at('2026-11-27T06:20:00Z')).toISOString()).toBe('2026-11-27T06:35:00.000Z'); // 12:05 IST
    expect(nextSlotTime(f, at('2026-11-27T06:35:00Z')).toISOString()).toBe('2026-11-27T07:35:00.000Z');
  });

  it('daily in the zone, across a change of offset', () => {
    const f = { frequency: 'DAILY' as const, hour: 9, minute: 0, dayOfWeek: null, timezone: 'Europe/Berlin' };
    expect(nextSlotTime(f, at('2026-03-28T09:00:00Z')).toISOString()).toBe('2026-03-29T07:00:00.000Z'); // 09:00 CEST the morning after the change
  });

  it('weekly on its day (Sunday = 0, Monday when unset)', () => {
    const sunday = { frequency: 'WEEKLY' as const, hour: 10, minute: 30, dayOfWeek: 0, timezone: 'UTC' };
    expect(nextSlotTime(sunday, at('2026-11-27T06:00:00Z')).toISOString()).toBe('2026-11-29T10:30:00.000Z'); // Friday -> Sunday
    expect(nextSlotTime(sunday, at('2026-11-29T10:30:00Z')).toISOString()).toBe('2026-12-06T10:30:00.000Z');
    expect(nextSlotTime({ ...sunday, dayOfWeek: null }, at('2026-11-27T06:00:00Z')).toISOString()).toBe('2026-11-30T10:30:00.000Z');
  });
});
