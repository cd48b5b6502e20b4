import * as chrono from 'chrono-node';
import type { ExtractedEvent, Extraction } from '../../core/domain/calendar/extraction-schema.ts';
import { findDayOfMonth } from '../../core/domain/calendar/when/day-of-month.ts';
import { findNamedZone } from '../../core/domain/calendar/when/named-zone.ts';
import { findNumericDate } from '../../core/domain/calendar/when/numeric-date.ts';
import { findRecurrence, repetitionWordAt } from '../../core/domain/calendar/when/recurrence.ts';

/**
 * The sandbox's stand-in for the model that reads events out of a message: deterministic
 * rules over chrono-node, good enough for realistic requests in English and Russian. Every
 * line (or ';'-separated part) is a candidate event; its date and time words (chrono's first
 * expression, a numeric date, a day of the month, a named zone) are `when`, word for word and in
 * order, as a model copies them; a duration or end after them is `end`; what is left, without
 * filler, is the title.
 */

const CYRILLIC = /[а-яё]/i;
/** Word edges that work for Cyrillic too (\b is ASCII-only). */
const L = String.raw`(?<![\p{L}\d])`;
const R = String.raw`(?![\p{L}\d])`;

const EN_TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight`;
const RU_TIME = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s*(?:утра|дня|вечера|ночи))?|полудня|полуночи`;
const EN_AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|half\s+an?)`;
const END_SOURCE = [
  String.raw`for\s+${EN_AMOUNT}\s*(?:minutes?|mins?|hours?|hrs?|h)(?:\s+and\s+a\s+half)?`,
  String.raw`for\s+half\s+an\s+hour`,
  String.raw`(?:until|till|til)\s+(?:${EN_TIME})`,
  String.raw`на\s+(?:\d+(?:[.,]\d+)?\s*(?:минут[уы]?|мин\.?|час(?:а|ов)?|ч\.?)|час|полчаса|полтора\s+часа|пару\s+часов)`,
  String.raw`до\s+(?:${RU_TIME})`,
].join('|');
/** A duration or an end time as people say them after the start ("for 2 hours", "until 7pm", "на 30 минут", "до 19:00"). */
const END = new RegExp(`${L}(?:${END_SOURCE})${R}`, 'iu');
const IS_END = new RegExp(`^(?:${END_SOURCE})$`, 'iu');

/** Requests to the assistant rather than words of the event. */
const LEADING_FILLER = new RegExp(
  `^(?:(?:please|pls|hey|ok)[,\\s]+)*(?:${[
    String.raw`remind\s+me(?:\s+(?:to|about|of))?`,
    String.raw`don'?t\s+(?:let\s+me\s+)?forget(?:\s+(?:to|about))?`,
    // The verb goes, the noun stays when it says something ("Add a meeting with the team" → "Meeting with the team").
    String.raw`(?:add|schedule|create)\s+(?:an?|the)(?:\s+event)?`,
    String.raw`(?:add|schedule|create)(?:\s+event)?`,
    String.raw`set\s+up(?:\s+an?)?`,
    String.raw`напомни(?:те)?(?:\s+мне)?(?:\s+(?:про|о|об))?`,
    String.raw`не\s+забыть`,
    String.raw`(?:добавь|создай|запланируй)(?:те)?(?:\s+(?:событие|встречу))?`,
    String.raw`запиши(?:те)?(?:\s+меня)?(?:\s+(?:на|к))?`,
    String.raw`поставь(?:те)?`,
  ].join('|')})${R}`,
  'iu',
);
const ANYWHERE_FILLER = [
  new RegExp(`${L}(?:please|пожалуйста)${R}`, 'giu'),
  new RegExp(`${L}(?:to|in|into|on)\\s+(?:my\\s+)?calendar${R}`, 'giu'),
  new RegExp(`${L}в\\s+(?:мой\\s+)?календарь${R}`, 'giu'),
];
/** Little words left hanging at an edge once the date is cut out ("Lunch with Anna on", "Встреча в"). */
const EDGE_WORDS = String.raw`at|on|in|by|for|from|to|of|and|the|в|во|на|к|ко|до|с|со|по|и|у|за`;
const EDGE = new RegExp(`^(?:${EDGE_WORDS})${R}|${L}(?:${EDGE_WORDS})$`, 'iu');
const PUNCTUATION = /^[\s,.;:!?—–-]+|[\s,.;:!?—–-]+$/gu;

/** "at Café Pushkin", "in Room 5", "в Кафе Пушкин": a preposition before capitalised words only. */
const CAPITALISED = String.raw`(?:\p{Lu}[\p{L}\p{N}'’&.-]*|«[^»]{1,60}»)`;
const LOCATION = new RegExp(`(?:^|\\s)(?:at|in|в|во)\\s+(${CAPITALISED}(?:\\s+(?:${CAPITALISED}|\\d+))*)`, 'u');

const MAX_TITLE = 80;

interface Span {
  start: number;
  end: number;
}

/** Spans in order, overlapping ones joined. */
function merge(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans.toSorted((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

const cut = (text: string, spans: Span[]) =>
  spans
    .toSorted((a, b) => b.start - a.start)
    .reduce((t, s) => `${t.slice(0, s.start)} ${t.slice(s.end)}`, text);

function cleanTitle(text: string, language: 'en' | 'ru'): string {
  let title = ANYWHERE_FILLER.reduce((t, re) => t.replace(re, ' '), text).replace(/\s+/g, ' ').replace(PUNCTUATION, '');
  for (let before = ''; before !== title; ) {
    before = title;
    title = title.replace(LEADING_FILLER, '').replace(EDGE, '').replace(PUNCTUATION, '').trim();
  }
  if (!title) return language === 'ru' ? 'Событие' : 'Event';
  const capitalised = title[0]!.toLocaleUpperCase() + title.slice(1);
  return capitalised.length > MAX_TITLE ? capitalised.slice(0, MAX_TITLE).trimEnd() : capitalised;
}

/** The place, when the words plainly name one; its span is cut from the title. */
function locationIn(text: string): { location: string; span: Span } | null {
  const match = LOCATION.exec(text);
  if (!match?.[1]) return null;
  const start = match.index + (match[0].length - match[0].trimStart().length);
  return { location: match[1].replace(/[.,]+$/, ''), span: { start, end: match.index + match[0].length } };
}

/** A day part alone, which chrono reads as a time but is often just a word ("День рождения"). */
/** Words that name a time of day without a clock time ("tonight", "вечером"): not an all-day event. */
const DAY_PART = new RegExp(`${L}(?:tonight|morning|afternoon|evening|night|noon|утром|днём|днем|вечером|ночью|полдень)${R}`, 'iu');
const LONE_DAY_PART = /^(?:день|утро|вечер|ночь|day|morning|evening|night)$/i;

/**
 * Every date or time chrono finds that is not itself a duration or an end ("for 30
 * minutes"), preferring a real date over a lone day-part word when the piece has both.
 */
function allWhen(piece: string, russian: boolean): chrono.ParsedResult[] {
  const parser = russian ? chrono.ru : chrono.en;
  // "18:00 15 апреля": chrono reads a time before a date only when a comma parts them (same length, so the indices hold).
  const readable = piece.replace(/(\d{1,2}[:.]\d{2})\s(?=\d)/g, '$1,');
  // Inside an end ("на 2 часа", "until 7pm") chrono may see a time of its own ("2 часа"): that is the end, not the start.
  const ends = [...piece.matchAll(new RegExp(END.source, 'giu'))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const insideEnd = (r: chrono.ParsedResult) => ends.some((e) => r.index >= e.start && r.index < e.end);
  const found = parser.parse(readable, new Date(), { forwardDate: true }).filter((r) => !IS_END.test(r.text.trim()) && !insideEnd(r));
  const dated = found.filter((r) => !LONE_DAY_PART.test(r.text.trim()));
  return dated.length > 0 ? dated : found.slice(0, 1);
}

interface Candidate {
  event: ExtractedEvent;
  dated: boolean;
}

function candidate(piece: string, language: 'en' | 'ru'): Candidate {
  const all = allWhen(piece, CYRILLIC.test(piece));
  // The one the event's end follows and whose hour says whether it is all day: the last with a time, else the first.
  const found = all.findLast((r) => r.start.isCertain('hour')) ?? all[0];
  // What chrono does not read: "15.04", "the 5th", "Berlin time".
  const inCode = [findNumericDate(piece), findDayOfMonth(piece), findNamedZone(piece)].flatMap((m) => (m ? [{ start: m.index, end: m.index + m.length }] : []));
  // A repetition is part of the when ("every Monday", "until June"); one the rules cannot read is kept whole, to the end of the date words.
  const repetition = findRecurrence(piece);
  const chronoSpan = all.map((r) => ({ start: r.index, end: r.index + r.text.length }));
  const repeats =
    repetition === 'unreadable'
      ? [{ start: repetitionWordAt(piece), end: Math.max(piece.length, ...chronoSpan.map((c) => c.end)) }]
      : (repetition?.spans.map((r) => ({ start: r.index, end: r.index + r.length })) ?? []);
  const whenSpans = merge([...chronoSpan, ...inCode, ...repeats]);
  const spans: Span[] = [...whenSpans];
  let end: string | null = null;
  if (found) {
    const whenEnd = found.index + found.text.length;
    // A range chrono read whole ("from 5pm to 7pm") keeps its end in `when`.
    const after = found.end ? null : END.exec(piece.slice(whenEnd));
    if (after) {
      end = after[0];
      spans.push({ start: whenEnd + after.index, end: whenEnd + after.index + after[0].length });
    }
  }
  const rest = cut(piece, spans);
  const place = locationIn(rest);
  const title = cleanTitle(place ? cut(rest, [place.span]) : rest, language);
  const dated = whenSpans.length > 0;
  return {
    dated,
    event: {
      title,
      when: whenSpans.map((w) => piece.slice(w.start, w.end).trim()).join(' '),
      end,
      allDay: found ? !found.start.isCertain('hour') && !DAY_PART.test(found.text) : dated,
      location: place?.location ?? null,
      description: null,
      confidence: dated ? 0.9 : 0.3,
    },
  };
}

/**
 * The events a message names. Pieces without a date are left out, unless none has one: then
 * the message is one event with `when: ''` (the product says it found no date). A picture with
 * nothing readable (`fromPicture` and no text) names none.
 */
export function extractEvents(text: string, options: { fromPicture?: boolean } = {}): Extraction {
  const language = CYRILLIC.test(text) ? 'ru' : 'en';
  const pieces = text
    .split(/[\n;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const candidates = pieces.map((p) => candidate(p, language));
  const dated = candidates.filter((c) => c.dated).map((c) => c.event);
  if (dated.length > 0 || pieces.length === 0 || options.fromPicture) return { events: dated, language };
  return { events: [candidate(pieces.join(' '), language).event], language };
}
