import { describe, expect, it } from 'vitest';
import { judgeWindow } from './judge-window.ts';

describe('which days a monitoring run judges', () => {
  it('never judges today: at 09:00 in Tokyo the last complete day is yesterday in Tokyo, not in UTC', () => {
    // 00:30 UTC on the 10th is 09:30 on the 10th in Tokyo.
    const window = judgeWindow(new Date('2026-03-10T00:30:00Z'), 'Asia/Tokyo', 'scheduled', '2026-03-08');
    expect(window).toMatchObject({ judgeThrough: '2026-03-09', judgeDays: 1, to: '2026-03-10' });
    expect(window.from).toBe('2025-11-11');
  });

  it('catches up missed days up to a week, and a first run looks back a week', () => {
    expect(judgeWindow(new Date('2026-03-10T09:00:00Z'), 'UTC', 'scheduled', '2026-03-06').judgeDays).toBe(3);
    expect(judgeWindow(new Date('2026-03-10T09:00:00Z'), 'UTC', 'scheduled', '2026-01-01').judgeDays).toBe(7);
    expect(judgeWindow(new Date('2026-03-10T09:00:00Z'), 'UTC', 'scheduled', null).judgeDays).toBe(7);
  });

  it('a run repeated the same day still judges one day (the insights are keyed, nothing doubles)', () => {
    expect(judgeWindow(new Date('2026-03-10T09:00:00Z'), 'UTC', 'scheduled', '2026-03-09').judgeDays).toBe(1);
  });

  it("'Run check now' looks at the last two weeks", () => {
    expect(judgeWindow(new Date('2026-03-10T15:00:00Z'), 'America/New_York', 'manual', '2026-03-09')).toMatchObject({ judgeThrough: '2026-03-09', judgeDays: 14 });
  });

  it('a DST night does not shift the day (Berlin, last Sunday of March)', () => {
    expect(judgeWindow(new Date('2026-03-29T07:00:00Z'), 'Europe/Berlin', 'scheduled', '2026-03-27').judgeThrough).toBe('2026-03-28');
  });
});
