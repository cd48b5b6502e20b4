import type { Peer, Post } from '../../core/clients/telegram-user/user-client.ts';
import type { DemoChat, EchoRule } from './demo-chats.ts';
import { rewriteStory } from './rewrite-story.ts';
import { seededHash, seededOrder, seededUnit } from './seeded-hash.ts';
import { generatedStory } from './generated-story.ts';
import { CONVERSATIONS, STORIES } from './story-bank.ts';

/**
 * The demo chats post on a clock, with nothing stored: chat c's post of slot k is at
 * DEMO_EPOCH + phase(c) + k * period(c), has message id firstMessageId(c) + k, and says what the
 * seeded hash of (c, k) picks. So every process, and every restart, sees the same posts, and
 * new ones keep arriving as time passes.
 */
export const DEMO_EPOCH_MS = Date.UTC(2026, 0, 1);

const HOUR_MS = 3_600_000;
/** An echo follows its original by at least this long plus up to ECHO_DELAY_SPREAD_MS more. */
const ECHO_DELAY_MS = 2 * 60_000;
const ECHO_DELAY_SPREAD_MS = 20 * 60_000;
/** The most an echo may lag its original: the same story turns up in other chats within the hour. */
const ECHO_LAG_MS = HOUR_MS;

export const slotTime = (chat: DemoChat, k: number): number => DEMO_EPOCH_MS + chat.phaseMs + k * chat.periodMs;

/** The last slot at or before `ms` (negative when the chat had not posted yet). */
export const lastSlotAt = (chat: DemoChat, ms: number): number => Math.floor((ms - DEMO_EPOCH_MS - chat.phaseMs) / chat.periodMs);

/** A t.me link as gramjs-map.ts's postLink makes it: public chats by username, private channels and supergroups by t.me/c/, none for the rest. */
export function postLink(peer: Peer, messageId: number): string | null {
  if (peer.type !== 'CHANNEL' && peer.type !== 'GROUP') return null;
  if (peer.username) return `https://t.me/${peer.username}/${messageId}`;
  return peer.id.startsWith('-100') ? `https://t.me/c/${peer.id.slice('-100'.length)}/${messageId}` : null;
}

interface Echo {
  source: DemoChat;
  sourceSlot: number;
  as: EchoRule['as'];
}

/**
 * Reads posts of the demo chats. Whether a slot repeats another chat's story depends on that
 * chat's slots (which may repeat a third's), so one reader remembers what it worked out; make
 * one per request, so nothing grows with time.
 */
export class PostReader {
  private readonly chats: ReadonlyMap<string, DemoChat>;
  private readonly echoes = new Map<string, Echo | null>();
  private readonly headlines = new Map<string, number | null>();

  constructor(chats: Iterable<DemoChat>) {
    this.chats = new Map([...chats].map((chat) => [chat.key, chat]));
  }

  /** The chat's posts dated after `sinceMs` up to `untilMs`, oldest first, the newest `limit` when there are more. */
  posts(chat: DemoChat, sinceMs: number, untilMs: number, limit: number): Post[] {
    const last = lastSlotAt(chat, untilMs);
    const first = Math.max(0, lastSlotAt(chat, sinceMs) + 1, last - limit + 1);
    const posts: Post[] = [];
    for (let k = first; k <= last; k += 1) posts.push(this.postAt(chat, k));
    return posts;
  }

  /** When the chat last posted at or before `ms`; null before its first post. */
  lastPostAt(chat: DemoChat, ms: number): number | null {
    const k = lastSlotAt(chat, ms);
    return k < 0 ? null : slotTime(chat, k);
  }

  postAt(chat: DemoChat, k: number): Post {
    const messageId = chat.firstMessageId + k;
    const base = { peerId: chat.peer.id, messageId, date: new Date(slotTime(chat, k)), link: postLink(chat.peer, messageId) };
    const echo = this.echoAt(chat, k);
    if (!echo) return { ...base, text: originalText(chat, k), forwardedFrom: null };
    const original = originalText(echo.source, echo.sourceSlot);
    if (echo.as === 'rewrite') return { ...base, text: rewriteStory(original, chat.key, k), forwardedFrom: null };
    return { ...base, text: original, forwardedFrom: { peerId: echo.source.peer.id, messageId: echo.source.firstMessageId + echo.sourceSlot } };
  }

  /**
   * Whether slot k of `chat` repeats another chat's story. For each rule and each hour whose die
   * says so, the source's first original post of that hour is repeated once, by the chat's first
   * slot after a seeded delay, if that comes within the hour of the original.
   */
  private echoAt(chat: DemoChat, k: number): Echo | null {
    if (chat.echoes.length === 0 || k < 0) return null;
    const memo = `${chat.key}/${k}`;
    const known = this.echoes.get(memo);
    if (known !== undefined) return known;
    const at = slotTime(chat, k);
    const hour = Math.floor(at / HOUR_MS);
    let found: Echo | null = null;
    search: for (const rule of chat.echoes) {
      const source = this.chats.get(rule.from);
      if (!source) continue;
      for (const h of [hour - 1, hour]) {
        if (seededUnit(chat.key, rule.from, h, 'echo') >= rule.chance) continue;
        const sourceSlot = this.headline(source, h);
        if (sourceSlot === null) continue;
        const original = slotTime(source, sourceSlot);
        const delay = ECHO_DELAY_MS + (seededHash(chat.key, rule.from, h, 'delay') % ECHO_DELAY_SPREAD_MS);
        if (lastSlotAt(chat, original + delay) + 1 === k && at - original <= ECHO_LAG_MS) {
          found = { source, sourceSlot, as: rule.as };
          break search;
        }
      }
    }
    this.echoes.set(memo, found);
    return found;
  }

  /** The source's first post of hour `h` that is its own story (not an echo), if it had one. */
  private headline(source: DemoChat, h: number): number | null {
    const memo = `${source.key}/${h}`;
    const known = this.headlines.get(memo);
    if (known !== undefined) return known;
    let found: number | null = null;
    for (let k = Math.max(0, lastSlotAt(source, h * HOUR_MS - 1) + 1); slotTime(source, k) < (h + 1) * HOUR_MS; k += 1) {
      if (this.echoAt(source, k) === null) {
        found = k;
        break;
      }
    }
    this.headlines.set(memo, found);
    return found;
  }
}

/**
 * What the chat says itself at slot k: a channel goes through its topic's stories in a seeded
 * order, each once a round, so it does not repeat a story soon; a conversation goes line by line.
 */
export function originalText(chat: DemoChat, k: number): string {
  if ('generated' in chat.says) return generatedStory(chat.key, k);
  if ('stories' in chat.says) {
    const bank = STORIES[chat.says.stories];
    const round = Math.floor(k / bank.length);
    return bank[seededOrder(bank.length, chat.key, round)[k % bank.length]!]!;
  }
  const lines = CONVERSATIONS[chat.says.conversation];
  return lines[(k + seededHash(chat.key, 'start')) % lines.length]!;
}
