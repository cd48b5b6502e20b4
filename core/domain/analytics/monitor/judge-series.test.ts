import { describe, expect, it } from 'vitest';
import type { DetectedAnomaly } from '../detect/types.ts';
import { episodesOf } from './judge-series.ts';

const day = (date: string, change: number): DetectedAnomaly => ({ date, actual: 100 + change, expected: 100, change, score: 6, severity: 'HIGH', confidence: 0.8 });

describe('anomalous days grouped into episodes', () => {
  it('consecutive days of one direction are one episode, told by its deepest day', () => {
    const episodes = episodesOf([day('2026-03-04', -30), day('2026-03-03', -20), day('2026-03-05', -35), day('2026-03-09', 40)]);
    expect(episodes.map((e) => [e.first, e.last, e.worst.change])).toEqual([
      ['2026-03-03', '2026-03-05', -35],
      ['2026-03-09', '2026-03-09', 40],
    ]);
  });

  it('a drop followed the next day by a spike are two episodes', () => {
    expect(episodesOf([day('2026-03-03', -30), day('2026-03-04', 30)])).toHaveLength(2);
  });
});
