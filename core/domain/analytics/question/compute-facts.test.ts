import { describe, expect, it } from 'vitest';
import { computeFacts } from './compute-facts.ts';
import { fakeReaders, plantedDrop } from './fake-readers.ts';
import { fetchSeries } from './fetch-series.ts';
import { offerOf } from './offer.ts';
import { checkPlan } from './plan-question.ts';

const now = new Date('2026-11-25T10:00:00Z');

async function factsFor(data: Parameters<typeof fakeReaders>[0], metrics: string[], language: 'en' | 'ru' = 'en', breakdown: { event: string; property: string } | null = { event: 'purchase_completed', property: 'platform' }) {
  const { readers } = fakeReaders(data);
  const offer = await offerOf(readers, language);
  const plan = checkPlan({ metrics, period: { kind: 'last_week', from: null, to: null }, comparison: 'previous_period', breakdown }, offer, now);
  const fetched = await fetchSeries(readers, plan, 'split', () => Promise.resolve());
  return computeFacts(fetched, plan.windows, language);
}

const byId = (facts: { id: string }[]) => Object.fromEntries(facts.map((f) => [f.id, f]));

describe('the facts of an answer, computed in code', () => {
  it("gives a flow's total, the compared total, the change, its days and the segment that moved most, each with its source", async () => {
    const facts = await factsFor(plantedDrop('2026-11-16'), ['revenuecat.revenue']);
    const f = byId(facts.facts);
    expect(f['revenuecat.revenue:current']).toEqual({ id: 'revenuecat.revenue:current', label: 'Revenue, total 2026-11-16 – 2026-11-22', value: 5600, display: '$5,600.00', source: 'revenuecat.revenue' });
    expect(f['revenuecat.revenue:previous']).toMatchObject({ value: 7000, display: '$7,000.00' });
    expect(f['revenuecat.revenue:change']).toMatchObject({ value: -1400, display: '−$1,400.00' });
    expect(f['revenuecat.revenue:change_percent']).toMatchObject({ value: -20, display: '−20%' });
    expect(f['revenuecat.revenue:daily_average']).toMatchObject({ value: 800 });
    expect(f['revenuecat.revenue:lowest_day']).toMatchObject({ value: 800, display: '$800.00 on 2026-11-16' });
    expect(f['segment:Android:change_percent']).toMatchObject({ value: -50 });
    expect(f['segment:iOS:change_percent']).toMatchObject({ value: 0 });
    expect(f['breakdown:most_moved']).toMatchObject({ value: -140, display: 'Android: 280 → 140 (−50%)', source: 'amplitude.event:purchase_completed by platform' });
    expect(f['segment:Android:share_of_change']).toMatchObject({ value: 100 });
    expect(facts.sources).toEqual([
      { service: 'revenuecat', metric: 'revenuecat.revenue', from: '2026-11-09', to: '2026-11-22', request: 'GET /v2/projects/proj1/charts/revenue?start_date=2026-11-09&end_date=2026-11-22' },
      { service: 'amplitude', metric: 'amplitude.event:purchase_completed by platform', from: '2026-11-09', to: '2026-11-22', request: 'GET /api/2/events/segmentation?e=purchase_completed&g=platform&start=2026-11-09&end=2026-11-22' },
    ]);
    expect(facts.charts.map((c) => c.metric)).toEqual(['revenuecat.revenue', 'amplitude.event:purchase_completed by platform = Android']);
    expect(facts.hasData).toBe(true);
  });

  it("gives a level's daily average and last value, not a sum", async () => {
    const facts = await factsFor({ mrr: (day) => (day >= '2026-11-16' ? 9000 : 10_000) }, ['revenuecat.mrr'], 'en', null);
    const f = byId(facts.facts);
    expect(f['revenuecat.mrr:current']).toMatchObject({ label: 'MRR, daily average 2026-11-16 – 2026-11-22', value: 9000 });
    expect(f['revenuecat.mrr:last']).toMatchObject({ label: 'MRR on 2026-11-22', value: 9000 });
    expect(f['revenuecat.mrr:change_percent']).toMatchObject({ value: -10 });
    expect(f['revenuecat.mrr:daily_average']).toBeUndefined();
  });

  it('writes labels and figures in Russian for a Russian question', async () => {
    const f = byId((await factsFor(plantedDrop('2026-11-16'), ['revenuecat.revenue'], 'ru')).facts);
    expect(f['revenuecat.revenue:current']).toMatchObject({ label: 'Выручка, всего за 2026-11-16 – 2026-11-22', display: '5\u00a0600,00\u00a0$' });
    expect(f['revenuecat.revenue:change_percent']).toMatchObject({ display: '−20%' });
  });

  it('says which days had data, and has no data when every value of the period is missing', async () => {
    const gappy = await factsFor({ revenue: (day) => (day === '2026-11-18' ? null : 1000) }, ['revenuecat.revenue'], 'en', null);
    expect(byId(gappy.facts)['revenuecat.revenue:days_with_data']).toMatchObject({ value: 6, display: '6 of 7 days' });
    const empty = await factsFor({ revenue: () => null }, ['revenuecat.revenue'], 'en', null);
    expect(empty.hasData).toBe(false);
    expect(empty.empty).toEqual(['Revenue']);
    expect(byId(empty.facts)['revenuecat.revenue:current']).toMatchObject({ value: null, display: 'no data' });
  });
});
