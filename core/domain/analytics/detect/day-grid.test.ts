import { describe, expect, it } from 'vitest';
import { dayGrid } from './day-grid.ts';

describe('dayGrid', () => {
  it('lays points on consecutive days: missing days and non-numbers become null, the later duplicate wins', () => {
    const grid = dayGrid([
      { date: '2026-03-03', value: 5 },
      { date: '2026-02-27', value: 1 },
      { date: '2026-03-01', value: Number.NaN },
      { date: '2026-03-03', value: 6 },
    ]);
    expect(grid.first).toBe('2026-02-27');
    expect(grid.dates).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    expect(grid.values).toEqual([1, null, null, null, 6]);
    expect(grid.indexOf('2026-03-02')).toBe(3);
    expect(grid.indexOf('2026-03-10')).toBe(11);
  });

  it('gives the same weekday number to the same weekday, inside the grid and beyond it', () => {
    const grid = dayGrid([{ date: '2026-01-05', value: 1 }, { date: '2026-01-12', value: 1 }]);
    expect(grid.weekday(0)).toBe(grid.weekday(7));
    expect(grid.weekday(0)).toBe(grid.weekday(14));
    expect(grid.weekday(0)).not.toBe(grid.weekday(1));
    expect(dayGrid([]).values).toEqual([]);
  });
});
