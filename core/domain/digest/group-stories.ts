import { createHash } from 'node:crypto';

/** A post as the digest reads it, with the title of the chat it came from. */
export interface ReadPost {
  peerId: string;
  peerTitle: string;
  messageId: number;
  date: Date;
  text: string;
  link: string | null;
  forwardedFrom: { peerId: string; messageId: number | null } | null;
}

/** One story: the posts that tell it, the first one first (its link is the story's). */
export interface Story {
  posts: ReadPost[];
  /** Every chat it appeared in, in the order they told it. */
  channels: string[];
  first: ReadPost;
  /** The hash its summary is shared under (core/domain/digest/story-summaries.ts). */
  textHash: string;
}

/** Near-identical: this share of word pairs in common (a story reworded in a few words still clears it). */
const SIMILAR = 0.5;
/** A pair this common says nothing about which story it is (a channel's signature line). */
const COMMON_PAIR = 40;

/** Lower case, no links, mentions, emoji or punctuation: what two channels telling the same story share. */
export const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/https?:\/\/\S+|t\.me\/\S+/g, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const textHash = (text: string) => createHash('sha256').update(normalizeText(text)).digest('hex');

function pairs(words: string[]): Set<string> {
  const out = new Set<string>();
  if (words.length === 1) out.add(words[0]!);
  for (let i = 0; i + 1 < words.length; i += 1) out.add(`${words[i]} ${words[i + 1]}`);
  return out;
}

class UnionFind {
  private readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) {
      this.parent[i] = this.parent[this.parent[i]!]!;
      i = this.parent[i]!;
    }
    return i;
  }
  union(a: number, b: number): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/**
 * Groups the posts that tell the same story: a forward and its original (or two forwards of
 * one original), the same text, or near-identical texts (half their word pairs in common,
 * found through an index of pairs, so a run of 10,000 posts compares only candidates).
 */
export function groupStories(posts: readonly ReadPost[]): Story[] {
  const sorted = [...posts].sort((a, b) => a.date.getTime() - b.date.getTime() || a.peerId.localeCompare(b.peerId) || a.messageId - b.messageId);
  const groups = new UnionFind(sorted.length);
  const byKey = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const byHash = new Map<string, number>();
  const shingles = sorted.map((post) => pairs(normalizeText(post.text).split(' ').filter(Boolean)));
  const index = new Map<string, number[]>();

  sorted.forEach((post, i) => {
    byKey.set(`${post.peerId}/${post.messageId}`, i);
    const hash = textHash(post.text);
    const same = byHash.get(hash);
    if (same !== undefined) groups.union(same, i);
    else byHash.set(hash, i);
  });

  sorted.forEach((post, i) => {
    if (!post.forwardedFrom) return;
    const origin = `${post.forwardedFrom.peerId}/${post.forwardedFrom.messageId ?? '?'}`;
    const original = byKey.get(origin);
    if (original !== undefined) groups.union(original, i);
    const sibling = byOrigin.get(origin);
    if (sibling !== undefined) groups.union(sibling, i);
    else byOrigin.set(origin, i);
  });

  shingles.forEach((mine, i) => {
    const shared = new Map<number, number>();
    for (const pair of mine) {
      const seen = index.get(pair);
      if (seen && seen.length < COMMON_PAIR) for (const j of seen) shared.set(j, (shared.get(j) ?? 0) + 1);
      if (!seen) index.set(pair, [i]);
      else seen.push(i);
    }
    for (const [j, common] of shared) {
      const union = mine.size + shingles[j]!.size - common;
      if (union > 0 && common / union >= SIMILAR) groups.union(j, i);
    }
  });

  const stories = new Map<number, ReadPost[]>();
  sorted.forEach((post, i) => {
    const root = groups.find(i);
    const told = stories.get(root);
    if (told) told.push(post);
    else stories.set(root, [post]);
  });
  return [...stories.values()].map((told) => ({
    posts: told,
    channels: [...new Set(told.map((p) => p.peerTitle))],
    first: told[0]!,
    textHash: textHash(told[0]!.text),
  }));
}
