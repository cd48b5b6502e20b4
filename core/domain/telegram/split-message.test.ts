import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { splitTelegramHtml } from './split-message.ts';

/** What Telegram would see of a part: its text, and whether its tags are balanced. */
function read(html: string): { text: string; balanced: boolean } {
  let text = '';
  let balanced = true;
  let explicitCloses = 0;
  const stack: string[] = [];
  new Parser({
    ontext: (data) => (text += data),
    onopentag: (name, _attributes, isImplied) => {
      if (isImplied) balanced = false;
      stack.push(name);
    },
    onclosetag: (name, isImplied) => {
      if (isImplied || stack.pop() !== name) balanced = false;
      else explicitCloses++;
    },
  }).end(html);
  // htmlparser2 silently drops a closing tag with nothing to close: count them in the source.
  if ((html.match(/<\/[a-z]/gi) ?? []).length !== explicitCloses) balanced = false;
  return { text, balanced };
}

const visible = (html: string) => read(html).text;
const noSpace = (text: string) => text.replace(/\s+/g, '');
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The promises every split keeps, whatever the input. */
function expectValidParts(html: string, parts: string[], limit: number) {
  expect(parts.length).toBeGreaterThan(0);
  const original = visible(html);
  let position = 0;
  for (const part of parts) {
    const { text, balanced } = read(part);
    expect(balanced, part).toBe(true);
    expect(text.length, part).toBeLessThanOrEqual(limit);
    expect(text.trim(), part).not.toBe('');
    expect(text, part).not.toMatch(loneSurrogate);
    expect(part, part).not.toMatch(/&(?!(?:lt|gt|amp|quot);)/);
    // Each part is a piece of the original text, in order.
    const at = original.indexOf(text, position);
    expect(at, text).toBeGreaterThanOrEqual(position);
    position = at + text.length;
  }
  expect(noSpace(parts.map(visible).join(''))).toBe(noSpace(original));
}

describe('splitTelegramHtml', () => {
  it('returns a text within the limit as one part, unchanged, however long its markup', () => {
    const html = '<a href="https://example.com/a/very/long/path?with=query&amp;more=1">link</a> <b>bold</b> &lt;3';
    expect(visible(html)).toHaveLength(12);
    expect(html.length).toBeGreaterThan(80);
    expect(splitTelegramHtml(html, 12)).toEqual([html]);
    expect(splitTelegramHtml('  padded  ', 10)).toEqual(['  padded  ']);
  });

  it('gives no parts for a text with nothing but whitespace', () => {
    expect(splitTelegramHtml('')).toEqual([]);
    expect(splitTelegramHtml(' \n <b> </b>\n')).toEqual([]);
  });

  it('prefers a paragraph break to a later line break', () => {
    const html = 'First paragraph.\n\nSecond one, line one.\nLine two.';
    expect(splitTelegramHtml(html, 40)).toEqual(['First paragraph.', 'Second one, line one.\nLine two.']);
  });

  it('prefers a line break to a later sentence end', () => {
    const html = 'One line\nAnother one. And more words here';
    expect(splitTelegramHtml(html, 30)).toEqual(['One line', 'Another one.', 'And more words here']);
  });

  it('prefers a sentence end to a later space', () => {
    expect(splitTelegramHtml('Short one! Then a longer tail of words', 24)).toEqual(['Short one!', 'Then a longer tail of', 'words']);
    expect(splitTelegramHtml('He said "stop." Then left the room', 24)).toEqual(['He said "stop."', 'Then left the room']);
  });

  it('breaks at the last space that fits when nothing better does', () => {
    expect(splitTelegramHtml('alpha beta gamma delta epsilon', 12)).toEqual(['alpha beta', 'gamma delta', 'epsilon']);
  });

  it('counts the text, not the tags, against the limit', () => {
    const words = Array.from({ length: 6 }, (_, i) => `<a href="https://example.com/${i}"><b>w${i}</b></a>`);
    const html = words.join(' ');
    expect(visible(html)).toBe('w0 w1 w2 w3 w4 w5');
    expect(splitTelegramHtml(html, 8)).toEqual([words.slice(0, 3).join(' '), words.slice(3).join(' ')]);
  });

  it('closes <b> at the end of each part and reopens it in the next', () => {
    const sentence = 'The quick brown fox jumps over the lazy dog. ';
    const html = `<b>${sentence.repeat(10).trim()}</b>`;
    const parts = splitTelegramHtml(html, 100);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(part).toMatch(/^<b>The quick[^<]*lazy dog\.<\/b>$/);
    expectValidParts(html, parts, 100);
  });

  it('reopens nested tags with their attributes', () => {
    const open = '<a href="https://example.com/?a=1&amp;b=2"><i>';
    const html = `Intro ${open}${'linked words '.repeat(8).trim()}</i></a> outro`;
    const parts = splitTelegramHtml(html, 30);
    expect(parts[0]).toBe(`Intro ${open}linked words linked</i></a>`);
    for (const part of parts.slice(1, -1)) expect(part).toMatch(/^<a href="https:\/\/example\.com\/\?a=1&amp;b=2"><i>[a-z ]+<\/i><\/a>$/);
    expect(parts.at(-1)).toMatch(/<\/i><\/a> outro$/);
    expectValidParts(html, parts, 30);
  });

  it('continues a <pre><code class="language-ts"> block at line breaks, keeping indentation', () => {
    const code = ['function total(items: Item[]): number {', '  let sum = 0;', '  for (const item of items) {', '    sum += item.price;', '  }', '  return sum;', '}'].join('\n');
    const html = `Code:\n<pre><code class="language-ts">${code}</code></pre>`;
    const parts = splitTelegramHtml(html, 60);
    expect(parts).toEqual([
      'Code:\n<pre><code class="language-ts">function total(items: Item[]): number {\n  let sum = 0;</code></pre>',
      '<pre><code class="language-ts">  for (const item of items) {\n    sum += item.price;\n  }</code></pre>',
      '<pre><code class="language-ts">  return sum;\n}</code></pre>',
    ]);
    expectValidParts(html, parts, 60);
  });

  it('does not take a dot in code for a sentence end', () => {
    expect(splitTelegramHtml('<pre>foo. bar baz qux</pre>', 12)).toEqual(['<pre>foo. bar baz</pre>', '<pre>qux</pre>']);
    expect(splitTelegramHtml('foo. bar baz qux', 12)).toEqual(['foo.', 'bar baz qux']);
  });

  it('counts an entity as one character and never cuts through one', () => {
    expect(splitTelegramHtml('&amp;'.repeat(10), 10)).toEqual(['&amp;'.repeat(10)]);
    expect(splitTelegramHtml('&lt;&gt;&amp;&quot;'.repeat(3), 5)).toEqual(['&lt;&gt;&amp;&quot;&lt;', '&gt;&amp;&quot;&lt;&gt;', '&amp;&quot;']);
    const html = `x&lt;y&amp;&amp;z&gt;w${'&quot;q'.repeat(20)}`;
    for (const limit of [2, 3, 5, 7]) expectValidParts(html, splitTelegramHtml(html, limit), limit);
  });

  it('counts a numeric entity as what it decodes to', () => {
    // &#128512; is one emoji: two UTF-16 units, as Telegram counts.
    expect(splitTelegramHtml('&#128512;&#x1F600;&#65;', 4)).toEqual(['&#128512;&#x1F600;', '&#65;']);
  });

  it('never cuts between the halves of a surrogate pair', () => {
    const parts = splitTelegramHtml('😀'.repeat(10), 5);
    expect(parts).toEqual(Array(5).fill('😀😀'));
    expectValidParts('😀'.repeat(10), parts, 5);
    expect(splitTelegramHtml(`a${'😀'.repeat(4)}`, 4)).toEqual(['a😀', '😀😀', '😀']);
  });

  it('keeps an emoji sequence whole when it fits', () => {
    const family = '👨‍👩‍👧'; // three emoji joined by two zero-width joiners: 8 units
    expect(splitTelegramHtml(family.repeat(3), 20)).toEqual([family.repeat(2), family]);
  });

  it('cuts a 10,000-character word into parts of 4096, 4096 and 1808', () => {
    const word = 'x'.repeat(10_000);
    const parts = splitTelegramHtml(`<i>${word}</i>`);
    expect(parts.map((part) => visible(part).length)).toEqual([4096, 4096, 1808]);
    expect(parts.every((part) => part.startsWith('<i>') && part.endsWith('</i>'))).toBe(true);
  });

  it('splits a long message at 4096 at paragraph breaks', () => {
    const paragraph = (i: number) => `<b>Section ${i}.</b> ${'Some <i>formatted</i> text &amp; a <a href="https://example.com">link</a>. '.repeat(12).trim()}`;
    const html = Array.from({ length: 20 }, (_, i) => paragraph(i)).join('\n\n');
    const parts = splitTelegramHtml(html);
    expect(parts.length).toBeGreaterThan(1);
    expectValidParts(html, parts, 4096);
    for (const part of parts) expect(part).toMatch(/^<b>Section \d+\.<\/b>.*link<\/a>\.$/s);
    expect(parts.join('\n\n')).toBe(html);
  });

  it('keeps every promise on generated formatted text at many limits', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const html = generate(seed);
      for (const limit of [2, 3, 7, 16, 40, 100, 333]) {
        const parts = splitTelegramHtml(html, limit);
        if (visible(html).length <= limit) expect(parts).toEqual([html]);
        else expectValidParts(html, parts, limit);
      }
    }
  });

  it('repairs malformed markup instead of throwing', () => {
    const cases = [
      '<b>never closed and long enough to be split in parts',
      'stray </b> closing tag </i> in a text long enough to be split',
      '<b>mis <i>nested</b> tags</i> in a text long enough to be split',
      'a lone & and a < sign and x<3 in a long text, then <b an unterminated tag',
      '<b><i><u>deep</b> and <a href="x">a link never closed and more words',
      '<br> a void tag <!-- a comment --> and &bogus; &#99999999; entities in text',
    ];
    for (const html of cases) {
      const parts = splitTelegramHtml(html, 16);
      for (const part of parts) {
        expect(read(part).balanced, part).toBe(true);
        expect(visible(part).length, part).toBeLessThanOrEqual(16);
      }
      expect(noSpace(parts.map(visible).join(''))).toBe(noSpace(visible(html)));
    }
    expect(splitTelegramHtml('<b>never closed and long enough', 16)).toEqual(['<b>never closed and</b>', '<b>long enough</b>']);
    expect(splitTelegramHtml('stray </b> closing tag in text', 16)).toEqual(['stray  closing', 'tag in text']);
  });

  it('rejects a limit that cannot hold an emoji', () => {
    expect(() => splitTelegramHtml('text', 1)).toThrow(RangeError);
  });
});

/** Random, deterministic formatted text: nested Telegram tags, entities, emoji, breaks. */
function generate(seed: number): string {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const words = ['word', 'Telegram', 'split', '&amp;', '&lt;tag&gt;', '&quot;q&quot;', '😀', '👨‍👩‍👧', 'x'.repeat(25), 'end.', 'ask?'];
  const breaks = [' ', ' ', ' ', '\n', '\n\n', '. ', '  '];
  const tags = [
    ['<b>', '</b>'],
    ['<i>', '</i>'],
    ['<u>', '</u>'],
    ['<s>', '</s>'],
    ['<span class="tg-spoiler">', '</span>'],
    ['<a href="https://example.com/?q=1&amp;r=2">', '</a>'],
    ['<code>', '</code>'],
    ['<pre><code class="language-ts">', '</code></pre>'],
    ['<blockquote expandable>', '</blockquote>'],
  ] as const;
  const text = (depth: number): string => {
    let out = '';
    const count = 3 + Math.floor(random() * 12);
    for (let i = 0; i < count; i++) {
      if (depth < 3 && random() < 0.2) {
        const [open, close] = pick(tags);
        out += `${open}${text(depth + 1)}${close}`;
      } else {
        out += pick(words);
      }
      out += pick(breaks);
    }
    return out;
  };
  return text(0);
}
