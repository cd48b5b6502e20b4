import { describe, expect, it } from 'vitest';
import { weeklyCounts } from './weekly-counts.ts';

describe('weeklyCounts', () => {
  it('counts per week from Monday, oldest first, leaving out what is older', () => {
    const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
    const weeks = weeklyCounts([new Date('2026-11-23T00:00:00Z'), new Date('2026-11-22T23:59:59Z'), new Date('2026-11-16T08:00:00Z'), new Date('2026-10-01T00:00:00Z')], now, 3);
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 2 },
      { weekStart: '2026-11-23', count: 1 },
    ]);
  });
});
