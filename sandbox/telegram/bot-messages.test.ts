import { describe, expect, it } from 'vitest';
import { buttonsOf, htmlEntities, keyboardOf, quoteOf } from './bot-messages.ts';
import type { StoredMessage } from './store.ts';

const stored = (fields: Partial<StoredMessage>): StoredMessage => ({
  id: 7,
  chatId: 1,
  from: 'bot',
  text: '',
  raw: '',
  html: false,
  attachment: null,
  buttons: [],
  action: null,
  edited: false,
  date: new Date(0).toISOString(),
  revision: 1,
  ...fields,
});

describe("Telegram's HTML as text and entities", () => {
  it('gives the plain text, entities in UTF-16 units, an enclosing one first', () => {
    expect(htmlEntities('📅 <b>Dentist <i>at</i> 17:00</b> &lt;soon&gt; &amp; <a href="https://example.com/e?x=1&amp;y=2">open</a>')).toEqual({
      text: '📅 Dentist at 17:00 <soon> & open',
      entities: [
        { type: 'bold', offset: 3, length: 16 },
        { type: 'italic', offset: 11, length: 2 },
        { type: 'text_link', offset: 29, length: 4, url: 'https://example.com/e?x=1&y=2' },
      ],
    });
  });

  it('knows every tag of the subset, a pre block with its language, and drops empty ones', () => {
    const { text, entities } = htmlEntities(
      '<strong>a</strong><em>b</em><u>c</u><ins>d</ins><s>e</s><del>f</del><tg-spoiler>g</tg-spoiler><span class="tg-spoiler">h</span><code>i</code><pre><code class="language-ts">j</code></pre><blockquote>k</blockquote><blockquote expandable>l</blockquote><tg-emoji emoji-id="5368324170671202286">👍</tg-emoji><b></b>',
    );
    expect(text).toBe('abcdefghijkl👍');
    expect(entities.map((e) => [e.type, e.offset, e.length, e.language ?? e.custom_emoji_id ?? ''])).toEqual([
      ['bold', 0, 1, ''],
      ['italic', 1, 1, ''],
      ['underline', 2, 1, ''],
      ['underline', 3, 1, ''],
      ['strikethrough', 4, 1, ''],
      ['strikethrough', 5, 1, ''],
      ['spoiler', 6, 1, ''],
      ['spoiler', 7, 1, ''],
      ['code', 8, 1, ''],
      ['pre', 9, 1, 'ts'],
      ['blockquote', 10, 1, ''],
      ['expandable_blockquote', 11, 1, ''],
      ['custom_emoji', 12, 2, '5368324170671202286'],
    ]);
  });

  it('gives a keyboard back as it was given', () => {
    const keyboard = { inline_keyboard: [[{ text: 'Undo', callback_data: 'undo:1' }, { text: 'Open', url: 'https://t.me/x' }], [{ text: 'Cancel', callback_data: 'cancel' }]] };
    expect(keyboardOf(buttonsOf(keyboard))).toEqual(keyboard);
  });
});

describe('the quote of a replied-to message', () => {
  it("is a bot's HTML as plain text, cut at 100 characters (never inside one)", () => {
    expect(quoteOf(stored({ html: true, raw: `<b>Added</b> ${'😀'.repeat(120)}` }))).toEqual({ id: 7, from: 'bot', text: `Added ${'😀'.repeat(94)}` });
  });

  it("is a file's name when the message has no caption", () => {
    expect(quoteOf(stored({ from: 'user', attachment: { kind: 'voice', name: 'sample.oga', mimeType: 'audio/ogg', size: 10, url: '/f' } }))).toEqual({ id: 7, from: 'user', text: 'sample.oga' });
  });
});
