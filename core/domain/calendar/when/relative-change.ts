import { Duration } from 'luxon';

/**
 * A reply that shifts an added event or changes its length, said relative to the event itself
 * ("forward" and "back", "вперёд" and "назад" are left out: people read them both ways):
 * "30 minutes later", "an hour earlier", "a day later", "move to next week", "на час позже",
 * "на 30 минут раньше", "на следующую неделю"; "make it 30 minutes", "for 2 hours", "сделай
 * полчаса", "пусть будет 2 часа". Read before the words go to chrono, which would take "30
 * minutes later" for a time from now.
 */
export type RelativeChange = { kind: 'shift'; by: Duration } | { kind: 'length'; length: Duration };

const EN_COUNT = String.raw`(\d+(?:[.,]\d+)?|an?|one|two|three|half\s+an?)`;
const EN_UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m|days?|weeks?)`;
const RU_COUNT = String.raw`(\d+(?:[.,]\d+)?|пол|один|одну|два|две|три)?`;
const RU_UNIT = String.raw`(час(?:а|ов)?|минут[уы]?|мин|день|дня|дней|недел[юи]|неделя)`;
const NOT_LETTER = String.raw`(?![\p{L}\d])`;

const EN_SHIFT = new RegExp(`^(?:move\\s+it\\s+|push\\s+it\\s+|make\\s+it\\s+)?${EN_COUNT}\\s*${EN_UNIT}\\s+(later|earlier|sooner)${NOT_LETTER}`, 'iu');
const RU_SHIFT = new RegExp(`^(?:перенеси(?:те)?\\s+|сдвинь(?:те)?\\s+)?на\\s+${RU_COUNT}\\s*${RU_UNIT}\\s+(позже|раньше)${NOT_LETTER}`, 'iu');
const NEXT_WEEK = /^(?:move\s+(?:it\s+)?to\s+|push\s+(?:it\s+)?to\s+)?next\s+week[.!]?$|^(?:перенеси(?:те)?\s+)?на\s+следующую\s+неделю[.!]?$/iu;
const EN_LENGTH = new RegExp(`^(?:make\\s+it|make\\s+that|change\\s+it\\s+to|set\\s+it\\s+to|shorten\\s+it\\s+to|extend\\s+it\\s+to)?\\s*(?:for\\s+)?${EN_COUNT}\\s*(hours?|hrs?|h|minutes?|mins?|m)(?:\\s+long)?[.!]?$`, 'iu');
const RU_LENGTH = new RegExp(`^(?:сделай(?:те)?|пусть\\s+будет|поставь(?:те)?|продли(?:те)?\\s+до|сократи(?:те)?\\s+до)?\\s*(?:на\\s+)?(?:${RU_COUNT}\\s*(час(?:а|ов)?|минут[уы]?|мин)|(полчаса|полтора\\s+часа))[.!]?$`, 'iu');

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, один: 1, одну: 1, два: 2, две: 2, три: 3, пол: 0.5 };
const amount = (count: string | undefined) => {
  if (count === undefined) return 1;
  const word = count.toLowerCase().replace(/\s+/g, ' ');
  if (word.startsWith('half')) return 0.5;
  return WORDS[word] ?? Number(word.replace(',', '.'));
};

function duration(count: string | undefined, unit: string): Duration {
  const n = amount(count);
  const u = unit.toLowerCase();
  if (/^(h|час)/.test(u)) return Duration.fromObject({ minutes: Math.round(n * 60) });
  if (/^(d|день|дня|дней)/.test(u)) return Duration.fromObject({ days: n });
  if (/^(w|недел)/.test(u)) return Duration.fromObject({ weeks: n });
  return Duration.fromObject({ minutes: Math.round(n) });
}

/** What a reply changes relative to the event, or null when it says a new day or time (or nothing) instead. */
export function readRelativeChange(reply: string): RelativeChange | null {
  const text = reply.trim();
  if (NEXT_WEEK.test(text)) return { kind: 'shift', by: Duration.fromObject({ weeks: 1 }) };
  const en = EN_SHIFT.exec(text);
  if (en) {
    const by = duration(en[1], en[2]!);
    return { kind: 'shift', by: /^later$/i.test(en[3]!) ? by : by.negate() };
  }
  const ru = RU_SHIFT.exec(text);
  if (ru) {
    const by = duration(ru[1], ru[2]!);
    return { kind: 'shift', by: /^позже$/i.test(ru[3]!) ? by : by.negate() };
  }
  const enLength = EN_LENGTH.exec(text);
  if (enLength) return { kind: 'length', length: duration(enLength[1], enLength[2]!) };
  const ruLength = RU_LENGTH.exec(text);
  if (ruLength) {
    if (ruLength[3]) return { kind: 'length', length: Duration.fromObject({ minutes: /полчаса/i.test(ruLength[3]) ? 30 : 90 }) };
    return { kind: 'length', length: duration(ruLength[1], ruLength[2]!) };
  }
  return null;
}
