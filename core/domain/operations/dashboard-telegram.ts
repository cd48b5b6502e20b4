import type { Dashboard } from '../../../contracts/operations.ts';
import type { Knex } from '../../../db/index.ts';
import { HOUR, lastUnits } from './dashboard-time.ts';

/** Telegram updates each bot finished with, per UTC hour over the last 24 (every hour present, oldest first). */
export async function telegramHourly(knex: Knex, now: Date): Promise<Dashboard['telegramHourly']> {
  const hours = lastUnits(now, 24, HOUR);
  const { rows } = await knex.raw<{ rows: Array<{ hour: Date; bot: string; n: string }> }>(
    `select date_trunc('hour', handled_at at time zone 'UTC') at time zone 'UTC' as hour, bot, count(*) as n
     from telegram_updates where handled_at >= ? group by 1, 2`,
    [new Date(hours[0]!)],
  );
  const byHour = new Map<string, Record<string, number>>(hours.map((h) => [h, {}]));
  for (const r of rows) {
    const slot = byHour.get(new Date(r.hour).toISOString());
    if (slot) slot[r.bot] = Number(r.n);
  }
  return hours.map((hour) => ({ hour, byBot: byHour.get(hour)! }));
}
