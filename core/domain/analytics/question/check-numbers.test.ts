import { describe, expect, it } from 'vitest';
import { checkNumbers } from './check-numbers.ts';
import type { Fact } from './compute-facts.ts';

const facts: Fact[] = [
  { id: 'period:current', label: 'The period asked about', value: null, display: '2026-11-16 – 2026-11-22' },
  { id: 'period:days', label: 'Days in the period asked about', value: 7, display: '7' },
  { id: 'revenuecat.revenue:current', label: 'Revenue, total 2026-11-16 – 2026-11-22', value: 12345.678, display: '$12,345.68' },
  { id: 'revenuecat.revenue:change_percent', label: 'Revenue, change in % against 2026-11-09 – 2026-11-15', value: -23.45, display: '−23.5%' },
  { id: 'revenuecat.revenue:lowest_day', label: 'Revenue, lowest day 2026-11-16 – 2026-11-22', value: 1500, display: '$1,500.00 on 2026-11-20' },
  { id: 'breakdown:most_moved', label: '“purchase_completed” by platform', value: -140, display: 'Android: 280 → 140 (−50%)' },
];
const ok = (text: string, question = 'why did revenue drop last week?') => checkNumbers(text, facts, question);

describe("the check of an answer's numbers against the facts", () => {
  it('takes the facts in any rounding, sign, separator or unit the answer writes them', () => {
    for (const text of [
      'Revenue was $12,345.68, down 23.5%.',
      'Revenue was about $12.3K (−23%).',
      'Revenue fell by 23.45 percent to 12345.68.',
      'Выручка составила 12 345,68 $, это на 23,5% меньше.',
      'Выручка — 12,3 тыс. $.',
      'Android went from 280 to 140, a 50% drop.',
      'The lowest day was 2026-11-20 with $1,500.',
      'The lowest day was November 20 ($1.5K), in the week of 16–22 November 2026.',
      'Самый слабый день — 20.11.2026.',
      'Over the 7 days of last week revenue fell.',
    ]) {
      expect(ok(text), text).toEqual({ ok: true, unsupported: [] });
    }
  });

  it('finds a figure the facts do not give, whatever its form', () => {
    expect(ok('Revenue was $13,000, down 23.5%.')).toEqual({ ok: false, unsupported: ['13,000'] });
    expect(ok('Revenue dropped 31% because of Android.').unsupported).toEqual(['31']);
    expect(ok('Next month revenue will reach $987,654.').unsupported).toEqual(['987,654']);
    expect(ok('The drop started on 2026-11-12.').unsupported).toEqual(['2026-11-12']);
    expect(ok('Выручка упала на 40 %.').unsupported).toEqual(['40']);
  });

  it("takes a number of the question itself, and a day's number only next to its month", () => {
    expect(ok('Over the last 30 days revenue fell.', 'how did revenue do over the last 30 days?').ok).toBe(true);
    expect(ok('Over the last 30 days revenue fell.').ok).toBe(false);
    expect(ok('Revenue fell 20%.').unsupported).toEqual(['20']);
    expect(ok('It bottomed out on Nov 20.').ok).toBe(true);
  });
});
