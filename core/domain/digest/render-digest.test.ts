import { describe, expect, it } from 'vitest';
import type { Story } from './group-stories.ts';
import { renderDigest } from './render-digest.ts';
import type { SelectedItem } from './select-items.ts';

const story = (channels: string[], link: string | null): Story => {
  const first = { peerId: '-1001', peerTitle: channels[0]!, messageId: 1, date: new Date('2026-11-25T08:00:00Z'), text: 't', link, forwardedFrom: null };
  return { posts: [first], channels, first, textHash: 'h' };
};
const item = (text: string, channels = ['Reuters'], link: string | null = 'https://t.me/reuters/1', important = false): SelectedItem => ({ story: story(channels, link), important, text });
const base = { name: 'Morning <news>', from: new Date('2026-11-24T06:00:00Z'), until: new Date('2026-11-25T06:00:00Z'), timezone: 'Europe/Moscow', language: 'en' as const, maxLength: 4000 };

describe('rendering a digest', () => {
  it('links each story to its first post, names the other channels, escapes text, and dates the period in the zone', () => {
    const html = renderDigest({ ...base, items: [item('Rates up <b>sharply</b> & fast', ['Reuters', 'Markets', 'RBC'], 'https://t.me/reuters/1', true), item('A private chat said hi', ['Family'], null)] });
    expect(html).toContain('<b>Morning &lt;news&gt;</b>');
    expect(html).toContain('<i>24 Nov, 09:00 – 25 Nov, 09:00</i>');
    expect(html).toContain('❗ Rates up &lt;b&gt;sharply&lt;/b&gt; &amp; fast (<a href="https://t.me/reuters/1">Reuters</a>; also in Markets, RBC)');
    expect(html).toContain('• A private chat said hi (Family)');
  });

  it('keeps within maxLength as the reader counts it, and says how many stories were left out', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(`Story ${i} ${'word '.repeat(20).trim()}`));
    const html = renderDigest({ ...base, items, maxLength: 500 });
    const visible = html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot);/g, '_');
    expect(visible.length).toBeLessThanOrEqual(500);
    const shown = (html.match(/^• /gm) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(html.trim().endsWith(`…and ${30 - shown} more stories`)).toBe(true);
  });

  it('writes its own words in Russian for a Russian reader', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(`Новость ${i} ${'слово '.repeat(20).trim()}`, ['РБК', 'ТАСС']));
    const html = renderDigest({ ...base, language: 'ru', items, maxLength: 500 });
    expect(html).toContain('также в ТАСС');
    expect(html).toMatch(/…и ещё \d+$/);
  });
});
