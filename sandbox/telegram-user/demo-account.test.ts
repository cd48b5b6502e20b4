import { describe, expect, it } from 'vitest';
import type { Peer, Post } from '../../core/clients/telegram-user/user-client.ts';
import { groupStories, type ReadPost } from '../../core/domain/digest/group-stories.ts';
import { createDemoAccount } from './demo-account.ts';
import { FakeTelegramError } from './fake-error.ts';
import { DEMO_EPOCH_MS } from './post-schedule.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);

const account = createDemoAccount();
const peers = account.dialogs(NOW, 100);
const byTitle = (title: string): Peer => {
  const found = account.chats.find((chat) => chat.peer.title === title);
  if (!found) throw new Error(`no demo chat ${title}`);
  return found.peer;
};
const TECH = byTitle('Tech Brief');
const AI = byTitle('AI Notes');
const STARTUP = byTitle('Startup Insider');
const RU = byTitle('Новости коротко');

const read = (peer: Peer, since: Date, now = NOW, limit = 10_000) => account.history(peer.id, since, now, limit);
const withTitle = (peer: Peer, posts: Post[]): ReadPost[] => posts.map((post) => ({ ...post, peerTitle: peer.title }));

describe('the demo account chats', () => {
  it('has eight channels, two supergroups, a basic group and a private chat, with marked ids', () => {
    const byType = (type: Peer['type']) => peers.filter((peer) => peer.type === type);
    expect(byType('CHANNEL')).toHaveLength(8);
    expect(byType('GROUP')).toHaveLength(2);
    expect(byType('Chat')).toHaveLength(1);
    expect(byType('USER')).toHaveLength(1);
    for (const peer of [...byType('CHANNEL'), ...byType('GROUP')]) expect(peer.id).toMatch(/^-100\d{10}$/);
    expect(byType('Chat')[0]!.id).toMatch(/^-[1-9]\d+$/);
    expect(byType('Chat')[0]!.id.startsWith('-100')).toBe(false);
    expect(byType('USER')[0]!.id).toMatch(/^[1-9]\d+$/);
    expect(new Set(peers.map((peer) => peer.id)).size).toBe(peers.length);
    // Every public channel but the private one has a username.
    expect(byType('CHANNEL').filter((peer) => peer.username === null).map((peer) => peer.title)).toEqual(['Startup Insider']);
  });

  it('lists the dialogs most recent first, as Telegram does', () => {
    const lastPostOf = (peer: Peer) => read(peer, ago(3 * HOUR)).at(-1)!.date.getTime();
    const lastPosts = peers.map(lastPostOf);
    expect(lastPosts).toEqual([...lastPosts].sort((a, b) => b - a));
    // Later, another chat has posted last.
    expect(account.dialogs(new Date(NOW.getTime() + 5 * MINUTE), 100)).not.toEqual(peers);
    expect(account.dialogs(NOW, 3)).toEqual(peers.slice(0, 3));
  });

  it('has the News folder with three channels and the Work folder with a group and a channel', () => {
    const folders = account.folders();
    expect(folders.map((f) => [f.id, f.title, f.peers.map((p) => p.type)])).toEqual([
      [2, 'News', ['CHANNEL', 'CHANNEL', 'CHANNEL']],
      [3, 'Work', ['GROUP', 'CHANNEL']],
    ]);
    for (const peer of folders.flatMap((f) => f.peers)) expect(peers).toContainEqual(peer);
  });

  it('searches the account by title or username, case-insensitively, then public channels outside it', () => {
    expect(account.search('TECH', 10, NOW).map((p) => p.title)).toEqual(['Tech Brief']);
    expect(account.search('@Running_Club', 10, NOW).map((p) => p.title)).toEqual(['Running Club Berlin']);
    const news = account.search('news', 10, NOW).map((p) => p.title);
    expect(news).toEqual(['World News Daily', 'Space Flight News']);
    expect(peers.map((p) => p.title)).not.toContain('Space Flight News');
    expect(account.search('demo', 2, NOW)).toHaveLength(2);
    expect(account.search('  ', 10, NOW)).toEqual([]);
    expect(account.search('no such chat', 10, NOW)).toEqual([]);
  });

  it('answers PEER_UNAVAILABLE for a chat it does not have, and reads the public channels search finds', () => {
    const refused = (id: string) => {
      try {
        account.peer(id);
      } catch (error) {
        return error instanceof FakeTelegramError ? error.code : error;
      }
      return 'answered';
    };
    expect(refused('-1009999999999')).toBe('PEER_UNAVAILABLE');
    expect(refused('not-an-id')).toBe('PEER_UNAVAILABLE');
    const space = account.search('space', 1, NOW)[0]!;
    expect(account.peer(space.id)).toEqual(space);
    expect(read(space, ago(2 * HOUR)).length).toBeGreaterThan(0);
  });
});

describe('the demo posts', () => {
  it('arrive on each channel’s clock: ids and dates strictly increase by one slot', () => {
    const posts = read(TECH, ago(24 * HOUR));
    // Tech Brief posts every 7 minutes: 205 or 206 posts a day.
    expect(posts.length).toBeGreaterThanOrEqual(205);
    expect(posts.length).toBeLessThanOrEqual(206);
    posts.slice(1).forEach((post, i) => {
      expect(post.messageId).toBe(posts[i]!.messageId + 1);
      expect(post.date.getTime() - posts[i]!.date.getTime()).toBe(7 * MINUTE);
    });
    for (const post of posts) expect(post.date.getTime() % 1000).toBe(0);
  });

  it('reads the window asked: after `since`, up to now, the newest `limit` when there are more', () => {
    const since = ago(2 * HOUR);
    const posts = read(TECH, since);
    expect(posts[0]!.date.getTime()).toBeGreaterThan(since.getTime());
    expect(posts.at(-1)!.date.getTime()).toBeLessThanOrEqual(NOW.getTime());
    // Nothing between the window's edges and its first and last post.
    expect(posts[0]!.date.getTime() - 7 * MINUTE).toBeLessThanOrEqual(since.getTime());
    expect(posts.at(-1)!.date.getTime() + 7 * MINUTE).toBeGreaterThan(NOW.getTime());

    const newest = read(TECH, since, NOW, 3);
    expect(newest).toEqual(posts.slice(-3));
    // `since` is exclusive: a window starting at a post leaves it out.
    expect(read(TECH, posts[4]!.date)[0]).toEqual(posts[5]);
    expect(read(TECH, since, NOW, 0)).toEqual([]);
    expect(read(TECH, NOW, ago(HOUR))).toEqual([]);
    expect(read(TECH, new Date(DEMO_EPOCH_MS - HOUR), new Date(DEMO_EPOCH_MS))).toEqual([]);
  });

  it('keeps coming: a later read has new posts with higher ids, and the old ones unchanged', () => {
    const before = read(TECH, ago(HOUR));
    const later = read(TECH, ago(HOUR), new Date(NOW.getTime() + 30 * MINUTE));
    expect(later.slice(0, before.length)).toEqual(before);
    expect(later.length).toBeGreaterThan(before.length);
    expect(later.at(-1)!.messageId).toBeGreaterThan(before.at(-1)!.messageId);
  });

  it('is the same in every process: a fresh account gives the very same posts', () => {
    const again = createDemoAccount();
    for (const peer of peers) expect(again.history(peer.id, ago(6 * HOUR), NOW, 500)).toEqual(read(peer, ago(6 * HOUR)));
  });

  it('links posts as the interface says: by username, t.me/c/ for a private channel, none for a basic group or a user', () => {
    const [post] = read(TECH, ago(HOUR), NOW, 1);
    expect(post!.link).toBe(`https://t.me/tech_brief_demo/${post!.messageId}`);
    const [secret] = read(STARTUP, ago(HOUR), NOW, 1);
    expect(secret!.link).toBe(`https://t.me/c/${STARTUP.id.slice(4)}/${secret!.messageId}`);
    for (const peer of peers.filter((p) => p.type === 'Chat' || p.type === 'USER')) {
      const posts = read(peer, ago(6 * HOUR));
      expect(posts.length).toBeGreaterThan(0);
      for (const p of posts) expect(p.link).toBeNull();
    }
  });

  it('tells news in English, and in Russian on the Russian channel; groups and chats talk', () => {
    const ru = read(RU, ago(3 * HOUR));
    expect(ru.length).toBeGreaterThan(10);
    for (const post of ru) expect(post.text).toMatch(/[а-яё]{4,}/i);
    for (const post of read(TECH, ago(3 * HOUR))) expect(post.text).not.toMatch(/[а-яё]/i);
    const group = read(byTitle('Product Team'), ago(6 * HOUR)).filter((p) => !p.forwardedFrom);
    expect(group.length).toBeGreaterThan(10);
    expect(new Set(group.map((p) => p.text)).size).toBeGreaterThan(5);
  });

  it('forwards channel posts that exist at their source, earlier and within the hour, with the same text', () => {
    const posts = [...read(STARTUP, ago(24 * HOUR)), ...read(byTitle('World News Daily'), ago(24 * HOUR)), ...read(byTitle('Product Team'), ago(24 * HOUR))];
    const forwards = posts.filter((post) => post.forwardedFrom);
    expect(forwards.length).toBeGreaterThanOrEqual(10);
    for (const forward of forwards) {
      const { peerId, messageId } = forward.forwardedFrom!;
      const source = read(account.peer(peerId), ago(HOUR + MINUTE, forward.date), forward.date).find((p) => p.messageId === messageId);
      expect(source, `${forward.peerId}/${forward.messageId}`).toBeDefined();
      expect(source!.text).toBe(forward.text);
      expect(source!.date.getTime()).toBeLessThan(forward.date.getTime());
      expect(source!.forwardedFrom).toBeNull();
    }
  });

  it('re-tells some stories in other words: AI Notes rewrites Tech Brief within the hour', () => {
    const tech = read(TECH, ago(25 * HOUR));
    const rewrites = read(AI, ago(24 * HOUR)).filter((post) => {
      const earlier = tech.filter((t) => t.date < post.date && post.date.getTime() - t.date.getTime() <= HOUR);
      return !earlier.some((t) => t.text === post.text) && earlier.some((t) => groupStories(withTitle(TECH, [t]).concat(withTitle(AI, [post]))).length === 1);
    });
    expect(rewrites.length).toBeGreaterThanOrEqual(3);
  });

  it('has stories that two or three channels tell within the same hour, for a digest to group', () => {
    let two = 0;
    let three = 0;
    for (let h = 0; h < 24; h += 1) {
      const until = ago(h * HOUR);
      const posts = peers.flatMap((peer) => withTitle(peer, read(peer, ago(HOUR, until), until)));
      const stories = groupStories(posts);
      two += stories.filter((s) => s.channels.length === 2).length;
      three += stories.filter((s) => s.channels.length >= 3).length;
    }
    expect(two).toBeGreaterThanOrEqual(10);
    expect(three).toBeGreaterThanOrEqual(1);
  });
});

describe('the demo sizes', () => {
  it('builds fewer channels, folders and echoes only from what is left', () => {
    const small = createDemoAccount({ channels: 2 });
    const channels = small.dialogs(NOW, 100).filter((p) => p.type === 'CHANNEL');
    expect(channels.map((p) => p.title).sort()).toEqual(['Tech Brief', 'World News Daily']);
    expect(small.folders().map((f) => f.peers.length)).toEqual([1, 1]);
    const world = small.history(channels.find((p) => p.title === 'World News Daily')!.id, ago(24 * HOUR), NOW, 1000);
    expect(world.every((post) => post.forwardedFrom === null)).toBe(true);
  });

  it('builds a benchmark account of 50 channels with 200 posts each in eight hours', () => {
    const started = performance.now();
    const big = createDemoAccount({ channels: 50, postsPerHour: 25 });
    const channels = big.dialogs(NOW, 1000).filter((p) => p.type === 'CHANNEL');
    expect(channels).toHaveLength(50);
    expect(new Set(channels.map((p) => p.id)).size).toBe(50);
    const posts = channels.map((peer) => big.history(peer.id, ago(8 * HOUR), NOW, 200));
    for (const page of posts) expect(page).toHaveLength(200);
    expect(posts.flat().filter((p) => p.forwardedFrom).length).toBeGreaterThan(20);
    // Each read is cheap enough for a benchmark to make thousands.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
