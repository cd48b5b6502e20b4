import { describe, expect, it } from 'vitest';
import { parseSlot, slotOf } from './slot.ts';

describe('digest slots', () => {
  it('names one slot per wall-clock moment and zone, ignoring the fields the frequency does not use', () => {
    expect(slotOf({ frequency: 'DAILY', hour: 9, minute: 0, dayOfWeek: 3, timezone: 'Europe/Moscow' })).toBe('DAILY-x-0900-Europe/Moscow');
    expect(slotOf({ frequency: 'WEEKLY', hour: 18, minute: 30, dayOfWeek: 0, timezone: 'UTC' })).toBe('WEEKLY-0-1830-UTC');
    expect(slotOf({ frequency: 'HOURLY', hour: 7, minute: 5, dayOfWeek: null, timezone: 'Asia/Kolkata' })).toBe('HOURLY-x-xx05-Asia/Kolkata');
  });

  it('reads a slot back, and refuses what is not one', () => {
    for (const slot of ['DAILY-x-0900-Europe/Moscow', 'WEEKLY-6-2359-America/Argentina/Buenos_Aires', 'HOURLY-x-xx59-UTC']) expect(slotOf(parseSlot(slot))).toBe(slot);
    expect(parseSlot('WEEKLY-1-0705-UTC')).toEqual({ frequency: 'WEEKLY', dayOfWeek: 1, hour: 7, minute: 5, timezone: 'UTC' });
    expect(() => parseSlot('DAILY-x-2400-UTC')).toThrow(/Not a digest slot/);
  });
});
