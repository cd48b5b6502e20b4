import { describe, expect, it } from 'vitest';
import { groupStories, type ReadPost } from '../../core/domain/digest/group-stories.ts';
import { createDemoAccount } from './demo-account.ts';
import { generatedStory } from './generated-story.ts';
import { rewriteStory, swappableWords } from './rewrite-story.ts';

const asPost = (text: string, i: number, peerId = `-100${i}`): ReadPost => ({ peerId, peerTitle: peerId, messageId: i + 1, date: new Date(Date.UTC(2026, 10, 25, 8, 0, i)), text, link: null, forwardedFrom: null });

describe('generated stories (a benchmark reading thousands of posts)', () => {
  const texts = Array.from({ length: 10 }, (_, c) => Array.from({ length: 200 }, (_, k) => generatedStory(`feed-${c}`, k))).flat();

  it('are the same for the same seed and all different from one another', () => {
    expect(generatedStory('feed-1', 7)).toBe(generatedStory('feed-1', 7));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('are as long as channel posts: some short enough to be their own summary, most not', () => {
    const short = texts.filter((t) => t.length <= 280).length / texts.length;
    expect(short).toBeGreaterThan(0.2);
    expect(short).toBeLessThan(0.6);
    expect(Math.max(...texts.map((t) => t.length))).toBeLessThan(2000);
  });

  it('are not alike enough for the digest to group them, but a rewrite of one is', () => {
    const stories = groupStories(texts.map((text, i) => asPost(text, i)));
    expect(stories.length).toBeGreaterThanOrEqual(texts.length * 0.995);
    const long = texts.filter((t) => swappableWords(t).length >= 2 && t.length > 280).slice(0, 50);
    for (const [i, text] of long.entries()) expect(groupStories([asPost(text, 0, '-1001'), asPost(rewriteStory(text, 'x', i), 1, '-1002')]), text).toHaveLength(1);
  });

  it('replace the story bank in every channel of an account made with distinctStories, and only there', () => {
    const now = new Date(Date.UTC(2026, 10, 25, 9));
    const account = createDemoAccount({ channels: 12, postsPerHour: 25, distinctStories: true });
    const channels = account.chats.filter((chat) => chat.peer.type === 'CHANNEL' && 'generated' in chat.says);
    expect(channels).toHaveLength(12);
    const posts = channels.flatMap((chat) => account.history(chat.peer.id, new Date(now.getTime() - 8 * 3_600_000), now, 200));
    expect(posts).toHaveLength(12 * 200);
    expect(new Set(posts.filter((p) => !p.forwardedFrom).map((p) => p.text)).size).toBeGreaterThan(posts.length * 0.95);
    expect(account.chats.filter((chat) => 'conversation' in chat.says).length).toBeGreaterThan(0);
  });
});
