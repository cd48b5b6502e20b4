import { Parser } from 'htmlparser2';

type OpenTag = { kind: 'open'; name: string; raw: string; end: number };
/**
 * The input in document order. Text is kept one code point per token, so a cut can fall
 * between any two code points but never inside an entity or a surrogate pair.
 */
type Token =
  | { kind: 'char'; raw: string; at: number }
  | OpenTag
  | { kind: 'close'; name: string }
  // Markup with no content to balance (comments, void tags): copied as written.
  | { kind: 'markup'; raw: string };

interface Tokenized {
  tokens: Token[];
  /** The text Telegram counts: tags removed, entities decoded. */
  visible: string;
  /** Per UTF-16 unit of `visible`: inside a <pre>, where indentation is content. */
  inPre: boolean[];
}

// Whitespace a message may be broken and trimmed at; no-break spaces are meant to hold words together.
const SPACE = '[^\\S\\u00a0\\u2007\\u202f\\ufeff]';
const SPACE_NOT_NEWLINE = '[^\\S\\n\\u00a0\\u2007\\u202f\\ufeff]';
const ONE_SPACE = new RegExp(`^${SPACE}$`, 'u');
const isSpace = (ch: string): boolean => ONE_SPACE.test(ch);

/** Break points from best to worst; each match starts where the part ends. */
const BOUNDARIES: ReadonlyArray<{ at: RegExp; inPre: boolean }> = [
  { at: new RegExp(`\\n${SPACE_NOT_NEWLINE}*\\n`, 'gu'), inPre: true },
  { at: /\n/gu, inPre: true },
  // Code is full of dots that end no sentence, so inside <pre> only lines (then spaces) count.
  { at: new RegExp(`(?<=[.!?…][)\\]"'»”’]*)${SPACE}`, 'gu'), inPre: false },
  { at: new RegExp(SPACE, 'gu'), inPre: true },
];

// Telegram decodes only these named entities; anything else is literal text to it, so counting
// `&nbsp;` as one character (as a browser would) could let a part grow past the limit.
const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"' };
const CODE_POINT_OR_ENTITY = /&(?:lt|gt|amp|quot|#\d{1,7}|#[xX][\dA-Fa-f]{1,6});|[^]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits Telegram HTML (parse_mode 'HTML') into messages whose text, as Telegram counts it
 * (tags removed, entities decoded, UTF-16 units), is at most `limit` each.
 *
 * Parts break at the last paragraph break that fits, else line break, else sentence end,
 * else space; a word longer than `limit` is cut between graphemes. Whitespace at the cuts is
 * dropped, except the indentation of a <pre> line. Tags open at a cut are closed at the end of
 * the part and reopened, as written (attributes included), at the start of the next.
 *
 * Text within the limit comes back unchanged, as one part; text with nothing but whitespace
 * gives no parts. When split, malformed markup is repaired the way htmlparser2 reads it:
 * unclosed tags are closed at the end, a stray closing tag is dropped, and a closing tag that
 * skips open ones closes them too (`<b><i>x</b>` reads as `<b><i>x</i></b>`), and a tag never
 * ended by `>` swallows the rest of the input. Elements with no text at a cut (`<b> </b>`) are
 * dropped along with the whitespace there.
 */
export function splitTelegramHtml(html: string, limit = 4096): string[] {
  // An emoji is two UTF-16 units: a smaller limit could not hold every character.
  if (!Number.isInteger(limit) || limit < 2) throw new RangeError(`limit must be an integer >= 2, got ${limit}`);
  const { tokens, visible, inPre } = tokenize(html);
  const ranges = partRanges(visible, inPre, limit);
  if (ranges.length === 0) return [];
  if (visible.length <= limit) return [html];
  return render(tokens, ranges);
}

function tokenize(html: string): Tokenized {
  const tokens: Token[] = [];
  const open: OpenTag[] = [];
  const inPre: boolean[] = [];
  let visible = '';
  let preDepth = 0;

  const addChar = (raw: string, text: string) => {
    tokens.push({ kind: 'char', raw, at: visible.length });
    visible += text;
    for (let i = 0; i < text.length; i++) inPre.push(preDepth > 0);
  };
  const sourceOfLastEvent = () => html.slice(parser.startIndex, parser.endIndex + 1);

  // Entities are decoded here, not by the parser, so each keeps its source text and its count.
  const parser = new Parser(
    {
      ontext(data) {
        for (const [atom] of data.matchAll(CODE_POINT_OR_ENTITY)) {
          const text = atom.length > 1 ? decodeEntity(atom) : atom;
          if (text !== undefined) addChar(atom, text);
          else for (const ch of atom) addChar(ch, ch);
        }
      },
      onopentag(name, _attributes, isImplied) {
        // htmlparser2 invents an opening tag for a stray </p> or </br>; there is nothing to keep.
        if (isImplied) return;
        const tag: OpenTag = { kind: 'open', name, raw: sourceOfLastEvent(), end: parser.endIndex };
        tokens.push(tag);
        open.push(tag);
        if (name === 'pre') preDepth++;
      },
      onclosetag(name, isImplied) {
        const last = tokens.at(-1);
        // A void element (<br>) is closed by the parser right at its own `>`: it has no end tag to write.
        if (isImplied && last?.kind === 'open' && last.name === name && last.end === parser.endIndex) {
          tokens[tokens.length - 1] = { kind: 'markup', raw: last.raw };
          open.pop();
          if (name === 'pre') preDepth--;
          return;
        }
        const index = open.findLastIndex((tag) => tag.name === name);
        if (index === -1) return;
        for (const tag of open.splice(index).reverse()) {
          tokens.push({ kind: 'close', name: tag.name });
          if (tag.name === 'pre') preDepth--;
        }
      },
      oncomment() {
        tokens.push({ kind: 'markup', raw: sourceOfLastEvent() });
      },
      onprocessinginstruction() {
        tokens.push({ kind: 'markup', raw: sourceOfLastEvent() });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  // The parser closes what is left open at the end; this only guards that promise.
  for (const tag of open.reverse()) tokens.push({ kind: 'close', name: tag.name });
  return { tokens, visible, inPre };
}

function decodeEntity(entity: string): string | undefined {
  const body = entity.slice(1, -1);
  if (!body.startsWith('#')) return NAMED_ENTITIES[body];
  const codePoint = /^#[xX]/.test(body) ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
  // A lone surrogate could pair up with the next character and make a cut between them.
  if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
  return String.fromCodePoint(codePoint);
}

/** [from, to) of `visible` for each part. */
function partRanges(visible: string, inPre: boolean[], limit: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const end = trimEnd(visible, 0, visible.length);
  let from = skipSpace(visible, inPre, 0);
  while (from < end) {
    let text = from;
    while (isSpace(visible.charAt(text))) text++;
    // Kept indentation must leave room for a character (maybe two units) of the line.
    if (text - from > limit - 2) from = text;
    if (end - from <= limit) {
      ranges.push([from, end]);
      break;
    }
    const cut = bestCut(visible, inPre, text, from + limit);
    ranges.push([from, trimEnd(visible, text, cut)]);
    from = skipSpace(visible, inPre, cut);
  }
  return ranges;
}

/** The best place to end a part whose first non-space character is at `text` and which must end by `max`. */
function bestCut(visible: string, inPre: boolean[], text: number, max: number): number {
  // A break may start at `max` and run on (a blank line): the window takes in the whole of it.
  let windowEnd = max;
  while (isSpace(visible.charAt(windowEnd))) windowEnd++;
  const window = visible.slice(text, windowEnd);
  for (const boundary of BOUNDARIES) {
    let best = -1;
    for (const { index } of window.matchAll(boundary.at)) {
      const at = text + index;
      if (index > 0 && at <= max && (boundary.inPre || !inPre[at])) best = at;
    }
    if (best !== -1) return best;
  }
  let cut = text;
  // Only the slice's edge could change a boundary at `max`, and the slice reaches past it.
  for (const { index } of graphemes.segment(visible.slice(text, max + 2))) {
    if (text + index > max) break;
    cut = text + index;
  }
  if (cut > text) return cut;
  // A single grapheme longer than the limit (a long run of combining marks): cut between code points.
  const low = visible.charCodeAt(max);
  return low >= 0xdc00 && low <= 0xdfff ? max - 1 : max;
}

function trimEnd(visible: string, min: number, end: number): number {
  while (end > min && isSpace(visible.charAt(end - 1))) end--;
  return end;
}

/** Where the next part starts: past the whitespace, but keeping the indentation of a <pre> line. */
function skipSpace(visible: string, inPre: boolean[], from: number): number {
  let next = from;
  let afterNewline = -1;
  while (isSpace(visible.charAt(next))) {
    if (visible[next] === '\n') afterNewline = next + 1;
    next++;
  }
  return afterNewline !== -1 && inPre[afterNewline] && inPre[next] ? afterNewline : next;
}

function render(tokens: Token[], ranges: Array<[number, number]>): string[] {
  const stack: OpenTag[] = [];
  const follow = (token: Token) => {
    if (token.kind === 'open') stack.push(token);
    // The tokens are balanced, so a closing tag always closes the innermost open one.
    else if (token.kind === 'close') stack.pop();
  };
  const parts: string[] = [];
  let i = 0;
  for (const [from, to] of ranges) {
    // Tags between two parts belong to the next one; whitespace and empty elements there go.
    for (let token = tokens[i]; token && !(token.kind === 'char' && token.at >= from); token = tokens[++i]) follow(token);
    let last = i;
    for (let j = i; j < tokens.length; j++) {
      const token = tokens[j];
      if (token?.kind !== 'char') continue;
      if (token.at >= to) break;
      last = j + 1;
    }
    let part = stack.map((tag) => tag.raw).join('');
    for (const token of tokens.slice(i, last)) {
      part += token.kind === 'close' ? `</${token.name}>` : token.raw;
      follow(token);
    }
    i = last;
    part += stack.toReversed().map((tag) => `</${tag.name}>`).join('');
    parts.push(part);
  }
  return parts;
}
