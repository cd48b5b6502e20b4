import { describe, expect, it } from 'vitest';
import { groupStories, type ReadPost } from '../../core/domain/digest/group-stories.ts';
import { rewriteStory, swappableWords } from './rewrite-story.ts';
import { STORIES, STORY_TOPICS } from './story-bank.ts';

const english = STORY_TOPICS.filter((topic) => topic !== 'ru').flatMap((topic) => STORIES[topic]);
const all = STORY_TOPICS.flatMap((topic) => STORIES[topic]);

const asPost = (text: string, i: number, peerId = `-100${i}`): ReadPost => ({ peerId, peerTitle: peerId, messageId: i + 1, date: new Date(Date.UTC(2026, 10, 25, 8, i)), text, link: null, forwardedFrom: null });

describe('the story bank', () => {
  it('has about forty English stories and ten Russian ones, all different', () => {
    expect(english.length).toBeGreaterThanOrEqual(40);
    expect(STORIES.ru.length).toBe(10);
    expect(new Set(all).size).toBe(all.length);
    for (const text of STORIES.ru) expect(text).toMatch(/[а-яё]{4,}/i);
  });

  it('tells no two stories alike: the digest groups each alone', () => {
    const stories = groupStories(all.map((text, i) => asPost(text, i)));
    expect(stories).toHaveLength(all.length);
  });
});

describe('rewriteStory', () => {
  it('has at least two words to swap in every English story', () => {
    for (const text of english) expect(swappableWords(text).length, text).toBeGreaterThanOrEqual(2);
  });

  it('changes two words, keeps the rest, and the digest still sees the same story', () => {
    for (const [i, text] of english.entries()) {
      const rewritten = rewriteStory(text, 'ai', i);
      expect(rewritten).not.toBe(text);
      const before = text.split(/\s+/);
      const after = rewritten.split(/\s+/);
      const kept = before.filter((word) => after.includes(word)).length;
      expect(kept, rewritten).toBeGreaterThanOrEqual(before.length - 2);
      expect(groupStories([asPost(text, 0, '-1001'), asPost(rewritten, 1, '-1002')]), rewritten).toHaveLength(1);
    }
  });

  it('is fixed by its seed: the same slot rewrites the same way, another may not', () => {
    const text = STORIES.tech[0]!;
    expect(rewriteStory(text, 'ai', 7)).toBe(rewriteStory(text, 'ai', 7));
    const versions = new Set(Array.from({ length: 20 }, (_, k) => rewriteStory(text, 'ai', k)));
    expect(versions.size).toBeGreaterThan(1);
  });

  it('keeps a capital at the start of a sentence', () => {
    const versions = Array.from({ length: 20 }, (_, k) => rewriteStory('Shares fell after the report, analysts said.', 'x', k));
    expect(versions.some((v) => v.startsWith('Stock '))).toBe(true);
    expect(versions.every((v) => /^[A-Z]/.test(v))).toBe(true);
  });
});
