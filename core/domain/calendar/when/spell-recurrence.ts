import { DateTime } from 'luxon';
import type { Recurrence } from './recurrence.ts';

/** A series in words, as the bot echoes it: "repeats every Monday until 30 Jun", "повторяется по будням, 10 раз". */

const EN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const RU_DAYS_ACC = ['понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу', 'воскресенье'];
const RU_EVERY = ['каждый', 'каждый', 'каждую', 'каждый', 'каждую', 'каждую', 'каждое'];

const list = (items: string[], and: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);
const isWorkweek = (days: number[]) => days.length === 5 && [1, 2, 3, 4, 5].every((d) => days.includes(d));

function english(r: Recurrence, firstWeekday: number, firstDay: number): string {
  const days = r.weekdays.length > 0 ? r.weekdays : [firstWeekday];
  const every = r.interval === 2 ? 'every other' : r.interval > 2 ? `every ${r.interval}` : 'every';
  switch (r.freq) {
    case 'daily':
      return r.interval === 1 ? 'every day' : `every ${r.interval} days`;
    case 'weekly':
      if (isWorkweek(days) && r.interval === 1) return 'every weekday';
      return r.interval > 2 ? `every ${r.interval} weeks on ${list(days.map((d) => EN_DAYS[d - 1]!), 'and')}` : `${every} ${list(days.map((d) => EN_DAYS[d - 1]!), 'and')}`;
    case 'monthly': {
      const day = r.monthDay ?? firstDay;
      const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
      return `${r.interval === 1 ? 'monthly' : `every ${r.interval} months`} on the ${day}${suffix}`;
    }
    default:
      return r.interval === 1 ? 'every year' : `every ${r.interval} years`;
  }
}

function russian(r: Recurrence, firstWeekday: number, firstDay: number): string {
  const days = r.weekdays.length > 0 ? r.weekdays : [firstWeekday];
  switch (r.freq) {
    case 'daily':
      return r.interval === 1 ? 'каждый день' : `раз в ${r.interval} дн.`;
    case 'weekly': {
      if (isWorkweek(days) && r.interval === 1) return 'по будням';
      const named = list(days.map((d) => RU_DAYS_ACC[d - 1]!), 'и');
      if (r.interval === 1) return `${RU_EVERY[days[0]! - 1]} ${named}`;
      return r.interval === 2 ? `раз в две недели (${named})` : `раз в ${r.interval} нед. (${named})`;
    }
    case 'monthly':
      return `${r.interval === 1 ? 'каждый месяц' : `раз в ${r.interval} мес.`} ${r.monthDay ?? firstDay}-го числа`;
    default:
      return r.interval === 1 ? 'каждый год' : `раз в ${r.interval} г.`;
  }
}

/** The repetition of a series whose first occurrence is `first`, in the user's language, with its end. */
export function spellRecurrence(r: Recurrence, first: DateTime, lastDay: string | null, locale: 'en' | 'ru'): string {
  const rule = locale === 'ru' ? russian(r, first.weekday, first.day) : english(r, first.weekday, first.day);
  const last = lastDay ? DateTime.fromISO(lastDay).setLocale(locale).toFormat(DateTime.fromISO(lastDay).year === first.year ? 'd LLL' : 'd LLL yyyy') : null;
  if (locale === 'ru') return `повторяется ${rule}${last ? ` до ${last}` : ''}${r.count ? `, ${r.count} раз` : ''}`;
  return `repeats ${rule}${last ? ` until ${last}` : ''}${r.count ? `, ${r.count} times` : ''}`;
}
