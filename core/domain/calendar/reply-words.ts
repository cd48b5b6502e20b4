/**
 * What a reply to one of the bot's messages asks besides a new time (read in code, before any
 * date words): a new title ("call it Standup", "переименуй в Стендап"), a place ("place: Room 5",
 * "в переговорке 5"), which occurrence of a series ("only this one", "все"), and which item of a
 * list ("move the dentist to Friday"). Pure functions; chat-actions.ts and list-reply.ts act on them.
 */

const MAX_TITLE = 256;
const MAX_LOCATION = 512;

/** Quotes, a closing full stop and spaces around a name or place, as people type them. */
function cleanName(raw: string, max: number): string | null {
  let text = raw.trim().replace(/[.!]+$/u, '').replace(/\s+/gu, ' ').trim();
  // Quotes around the whole name go; those inside it ("Кафе «Пушкин»") stay.
  const quoted = /^(?:"(.*)"|'(.*)'|«(.*)»|“(.*)”|„(.*)“|‘(.*)’)$/u.exec(text);
  if (quoted) text = (quoted.slice(1).find((g) => g !== undefined) ?? '').trim();
  return text ? text.slice(0, max) : null;
}

/** A colon or a dash between a word and what it names ("title: Standup", "место — Room 5"). */
const SEP = String.raw`\s*[:\-–—]\s*`;

const RENAME = [
  // "call it Standup", "name it Standup", "rename to Standup", "rename it: Standup", "rename it as Standup"
  new RegExp(String.raw`^(?:please\s+)?(?:call\s+it|name\s+it|rename(?:\s+it)?(?:\s+(?:to|as)(?=[\s:]))?|change\s+(?:the\s+|its\s+)?(?:title|name)\s+to)\s*:?\s+(.+)$`, 'isu'),
  // "title: Standup", "new name: Standup"
  new RegExp(String.raw`^(?:new\s+)?(?:title|name)${SEP}(.+)$`, 'isu'),
  // "назови Стендап", "назови его Стендап", "переименуй в Стендап", "переименуй: Стендап"
  new RegExp(String.raw`^(?:назови(?:те)?|переименуй(?:те)?)(?:\s+(?:его|её|ее|это|событие|встречу))?(?:\s+в(?=\s))?\s*:?\s+(.+)$`, 'isu'),
  // "название: Стендап", "новое название — Стендап"
  new RegExp(String.raw`^(?:новое\s+)?(?:название|имя)${SEP}(.+)$`, 'isu'),
];

/** A new title the reply gives, or null. */
export function readRename(reply: string): string | null {
  const text = reply.trim();
  // "call it off" is a cancel, not a title.
  if (/^call\s+it\s+off\b/i.test(text)) return null;
  for (const re of RENAME) {
    const match = re.exec(text);
    if (match?.[1]) return cleanName(match[1], MAX_TITLE);
  }
  return null;
}

/**
 * A place the reply gives. `explicit` when it says it is a place ("place: …", "location: …",
 * "where: …", "место: …"); otherwise ("move it to Room 5", "in Room 5", "в переговорке 5") the
 * words could be a time as well, and they are a place only when no date or time is read from them.
 */
export type PlaceReading = { location: string; explicit: boolean };

const EXPLICIT_PLACE = [
  new RegExp(String.raw`^(?:place|location|where|venue|address|место|где|адрес|локация)${SEP}(.+)$`, 'isu'),
  new RegExp(String.raw`^(?:set|change)\s+(?:the\s+|its\s+)?(?:place|location|venue)\s+to\s+(.+)$`, 'isu'),
  new RegExp(String.raw`^(?:поменяй|измени|смени)(?:те)?\s+место\s+на\s+(.+)$`, 'isu'),
];
const MAYBE_PLACE = [
  new RegExp(String.raw`^(?:move|moved|relocate|take)\s+(?:it\s+)?to\s+(.+)$`, 'isu'),
  new RegExp(String.raw`^in\s+(.+)$`, 'isu'),
  new RegExp(String.raw`^(?:(?:перенеси|перемести)(?:те)?\s+)?(?:в|во)\s+(.+)$`, 'isu'),
];

/** Words after "in" / "в" that say when, not where ("in the evening", "in a bit", "в обед"), even where no time is read from them. */
const WHEN_WORDS = /^(?:(?:the|a|an)\s+)?(?:morning|afternoon|evening|night|day|week|weekend|month|year|bit|while|minute|moment|future)(?![\p{L}\d])|^(?:утро|утром|вечер|вечером|ночь|ночью|день|обед|выходные|будни|следующ\p{L}*|эт\p{L}*\s+(?:раз|время))(?![\p{L}\d])/iu;

export function readPlace(reply: string): PlaceReading | null {
  const text = reply.trim();
  for (const re of EXPLICIT_PLACE) {
    const match = re.exec(text);
    const location = match?.[1] ? cleanName(match[1], MAX_LOCATION) : null;
    if (location) return { location, explicit: true };
  }
  for (const re of MAYBE_PLACE) {
    const match = re.exec(text);
    const location = match?.[1] ? cleanName(match[1], MAX_LOCATION) : null;
    if (location && !WHEN_WORDS.test(location)) return { location, explicit: false };
  }
  return null;
}

/** Which part of a series a reply means, answering "Only this one or the whole series?". */
export type Scope = 'one' | 'all';

const ONE = /^(?:(?:only|just)\s+)?(?:this\s+one|this\s+time|this\s+occurrence|this(?:\s+event)?|one)(?:\s+only)?$|^(?:только\s+)?(?:это|этот|эту|это\s+событие|этот\s+раз|один\s+раз|одно)$/iu;
const ALL = /^(?:all(?:\s+of\s+them)?|(?:the\s+)?whole\s+series|(?:the\s+)?entire\s+series|the\s+series|all\s+occurrences|every\s+one|everything|все|всё|все\s+повторы|всю\s+серию|вся\s+серия|все\s+события|всё\s+повторяющееся)$/iu;

export function readScope(reply: string): Scope | null {
  const text = reply.trim().replace(/[.!]+$/u, '').trim();
  if (ONE.test(text)) return 'one';
  if (ALL.test(text)) return 'all';
  return null;
}

/** Words of a text, lower-cased (letters and digits; "ё" read as "е"). */
const wordsOf = (text: string) => (text.toLowerCase().replace(/ё/g, 'е').match(/[\p{L}\d]+/gu) ?? []) as string[];

const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * One word names another: the same word, or the same stem ("dentist" and "dentists",
 * "стоматолог" and "стоматологу", "встреча" and "встречу"): a common start of at least four
 * letters that leaves at most two letters of the shorter word over.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return a.length >= 2;
  const common = commonPrefix(a, b);
  return common >= 4 && common >= Math.min(a.length, b.length) - 2;
}

/** Little words a reply says around a title ("move the dentist to Friday"). */
const ARTICLES = new Set(['the', 'a', 'an', 'my', 'our']);

export interface ItemMatch {
  /** The items the reply names best (one: that item; none or several: ask which). */
  indices: number[];
  /** The reply without the words that named the item ("move to Friday"). */
  rest: string;
}

/**
 * Which items of a list a reply names by their titles' words. Each title scores the number of
 * its words the reply says; the best score wins, and a tie (or no word at all) is several or
 * none, which the bot asks about instead of guessing.
 */
export function matchItems(reply: string, titles: readonly string[]): ItemMatch {
  const replyWords = wordsOf(reply);
  const scores = titles.map((title) => {
    const own = wordsOf(title);
    return own.filter((w) => replyWords.some((r) => sameWord(w, r))).length;
  });
  const best = Math.max(0, ...scores);
  const indices = best === 0 ? [] : scores.flatMap((s, i) => (s === best ? [i] : []));
  if (indices.length !== 1) return { indices, rest: reply.trim() };
  const titleWords = wordsOf(titles[indices[0]!]!);
  // The reply's words that named the title go, with an article just before them.
  const tokens = reply.trim().split(/\s+/u);
  const named = tokens.map((t) => {
    const words = wordsOf(t);
    return words.length > 0 && words.every((w) => titleWords.some((tw) => sameWord(tw, w)));
  });
  const kept = tokens.filter((t, i) => !named[i] && !(ARTICLES.has(t.toLowerCase()) && named[i + 1]));
  return { indices, rest: kept.join(' ').trim() };
}
