import { PLAN } from '../../../contracts/plan.ts';
import type { Dashboard } from '../../../contracts/operations.ts';
import type { Knex } from '../../../db/index.ts';

type Row = Record<string, string | number | null>;
const int = (v: unknown): number => Number(v ?? 0);

/**
 * Subscriptions and sign-ups now and per UTC day. MRR is the monthly price each active
 * subscription pays (its own amount_kopecks: the price it was sold at). The daily series is
 * rebuilt from the rows' dates: a subscription counts on a day when it had started by the
 * day's end and had neither ended nor been cancelled by then (a cancelled one still runs to its
 * period end but no longer recurs). Past-due spells are not told apart in the history.
 */
export async function subscriptionFigures(
  knex: Knex,
  days: number,
): Promise<Pick<Dashboard, 'subscriptions' | 'signUps' | 'daily'>> {
  const [now] = (
    await knex.raw<{ rows: Row[] }>(
      `select
         count(*) filter (where status = 'ACTIVE') as active,
         count(*) filter (where status = 'PAST_DUE') as past_due,
         coalesce(sum(amount_kopecks) filter (where status = 'ACTIVE'), 0) as mrr,
         (select count(*) from users where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today,
         (select count(*) from users where created_at >= now() - interval '7 days') as last7,
         (select count(*) from users where created_at >= now() - interval '30 days') as last30
       from subscriptions`,
    )
  ).rows;
  const daily = (
    await knex.raw<{ rows: Row[] }>(
      `with days as (
         select d, d + interval '1 day' as e
         from generate_series(
           (date_trunc('day', now() at time zone 'UTC') - (? - 1) * interval '1 day') at time zone 'UTC',
           date_trunc('day', now() at time zone 'UTC') at time zone 'UTC',
           interval '1 day') as d)
       select to_char(d at time zone 'UTC', 'YYYY-MM-DD') as date,
         (select count(*) from subscriptions s
           where s.start_date < e and (s.ended_at is null or s.ended_at >= e) and (s.canceled_at is null or s.canceled_at >= e)) as active,
         (select coalesce(sum(s.amount_kopecks), 0) from subscriptions s
           where s.start_date < e and (s.ended_at is null or s.ended_at >= e) and (s.canceled_at is null or s.canceled_at >= e)) as mrr,
         (select count(*) from users u where u.created_at >= d and u.created_at < e) as sign_ups
       from days order by d`,
      [days],
    )
  ).rows;
  return {
    subscriptions: { active: int(now?.active), pastDue: int(now?.past_due), mrrMinor: int(now?.mrr), currency: PLAN.currency },
    signUps: { today: int(now?.today), last7Days: int(now?.last7), last30Days: int(now?.last30) },
    daily: daily.map((r) => ({ date: String(r.date), activeSubscriptions: int(r.active), mrrMinor: int(r.mrr), signUps: int(r.sign_ups) })),
  };
}
