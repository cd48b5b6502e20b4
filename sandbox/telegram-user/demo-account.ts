import type { Folder, MarkedPeerId, Me, Peer, Post } from '../../core/clients/telegram-user/user-client.ts';
import { demoChats, type DemoChat, type DemoChatsOptions } from './demo-chats.ts';
import { peerUnavailable } from './fake-error.ts';
import { PostReader } from './post-schedule.ts';
import { seededHash } from './seeded-hash.ts';

export type DemoAccountOptions = DemoChatsOptions;

/** The most a single read answers, whatever it asks: a fake must not build an unbounded page. */
export const MAX_PAGE = 10_000;

/**
 * What a signed-in session of the fake sees. Every phone signs in to the same chats; only the
 * account's own user (its id, username and phone) is the phone's.
 */
export interface DemoAccount {
  me(phoneDigits: string): Me;
  /** The account's chats, the one that posted last first. */
  dialogs(now: Date, limit: number): Peer[];
  /** The account's chats whose title or @username holds the query, then the public channels Telegram's search finds. */
  search(query: string, limit: number, now: Date): Peer[];
  folders(): Folder[];
  /** A chat of the account or a public channel; PEER_UNAVAILABLE for any other id. */
  peer(id: MarkedPeerId): Peer;
  /** Posts after `since` up to `now`, oldest first, the newest `limit` when there are more. */
  history(id: MarkedPeerId, since: Date, now: Date, limit: number): Post[];
  /** Every chat that posts: the dialogs, then the public channels only search finds. */
  readonly chats: readonly DemoChat[];
}

/** gramjs-map.ts's normalizeQuery and matchesQuery: case-insensitive, a leading @ ignored. */
const normalizeQuery = (query: string) => query.trim().replace(/^@/, '').toLowerCase();
const matches = (peer: Peer, needle: string) => peer.title.toLowerCase().includes(needle) || (peer.username?.toLowerCase().includes(needle) ?? false);

export function createDemoAccount(options: DemoAccountOptions = {}): DemoAccount {
  const { dialogs, searchOnly, folders } = demoChats(options);
  const chats = [...dialogs, ...searchOnly];
  const byId = new Map(chats.map((chat) => [chat.peer.id, chat]));
  const byKey = new Map(chats.map((chat) => [chat.key, chat]));

  const find = (id: MarkedPeerId): DemoChat => {
    const chat = byId.get(id);
    if (!chat) throw peerUnavailable();
    return chat;
  };

  const recentFirst = (now: Date): Peer[] => {
    const reader = new PostReader(chats);
    const last = new Map(dialogs.map((chat) => [chat, reader.lastPostAt(chat, now.getTime()) ?? -Infinity]));
    return [...dialogs].sort((a, b) => last.get(b)! - last.get(a)!).map((chat) => chat.peer);
  };

  return {
    chats,

    me(phoneDigits) {
      const last4 = phoneDigits.slice(-4);
      return { userId: String(7_000_000_000 + (seededHash('me', phoneDigits) % 900_000_000)), username: `alex_demo_${last4}`, firstName: 'Alex', phone: phoneDigits };
    },

    dialogs: (now, limit) => recentFirst(now).slice(0, Math.min(limit, MAX_PAGE)),

    search(query, limit, now) {
      const needle = normalizeQuery(query);
      if (!needle) return [];
      const own = recentFirst(now).filter((peer) => matches(peer, needle));
      const found = searchOnly.map((chat) => chat.peer).filter((peer) => matches(peer, needle));
      return [...own, ...found].slice(0, Math.min(limit, MAX_PAGE));
    },

    folders: () =>
      folders.map((folder) => ({
        id: folder.id,
        title: folder.title,
        peers: folder.chatKeys.flatMap((key) => byKey.get(key)?.peer ?? []),
      })),

    peer: (id) => find(id).peer,

    history(id, since, now, limit) {
      const chat = find(id);
      return new PostReader(chats).posts(chat, since.getTime(), now.getTime(), Math.min(limit, MAX_PAGE));
    },
  };
}
