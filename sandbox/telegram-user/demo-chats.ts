import type { Peer } from '../../core/clients/telegram-user/user-client.ts';
import { seededHash } from './seeded-hash.ts';
import type { ConversationKey, StoryTopic } from './story-bank.ts';

/** A story of another chat that this one repeats within the hour, at most once an hour. */
export interface EchoRule {
  /** The key of the chat whose story it repeats. */
  from: string;
  /** A forward (same text, forwardedFrom set) or a near-identical rewrite in its own words. */
  as: 'forward' | 'rewrite';
  /** The chance, each hour, that it repeats that chat's first story of the hour. */
  chance: number;
}

/** A chat of the demo account and how it posts. */
export interface DemoChat {
  /** A stable name the generator seeds with; never shown. */
  key: string;
  peer: Peer;
  /** A topic of the story bank, a conversation, or stories made up one by one (generated-story.ts). */
  says: { stories: StoryTopic } | { conversation: ConversationKey } | { generated: true };
  /** One post every this long. */
  periodMs: number;
  /** Its first post comes this long after the epoch (under one period, whole seconds), so chats do not post in step. */
  phaseMs: number;
  /** The message id of its first post; the post of slot k has firstMessageId + k. */
  firstMessageId: number;
  echoes: EchoRule[];
}

export interface DemoFolder {
  id: number;
  title: string;
  chatKeys: string[];
}

export interface DemoChatsOptions {
  /** Channels in the account: the eight demo ones (default), the first of them, or more made up for a benchmark. */
  channels?: number;
  /** Every channel of the account posts this often an hour; by default each has its own pace (every 7 to 45 minutes). */
  postsPerHour?: number;
  /** Every channel makes up a new story for each post instead of going round its topic's few (for a benchmark reading thousands). */
  distinctStories?: boolean;
}

export interface DemoChats {
  /** The account's dialogs: channels, then groups and private chats. */
  dialogs: DemoChat[];
  /** Public channels outside the account that Telegram's search finds. */
  searchOnly: DemoChat[];
  folders: DemoFolder[];
}

interface ChatSpec {
  key: string;
  peer: Peer;
  says: DemoChat['says'];
  minutes: number;
  echoes?: EchoRule[];
}

const channel = (key: string, id: string, title: string, username: string | null, topic: StoryTopic, minutes: number, echoes: EchoRule[] = []): ChatSpec => ({
  key,
  peer: { id, title, username, type: 'CHANNEL' },
  says: { stories: topic },
  minutes,
  echoes,
});

/** The demo channels in the order `channels` takes them; the graph of echoes has no cycle (a story's source is always an original). */
const CHANNELS: readonly ChatSpec[] = [
  channel('world', '-1001700000001', 'World News Daily', 'world_news_demo', 'world', 12, [
    { from: 'science', as: 'forward', chance: 0.3 },
    { from: 'sport', as: 'forward', chance: 0.2 },
  ]),
  channel('tech', '-1001700000002', 'Tech Brief', 'tech_brief_demo', 'tech', 7),
  channel('markets', '-1001700000003', 'Markets & Money', 'markets_money_demo', 'finance', 15, [{ from: 'world', as: 'rewrite', chance: 0.35 }]),
  channel('science', '-1001700000004', 'Science Today', 'science_today_demo', 'science', 45),
  channel('sport', '-1001700000005', 'Sport Wire', 'sport_wire_demo', 'sport', 20),
  channel('novosti', '-1001700000006', 'Новости коротко', 'novosti_korotko_demo', 'ru', 10),
  channel('ai', '-1001700000007', 'AI Notes', 'ai_notes_demo', 'ai', 30, [
    { from: 'tech', as: 'rewrite', chance: 0.6 },
    { from: 'science', as: 'forward', chance: 0.2 },
  ]),
  // A private channel: no username, so its links are t.me/c/ ones.
  channel('startup', '-1001700000008', 'Startup Insider', null, 'startups', 25, [
    { from: 'tech', as: 'forward', chance: 0.5 },
    { from: 'markets', as: 'rewrite', chance: 0.3 },
  ]),
];

const OTHER_CHATS: readonly ChatSpec[] = [
  { key: 'product-team', peer: { id: '-1001800000001', title: 'Product Team', username: null, type: 'GROUP' }, says: { conversation: 'product-team' }, minutes: 17, echoes: [{ from: 'tech', as: 'forward', chance: 0.2 }] },
  { key: 'running-club', peer: { id: '-1001800000002', title: 'Running Club Berlin', username: 'running_club_demo', type: 'GROUP' }, says: { conversation: 'running-club' }, minutes: 40 },
  { key: 'family', peer: { id: '-4000000017', title: 'Family', username: null, type: 'Chat' }, says: { conversation: 'family' }, minutes: 55 },
  { key: 'maria', peer: { id: '5000000042', title: 'Maria Ivanova', username: 'maria_iv_demo', type: 'USER' }, says: { conversation: 'maria' }, minutes: 70 },
];

const SEARCH_ONLY: readonly ChatSpec[] = [
  channel('economy-watch', '-1001900000001', 'Global Economy Watch', 'economy_watch_demo', 'finance', 20),
  channel('space-flight', '-1001900000002', 'Space Flight News', 'space_flight_demo', 'science', 40),
  channel('football-live', '-1001900000003', 'Football Live', 'football_live_demo', 'sport', 15),
  channel('gadget-deals', '-1001900000004', 'Gadget Deals', 'gadget_deals_demo', 'tech', 35),
];

const FOLDERS: readonly DemoFolder[] = [
  { id: 2, title: 'News', chatKeys: ['world', 'markets', 'novosti'] },
  { id: 3, title: 'Work', chatKeys: ['product-team', 'startup'] },
];

/** A benchmark's extra channels tell these topics in turn, each echoing the demo channel of its topic. */
const EXTRA_TOPICS = [
  { topic: 'world', title: 'World', source: 'world' },
  { topic: 'tech', title: 'Tech', source: 'tech' },
  { topic: 'finance', title: 'Markets', source: 'markets' },
  { topic: 'science', title: 'Science', source: 'science' },
  { topic: 'sport', title: 'Sport', source: 'sport' },
] as const;

function extraChannel(n: number): ChatSpec {
  const { topic, title, source } = EXTRA_TOPICS[(n - 1) % EXTRA_TOPICS.length]!;
  const id = `-1001710${String(n).padStart(6, '0')}`;
  return channel(`feed-${n}`, id, `${title} Feed ${n}`, `feed_${n}_demo`, topic, 7 + (seededHash('feed', n) % 39), [{ from: source, as: n % 2 === 0 ? 'forward' : 'rewrite', chance: 0.3 }]);
}

function toChat(spec: ChatSpec, periodMs: number, known: ReadonlySet<string>): DemoChat {
  return {
    key: spec.key,
    peer: spec.peer,
    says: spec.says,
    periodMs,
    phaseMs: (seededHash(spec.key, 'phase') % (periodMs / 1000)) * 1000,
    firstMessageId: 1 + (seededHash(spec.key, 'first-message') % 5000),
    // A chat left out by `channels` takes no echo from it.
    echoes: (spec.echoes ?? []).filter((rule) => known.has(rule.from)),
  };
}

/** The demo account's chats, folders and the public channels only search finds; sizes per `options`. */
export function demoChats(options: DemoChatsOptions = {}): DemoChats {
  const count = options.channels ?? CHANNELS.length;
  const channels = count <= CHANNELS.length ? CHANNELS.slice(0, count) : [...CHANNELS, ...Array.from({ length: count - CHANNELS.length }, (_, i) => extraChannel(CHANNELS.length + i + 1))];
  const dialogs = [...channels, ...OTHER_CHATS];
  const known = new Set(dialogs.map((spec) => spec.key));
  // Whole seconds, as Telegram dates are.
  const paced = options.postsPerHour ? Math.max(1, Math.round(3600 / options.postsPerHour)) * 1000 : null;
  const isChannel = new Set(channels.map((spec) => spec.key));
  return {
    dialogs: dialogs.map((spec) => {
      const chat = toChat(spec, paced && isChannel.has(spec.key) ? paced : spec.minutes * 60_000, known);
      return options.distinctStories && isChannel.has(spec.key) ? { ...chat, says: { generated: true } } : chat;
    }),
    searchOnly: SEARCH_ONLY.map((spec) => toChat(spec, spec.minutes * 60_000, known)),
    folders: FOLDERS.map((folder) => ({ ...folder, chatKeys: folder.chatKeys.filter((key) => known.has(key)) })),
  };
}
