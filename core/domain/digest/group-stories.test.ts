import { describe, expect, it } from 'vitest';
import { groupStories, type ReadPost } from './group-stories.ts';

let next = 1;
const post = (peerTitle: string, text: string, minutes: number, extra: Partial<ReadPost> = {}): ReadPost => ({
  peerId: `-100${peerTitle.length}${peerTitle.charCodeAt(0)}`,
  peerTitle,
  messageId: next++,
  date: new Date(Date.UTC(2026, 10, 25, 9, minutes)),
  text,
  link: `https://t.me/${peerTitle.toLowerCase()}/${next}`,
  forwardedFrom: null,
  ...extra,
});

describe('grouping the same story told by several channels', () => {
  it('joins a forward to its original, and two forwards of one original not read, naming every channel and linking the first', () => {
    const original = post('Reuters', 'Central bank raises the key rate to 18 percent, citing inflation risks.', 5);
    const forward = post('Markets', 'Central bank raises the key rate to 18 percent, citing inflation risks.', 9, { forwardedFrom: { peerId: original.peerId, messageId: original.messageId } });
    const a = post('Alpha', 'Look at this', 10, { forwardedFrom: { peerId: '-1009999', messageId: 77 } });
    const b = post('Beta', 'Worth reading', 12, { forwardedFrom: { peerId: '-1009999', messageId: 77 } });
    const stories = groupStories([forward, b, original, a]);
    expect(stories).toHaveLength(2);
    const rate = stories.find((s) => s.posts.includes(original))!;
    expect(rate.first).toBe(original);
    expect(rate.channels).toEqual(['Reuters', 'Markets']);
    expect(stories.find((s) => s.posts.includes(a))!.channels).toEqual(['Alpha', 'Beta']);
  });

  it('joins near-identical texts (a few words changed, other links and emoji) and keeps different stories apart', () => {
    const one = post('Tech Daily', 'Apple unveils a new MacBook Air with the M5 chip, longer battery life and a brighter display, shipping next week. https://apple.com/x', 1);
    const two = post('Gadgets', '🔥 Apple unveils new MacBook Air with M5 chip, longer battery life and a brighter screen, shipping next week! @gadgets', 3);
    const other = post('Tech Daily', 'Google releases Android 17 beta with a redesigned notification shade and new privacy controls.', 4);
    const stories = groupStories([one, two, other]);
    expect(stories.map((s) => s.posts.length).sort()).toEqual([1, 2]);
    expect(stories.find((s) => s.posts.length === 2)!.channels).toEqual(['Tech Daily', 'Gadgets']);
  });

  it('does not join posts that only share a common signature line', () => {
    const sign = 'Subscribe to our channel for more news every day';
    // Twelve words of its own per story, then the channel's signature.
    const posts = Array.from({ length: 60 }, (_, i) => post('Daily', `${Array.from({ length: 12 }, (_, k) => `w${i}k${k}`).join(' ')}. ${sign}`, i % 59));
    expect(groupStories(posts)).toHaveLength(60);
  });
});
