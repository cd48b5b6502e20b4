import { describe, expect, it } from 'vitest';
import { readRange, resolveWindows } from './periods.ts';

// A Wednesday.
const now = new Date('2026-11-25T10:00:00Z');
const plan = (kind: Parameters<typeof resolveWindows>[0]['period']['kind'], extra: Partial<{ from: string; to: string; comparison: 'none' | 'previous_period' }> = {}) => ({
  period: { kind, from: extra.from ?? null, to: extra.to ?? null },
  comparison: extra.comparison ?? ('previous_period' as const),
});

describe('the days of a question, worked out in code from today (UTC)', () => {
  it('last week is the ISO week before this one, compared with the week before it', () => {
    expect(resolveWindows(plan('last_week'), now)).toEqual({ kind: 'last_week', current: { from: '2026-11-16', to: '2026-11-22' }, previous: { from: '2026-11-09', to: '2026-11-15' } });
  });

  it('the last N days end yesterday (today is not complete); this week runs to today', () => {
    expect(resolveWindows(plan('last_7_days'), now).current).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(resolveWindows(plan('last_30_days'), now).current).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(resolveWindows(plan('yesterday'), now)).toMatchObject({ current: { from: '2026-11-24', to: '2026-11-24' }, previous: { from: '2026-11-23', to: '2026-11-23' } });
    expect(resolveWindows(plan('this_week'), now)).toMatchObject({ current: { from: '2026-11-23', to: '2026-11-25' }, previous: { from: '2026-11-20', to: '2026-11-22' } });
  });

  it('a calendar month is compared with the month before', () => {
    expect(resolveWindows(plan('last_month'), now)).toMatchObject({ current: { from: '2026-10-01', to: '2026-10-31' }, previous: { from: '2026-09-01', to: '2026-09-30' } });
    expect(resolveWindows(plan('this_month'), now)).toMatchObject({ current: { from: '2026-11-01', to: '2026-11-25' }, previous: { from: '2026-10-01', to: '2026-10-25' } });
    expect(resolveWindows(plan('this_month'), new Date('2026-03-31T00:00:00Z')).previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it("takes a custom period's dates when they hold, and the last 7 days when they do not", () => {
    expect(resolveWindows(plan('custom', { from: '2026-11-01', to: '2026-11-10' }), now)).toMatchObject({ kind: 'custom', current: { from: '2026-11-01', to: '2026-11-10' }, previous: { from: '2026-10-22', to: '2026-10-31' } });
    expect(resolveWindows(plan('custom', { from: '2026-11-20', to: '2026-12-31' }), now).current).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    for (const bad of [{ from: '2026-11-10', to: '2026-11-01' }, { from: 'last tuesday', to: '2026-11-01' }, { from: '2026-02-30', to: '2026-03-01' }, { from: '2020-01-01', to: '2026-11-01' }, { from: '2027-01-01', to: '2027-01-02' }]) {
      expect(resolveWindows(plan('custom', bad), now)).toMatchObject({ kind: 'last_7_days', current: { from: '2026-11-18', to: '2026-11-24' } });
    }
  });

  it('reads one range covering both windows, or the current one alone without a comparison', () => {
    expect(readRange(resolveWindows(plan('last_week'), now))).toEqual({ from: '2026-11-09', to: '2026-11-22' });
    const alone = resolveWindows(plan('last_week', { comparison: 'none' }), now);
    expect(alone.previous).toBeNull();
    expect(readRange(alone)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});
