import { describe, expect, it } from 'vitest';
import { billingDayIn, daysUntil, periodEnd, refundDaysLeft, wholeDaysBetween } from './billing-dates.ts';

const d = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('billing calendar', () => {
  it('renews on the same day of the next month, at the same time', () => {
    expect(iso(periodEnd(d('2026-03-15T10:20:30.000Z'), 1))).toBe('2026-04-15T10:20:30.000Z');
    expect(iso(periodEnd(d('2026-03-15T10:20:30.000Z'), 12))).toBe('2027-03-15T10:20:30.000Z');
  });

  it('turns the 31st into the 30th in 30-day months', () => {
    expect(iso(periodEnd(d('2026-03-31T08:00:00.000Z'), 1))).toBe('2026-04-30T08:00:00.000Z');
    expect(iso(periodEnd(d('2026-08-31T08:00:00.000Z'), 1))).toBe('2026-09-30T08:00:00.000Z');
  });

  it('turns the 29th-31st into the 28th in February, leap years included', () => {
    expect(iso(periodEnd(d('2027-01-31T08:00:00.000Z'), 1))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(periodEnd(d('2028-01-30T08:00:00.000Z'), 1))).toBe('2028-02-28T08:00:00.000Z');
    expect(iso(periodEnd(d('2028-01-29T08:00:00.000Z'), 1))).toBe('2028-02-28T08:00:00.000Z');
    expect(billingDayIn(2028, 1, 31)).toBe(28);
  });

  it('goes back to the first payment day after a short month (no drift)', () => {
    const start = d('2026-01-31T12:00:00.000Z');
    const ends = Array.from({ length: 13 }, (_, i) => iso(periodEnd(start, i + 1)).slice(0, 10));
    expect(ends).toEqual([
      '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31',
      '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28',
    ]);
  });

  it('crosses the year end', () => {
    expect(iso(periodEnd(d('2026-12-31T23:59:59.000Z'), 1))).toBe('2027-01-31T23:59:59.000Z');
    expect(iso(periodEnd(d('2026-11-30T00:00:00.000Z'), 3))).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('refund window (7 whole days since the start)', () => {
  const start = d('2026-05-01T12:00:00.000Z');
  it('is open on the first day with 7 days left', () => {
    expect(refundDaysLeft(start, d('2026-05-01T12:00:01.000Z'), 7)).toBe(7);
  });
  it('is still open until 8 whole days have passed', () => {
    expect(refundDaysLeft(start, d('2026-05-08T12:00:00.000Z'), 7)).toBe(0);
    expect(refundDaysLeft(start, d('2026-05-09T11:59:59.999Z'), 7)).toBe(0);
  });
  it('closes after that', () => {
    expect(refundDaysLeft(start, d('2026-05-09T12:00:00.000Z'), 7)).toBeNull();
  });
  it('counts whole days only', () => {
    expect(wholeDaysBetween(start, d('2026-05-03T11:59:59.000Z'))).toBe(1);
  });
});

describe('days until the end', () => {
  it('rounds up', () => {
    expect(daysUntil(d('2026-05-08T12:00:00.000Z'), d('2026-05-08T11:00:00.000Z'))).toBe(1);
    expect(daysUntil(d('2026-05-08T12:00:00.000Z'), d('2026-05-01T12:00:00.000Z'))).toBe(7);
  });
});
