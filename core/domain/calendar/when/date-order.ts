/** Which number comes first in a numeric date: the day ("15.04", "03/12" in Moscow) or the month ("03/12" in New York). */
export type DateOrder = 'day-first' | 'month-first';

const CYRILLIC = /[а-яё]/i;

/**
 * The zones of the countries that write the month first: the United States and its territories
 * (and the Philippines); China, Japan, Korea and Taiwan write year/month/day, so a short "1/2"
 * is a month and a day there too. Canada writes both ways (BOTH_WAYS).
 */
const US = /^(America\/(New_York|Detroit|Kentucky\/.+|Indiana\/.+|Chicago|Menominee|North_Dakota\/.+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Puerto_Rico)|Pacific\/(Honolulu|Guam|Saipan|Pago_Pago)|US\/.+|Asia\/Manila)$/;
const MONTH_FIRST = new RegExp(`${US.source}|^Asia\\/(Tokyo|Seoul|Shanghai|Chongqing|Harbin|Urumqi|Taipei)$`);
/** Where both orders are in everyday use, or nothing says where the user is: a numeric date that reads both ways is asked. */
const BOTH_WAYS = /^(America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Moncton|Glace_Bay|Whitehorse|Yellowknife|Iqaluit|Dawson_Creek|Creston)|Canada\/.+|UTC|Etc\/.+|GMT)$/;

/**
 * The order a person reading this message would take: the user's own choice wins; a Russian
 * message is day first; an English one is read as people in the user's zone write (the United
 * States month first, most of the world day first); null when nothing says which, and the user
 * is asked (two buttons).
 */
export function dateOrderFor(text: string, zone: string, preferred: DateOrder | null | undefined): DateOrder | null {
  if (preferred) return preferred;
  if (CYRILLIC.test(text)) return 'day-first';
  if (MONTH_FIRST.test(zone)) return 'month-first';
  if (BOTH_WAYS.test(zone)) return null;
  return 'day-first';
}

/** Whether people in the zone tell the time on a 12-hour clock, so "5:30" alone could be morning or evening. */
export const twelveHourZone = (zone: string) => US.test(zone) || (BOTH_WAYS.test(zone) && !/^(UTC|Etc\/.+|GMT)$/.test(zone));
