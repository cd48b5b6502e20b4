import { describe, expect, it } from 'vitest';
import { clampNumber, defaultSchedule, schedulePayload, scheduleOf } from './schedule';

const schedule = { hour: 18, minute: 30, dayOfWeek: 5, timezone: 'Europe/Moscow' };

describe('the schedule of a request (spec 5)', () => {
  it('leaves hour out of an hourly digest, and dayOfWeek out of all but weekly ones', () => {
    expect(schedulePayload({ ...schedule, frequency: 'HOURLY' })).toEqual({ frequency: 'HOURLY', minute: 30, timezone: 'Europe/Moscow' });
    expect(schedulePayload({ ...schedule, frequency: 'DAILY' })).toEqual({ frequency: 'DAILY', hour: 18, minute: 30, timezone: 'Europe/Moscow' });
    expect(schedulePayload({ ...schedule, frequency: 'WEEKLY' })).toEqual({ frequency: 'WEEKLY', hour: 18, minute: 30, dayOfWeek: 5, timezone: 'Europe/Moscow' });
  });

  it('starts a new digest DAILY at 09:00 on Monday in the browser’s zone (spec 3)', () => {
    expect(defaultSchedule()).toEqual({ frequency: 'DAILY', hour: 9, minute: 0, dayOfWeek: 1, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('gives a stored field that does not apply its default back, for when the frequency changes', () => {
    expect(scheduleOf({ frequency: 'HOURLY', hour: null, minute: 5, dayOfWeek: null, timezone: 'UTC' })).toEqual({ frequency: 'HOURLY', hour: 9, minute: 5, dayOfWeek: 1, timezone: 'UTC' });
  });

  it('turns non-numeric input into 0 and keeps a number within its range', () => {
    expect([clampNumber('abc', 23), clampNumber('', 59), clampNumber('7', 23), clampNumber('99', 23), clampNumber('-4', 59), clampNumber('12.7', 59)]).toEqual([0, 0, 7, 23, 0, 12]);
  });
});
