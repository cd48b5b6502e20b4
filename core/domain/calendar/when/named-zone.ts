import { IANAZone } from 'luxon';

/**
 * A time zone named in the message ("3pm Berlin time", "14:00 по Москве", "9am PT",
 * "Europe/Berlin", "UTC+3"): the event is written in it. Only what names a zone unmistakably
 * counts: a city alone ("the Berlin office at 3pm") is a place, not a zone.
 */

export interface NamedZone {
  /** An IANA zone, or a fixed offset luxon reads ("UTC+3", "UTC+5:30"). */
  zone: string;
  /** How the answer names it ("Berlin", "PT", "UTC+3"). */
  label: string;
  index: number;
  length: number;
}

/** Cities people name a zone by, in English and in the Russian forms "по Москве" / "по московскому времени" use. */
const CITIES: { zone: string; en: string[]; ru: string[]; ruAdjective?: string }[] = [
  { zone: 'Europe/Moscow', en: ['Moscow'], ru: ['москве', 'мск'], ruAdjective: 'московскому' },
  { zone: 'Europe/Berlin', en: ['Berlin'], ru: ['берлину'], ruAdjective: 'берлинскому' },
  { zone: 'Europe/London', en: ['London', 'UK'], ru: ['лондону'], ruAdjective: 'лондонскому' },
  { zone: 'Europe/Paris', en: ['Paris'], ru: ['парижу'], ruAdjective: 'парижскому' },
  { zone: 'Europe/Madrid', en: ['Madrid'], ru: ['мадриду'] },
  { zone: 'Europe/Rome', en: ['Rome'], ru: ['риму'] },
  { zone: 'Europe/Amsterdam', en: ['Amsterdam'], ru: ['амстердаму'] },
  { zone: 'Europe/Warsaw', en: ['Warsaw'], ru: ['варшаве'] },
  { zone: 'Europe/Kyiv', en: ['Kyiv', 'Kiev'], ru: ['киеву'], ruAdjective: 'киевскому' },
  { zone: 'Europe/Minsk', en: ['Minsk'], ru: ['минску'], ruAdjective: 'минскому' },
  { zone: 'Europe/Istanbul', en: ['Istanbul'], ru: ['стамбулу'] },
  { zone: 'Europe/Kaliningrad', en: ['Kaliningrad'], ru: ['калининграду'], ruAdjective: 'калининградскому' },
  { zone: 'Europe/Samara', en: ['Samara'], ru: ['самаре'], ruAdjective: 'самарскому' },
  { zone: 'Asia/Yekaterinburg', en: ['Yekaterinburg'], ru: ['екатеринбургу'], ruAdjective: 'екатеринбургскому' },
  { zone: 'Asia/Omsk', en: ['Omsk'], ru: ['омску'], ruAdjective: 'омскому' },
  { zone: 'Asia/Novosibirsk', en: ['Novosibirsk'], ru: ['новосибирску'], ruAdjective: 'новосибирскому' },
  { zone: 'Asia/Krasnoyarsk', en: ['Krasnoyarsk'], ru: ['красноярску'], ruAdjective: 'красноярскому' },
  { zone: 'Asia/Irkutsk', en: ['Irkutsk'], ru: ['иркутску'], ruAdjective: 'иркутскому' },
  { zone: 'Asia/Vladivostok', en: ['Vladivostok'], ru: ['владивостоку'], ruAdjective: 'владивостокскому' },
  { zone: 'Asia/Kamchatka', en: ['Kamchatka'], ru: ['камчатке'], ruAdjective: 'камчатскому' },
  { zone: 'Asia/Almaty', en: ['Almaty'], ru: ['алматы'] },
  { zone: 'Asia/Tashkent', en: ['Tashkent'], ru: ['ташкенту'], ruAdjective: 'ташкентскому' },
  { zone: 'Asia/Tbilisi', en: ['Tbilisi'], ru: ['тбилиси'] },
  { zone: 'Asia/Yerevan', en: ['Yerevan'], ru: ['еревану'] },
  { zone: 'Asia/Baku', en: ['Baku'], ru: ['баку'] },
  { zone: 'Asia/Dubai', en: ['Dubai'], ru: ['дубаю', 'дубаи'] },
  { zone: 'Asia/Kolkata', en: ['India', 'Delhi', 'Mumbai'], ru: ['дели'] },
  { zone: 'Asia/Shanghai', en: ['Beijing', 'Shanghai', 'China'], ru: ['пекину'], ruAdjective: 'пекинскому' },
  { zone: 'Asia/Tokyo', en: ['Tokyo', 'Japan'], ru: ['токио'] },
  { zone: 'Asia/Singapore', en: ['Singapore'], ru: ['сингапуру'] },
  { zone: 'Australia/Sydney', en: ['Sydney'], ru: ['сиднею'] },
  { zone: 'Pacific/Auckland', en: ['Auckland', 'New Zealand'], ru: ['окленду'] },
  { zone: 'America/Sao_Paulo', en: ['Sao Paulo', 'São Paulo', 'Brazil'], ru: ['сан-паулу'] },
  { zone: 'America/Argentina/Buenos_Aires', en: ['Buenos Aires'], ru: ['буэнос-айресу'] },
  { zone: 'Africa/Johannesburg', en: ['Johannesburg', 'Cape Town'], ru: ['йоханнесбургу'] },
  { zone: 'America/New_York', en: ['New York', 'NYC', 'Eastern', 'East Coast'], ru: ['нью-йорку'], ruAdjective: 'нью-йоркскому' },
  { zone: 'America/Chicago', en: ['Chicago', 'Central'], ru: ['чикаго'] },
  { zone: 'America/Denver', en: ['Denver', 'Mountain'], ru: ['денверу'] },
  { zone: 'America/Los_Angeles', en: ['Los Angeles', 'LA', 'San Francisco', 'SF', 'Pacific', 'West Coast'], ru: ['лос-анджелесу', 'сан-франциско'] },
  { zone: 'America/Toronto', en: ['Toronto'], ru: ['торонто'] },
];

/** Abbreviations, written in capitals; each stands for the zone whose clocks it names (summer and winter alike). */
const ABBREVIATIONS: Record<string, string> = {
  PT: 'America/Los_Angeles', PST: 'America/Los_Angeles', PDT: 'America/Los_Angeles',
  MT: 'America/Denver', MST: 'America/Denver', MDT: 'America/Denver',
  CT: 'America/Chicago', CST: 'America/Chicago', CDT: 'America/Chicago',
  ET: 'America/New_York', EST: 'America/New_York', EDT: 'America/New_York',
  BST: 'Europe/London', CET: 'Europe/Berlin', CEST: 'Europe/Berlin', EET: 'Europe/Kyiv', EEST: 'Europe/Kyiv',
  MSK: 'Europe/Moscow', МСК: 'Europe/Moscow', JST: 'Asia/Tokyo', IST: 'Asia/Kolkata',
  AEST: 'Australia/Sydney', AEDT: 'Australia/Sydney', NZST: 'Pacific/Auckland', NZDT: 'Pacific/Auckland', BRT: 'America/Sao_Paulo',
  UTC: 'UTC', GMT: 'UTC',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER_AFTER = '(?![\\p{L}\\d])';
const LETTER_BEFORE = '(?<![\\p{L}\\d])';

interface Pattern {
  regex: RegExp;
  zone: (match: RegExpExecArray) => string | null;
  label: (match: RegExpExecArray) => string;
}

function offsetZone(sign: string, hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes ? Number(minutes) : 0;
  if (h > 14 || m > 59) return null;
  return `UTC${sign === '-' || sign === '−' ? '-' : '+'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

const cityPatterns: Pattern[] = CITIES.flatMap((city) => {
  const en = city.en.map(escape).join('|');
  const ru = city.ru.map(escape).join('|');
  const label = city.en[0]!;
  const patterns: Pattern[] = [
    // "Berlin time", "in Berlin time", "(Berlin time)", "time in Berlin", "Berlin-time"
    { regex: new RegExp(`${LETTER_BEFORE}(?:in\\s+)?(?:${en})[\\s-]+time${LETTER_AFTER}`, 'iu'), zone: () => city.zone, label: () => label },
    { regex: new RegExp(`${LETTER_BEFORE}time\\s+in\\s+(?:${en})${LETTER_AFTER}`, 'iu'), zone: () => city.zone, label: () => label },
    { regex: new RegExp(`\\((?:${en})\\)`, 'iu'), zone: () => city.zone, label: () => label },
    // "по Москве", "по мск", "по московскому (времени)"
    { regex: new RegExp(`${LETTER_BEFORE}по\\s+(?:${ru})(?:\\s+времени)?${LETTER_AFTER}`, 'iu'), zone: () => city.zone, label: () => label },
  ];
  if (city.ruAdjective) patterns.push({ regex: new RegExp(`${LETTER_BEFORE}по\\s+${city.ruAdjective}(?:\\s+времени)?${LETTER_AFTER}`, 'iu'), zone: () => city.zone, label: () => label });
  return patterns;
});

const PATTERNS: Pattern[] = [
  // An IANA name as written: "Europe/Berlin", "America/Argentina/Buenos_Aires".
  { regex: /(?<![\p{L}/])([A-Z][A-Za-z_]+\/[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)?)(?![\p{L}/])/u, zone: (m) => (IANAZone.isValidZone(m[1]!) ? m[1]! : null), label: (m) => m[1]!.split('/').at(-1)!.replace(/_/g, ' ') },
  // "UTC+3", "GMT-05:00", "UTC +5:30"
  { regex: /(?<![\p{L}\d])(?:UTC|GMT)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?(?!\d)/u, zone: (m) => offsetZone(m[1]!, m[2]!, m[3]), label: (m) => offsetZone(m[1]!, m[2]!, m[3]) ?? m[0] },
  ...cityPatterns,
  // "9am PT", "14:00 MSK": capitals only, so "et" or "ist" in a sentence is never a zone.
  { regex: new RegExp(`${LETTER_BEFORE}(${Object.keys(ABBREVIATIONS).join('|')})${LETTER_AFTER}`, 'u'), zone: (m) => ABBREVIATIONS[m[1]!] ?? null, label: (m) => m[1]! },
];

/** The first zone the message names, or null. */
export function findNamedZone(text: string): NamedZone | null {
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const zone = pattern.zone(match);
    if (zone) return { zone, label: pattern.label(match), index: match.index, length: match[0].length };
  }
  return null;
}

/** How a zone is named to the user when the message did not name it (their own zone): its city. */
export const zoneLabel = (zone: string) => zone.split('/').at(-1)!.replace(/_/g, ' ');
