import { createHash } from 'node:crypto';
import type { youtube_v3 } from 'googleapis';

type Comment = youtube_v3.Schema$Comment;
type Thread = youtube_v3.Schema$CommentThread;
type Video = youtube_v3.Schema$Video;

/** Real ids have these lengths (24 for channels, 11 for videos), so the product's checks pass. */
export const SANDBOX_CHANNEL_ID = 'UCsandboxKitchen00000000';
export const SANDBOX_UPLOADS_PLAYLIST_ID = `UU${SANDBOX_CHANNEL_ID.slice(2)}`;
export const SANDBOX_CHANNEL_HANDLE = '@SandboxKitchen';
/** YouTube embeds at most this many replies in a thread; the rest come from comments.list. */
export const REPLIES_PER_THREAD = 5;

export interface SandboxVideo {
  /** All parts (snippet, contentDetails, statistics, status); the API picks what was asked. */
  video: Video;
  commentsDisabled: boolean;
  /** Oldest first; every reply is in `replies.comments`, not only the embedded five. */
  threads: Thread[];
}

export interface SandboxChannelData {
  channel: youtube_v3.Schema$Channel;
  /** Newest first, as the uploads playlist lists them. */
  videos: SandboxVideo[];
}

// ---- deterministic helpers -------------------------------------------------------------------

/** mulberry32: a tiny seeded generator, so the demo is the same on every start and in tests. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Letters and digits derived from `seed`, the alphabet of YouTube's opaque ids. */
function idChars(seed: string, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from({ length }, (_, i) => alphabet[bytes[i % bytes.length]! % alphabet.length]).join('');
}

/** YouTube's timestamps: ISO 8601 to the second, no milliseconds. */
const youtubeTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A round avatar with initials: a data URL, so the sandbox needs no image host. */
function avatarUrl(name: string, color: string): string {
  const initials = name.replace(/^@/, '').replace(/[^A-Za-z]/g, ' ').trim().split(/\s+|(?=[A-Z])/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88"><rect width="88" height="88" rx="44" fill="${color}"/><text x="44" y="56" font-family="Arial,sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
  );
}

function thumbnailUrl(title: string, from: string, to: string): string {
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    if ((lines.at(-1)! + ' ' + w).trim().length > 20) lines.push(w);
    else lines[lines.length - 1] = `${lines.at(-1)!} ${w}`.trim();
  }
  const text = lines
    .slice(0, 4)
    .map((l, i) => `<text x="32" y="${120 + i * 50}" font-family="Arial,sans-serif" font-weight="bold" font-size="40" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/>${text}<text x="32" y="330" font-family="Arial,sans-serif" font-size="22" fill="#fff" opacity=".85">Sandbox Kitchen</text></svg>`,
  );
}

const thumbnails = (url: string): youtube_v3.Schema$ThumbnailDetails => ({
  default: { url, width: 120, height: 90 },
  medium: { url, width: 320, height: 180 },
  high: { url, width: 480, height: 360 },
});

/**
 * A comment's textOriginal as YouTube's textDisplay: HTML-escaped, *bold* and _italic_ as tags,
 * links and video timestamps (m:ss) as anchors, line breaks as <br>.
 */
export function commentHtml(text: string, videoId: string): string {
  return escapeXml(text)
    .replace(/\*([^*\n]+)\*/g, '<b>$1</b>')
    .replace(/(^|\s)_([^_\n]+)_(?=\s|$)/g, '$1<i>$2</i>')
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\b(\d{1,2}):([0-5]\d)\b/g, (m, min: string, sec: string) => `<a href="https://www.youtube.com/watch?v=${videoId}&amp;t=${Number(min) * 60 + Number(sec)}">${m}</a>`)
    .replace(/\n/g, '<br>');
}

// ---- the demo content ------------------------------------------------------------------------

const CHANNEL = {
  title: 'Sandbox Kitchen',
  description: 'Honest home cooking: weeknight dinners, weekend projects and the techniques behind them.\nNew videos every week.',
  color: '#d84315',
};

const VIEWERS = [
  ['@MariaCooksAtHome', '#e57373'], ['@dan.the.baker', '#64b5f6'], ['@NonnaRosa1952', '#81c784'], ['@grillmaster_jay', '#ffb74d'],
  ['@PriyaSpiceBox', '#ba68c8'], ['@KenjiEatsTokyo', '#4db6ac'], ['@sam-meal-preps', '#f06292'], ['@LenaVeggieLife', '#aed581'],
  ['@ChefInTraining22', '#7986cb'], ['@omar.food.diaries', '#ff8a65'], ['@TheLazyGourmet', '#a1887f'], ['@hannah_bakes', '#4fc3f7'],
  ['@CarlosCocina', '#dce775'], ['@brokestudentkitchen', '#90a4ae'], ['@AuntieJoCooks', '#f48fb1'], ['@midnightsnacker', '#9575cd'],
] as const;

/** Who writes a reply: the channel itself, another viewer, or the thread's own author. */
type By = 'channel' | 'viewer' | 'op';
interface ThreadScript {
  text: string;
  /** A raw textDisplay instead of the escaped one: a hostile comment, to show the product sanitising. */
  rawHtml?: string;
  replies?: Array<[By, string]>;
}

interface VideoScript {
  id: string;
  title: string;
  description: string;
  daysAgo: number;
  duration: string;
  views: string;
  likes: string;
  tags: string[];
  colors: [string, string];
  commentsDisabled?: boolean;
  threads: ThreadScript[];
}

const HOSTILE = `Great recipe <img src=x onerror="alert('sandbox')"> <script>alert("xss")</script>`;

const VIDEOS: VideoScript[] = [
  {
    id: 'sbxCarbonar',
    title: 'Creamy Carbonara Without Cream (The Roman Way)',
    description: 'No cream, no garlic, no shortcuts: just guanciale, eggs, pecorino and pasta water.\nRecipe and timings below.\n\n0:00 Intro\n1:05 Rendering the guanciale\n4:12 The emulsion',
    daysAgo: 2, duration: 'PT9M48S', views: '12840', likes: '1105', tags: ['carbonara', 'pasta', 'italian'], colors: ['#f9a825', '#6d4c41'],
    threads: [
      { text: "Finally someone who doesn't put cream in carbonara! My nonna would be proud 🇮🇹", replies: [['channel', 'Haha, tell your nonna we said ciao! Guanciale or nothing 😄']] },
      { text: "What can I use instead of guanciale? I can't find it anywhere near me.", replies: [['viewer', 'Pancetta works fine, or thick-cut unsmoked bacon in a pinch.'], ['op', 'Thanks! Going to try pancetta this weekend.']] },
      { text: '*Tip:* take the pan off the heat before adding the eggs.\nI scrambled mine twice before I learned that 😅' },
      { text: HOSTILE, rawHtml: HOSTILE },
      { text: 'At 4:12 you add pasta water, how much roughly? Half a cup?', replies: [['channel', "About 60 ml to start, then a splash more until it's glossy."]] },
      { text: "Made this tonight for my partner's birthday. Absolutely perfect, thank you!" },
      { text: "Pecorino only or a mix with parmesan? I've seen both.", replies: [['viewer', 'Pecorino only is traditional, but half and half is milder.'], ['viewer', 'Team pecorino forever 🧀']] },
      { text: 'The sound of that guanciale sizzling at 1:05 🤤' },
      { text: 'Could you do a video on cacio e pepe next? I always end up with clumps.' },
    ],
  },
  {
    id: 'sbxFocaccia',
    title: 'Crispy Sourdough Focaccia: No Knead, 3 Ingredients',
    description: 'The easiest bread you will ever bake: flour, water, salt and a bit of starter.\nBubbly inside, crunchy outside.\nPrinted recipe: https://example.com/sandbox-kitchen/focaccia',
    daysAgo: 6, duration: 'PT12M03S', views: '248900', likes: '9870', tags: ['focaccia', 'sourdough', 'bread'], colors: ['#c0ca33', '#33691e'],
    threads: [
      { text: 'How long can the dough rest in the fridge? Could I do 48 hours?', replies: [['channel', 'Yes! 48 hours gives even more flavour, just keep it well covered.'], ['op', 'Amazing, thanks for answering so fast!']] },
      { text: 'Mine came out dense 😞 Is my yeast dead or did I not wait long enough?' },
      { text: 'Dimpling the dough is the most satisfying thing on the internet.' },
      { text: 'I added rosemary and cherry tomatoes on top like you suggested at 6:40, the whole family loved it!' },
      { text: 'Can I make this with whole wheat flour?\nOr does it need bread flour?', replies: [['viewer', 'I did 50/50 and it worked great, just add a bit more water.']] },
      { text: 'The olive oil amount scared me but _trust the process_ people 😂' },
    ],
  },
  {
    id: 'sbxKidsCook',
    title: 'Baking Rainbow Sprinkle Cookies with the Kids',
    description: 'A rainy-day bake with my two little helpers.\nSoft, chewy and very, very colourful.',
    daysAgo: 10, duration: 'PT7M21S', views: '532', likes: '41', tags: ['cookies', 'baking with kids'], colors: ['#ec407a', '#7e57c2'],
    // Made for kids: YouTube turns comments off for such videos.
    commentsDisabled: true,
    threads: [],
  },
  {
    id: 'sbxChknCurr',
    title: 'One-Pot Chicken Curry in 30 Minutes',
    description: 'Weeknight curry with pantry spices, one pot and half an hour.\nServes four, freezes well.\n\nSpice blend recipe is pinned in the comments.',
    daysAgo: 15, duration: 'PT14M37S', views: '1530000', likes: '48200', tags: ['curry', 'chicken', 'one pot'], colors: ['#ef6c00', '#b71c1c'],
    threads: [
      {
        text: 'What brand of garam masala do you use? The colour looks so rich.',
        // Seven replies, the channel's sixth: only comments.list shows that it was answered.
        replies: [
          ['viewer', "Not the creator but I love Rajah, it's in most supermarkets."],
          ['viewer', 'Making your own is worth it! Toast the whole spices first.'],
          ['op', 'Ooh, any recipe for homemade?'],
          ['viewer', 'Coriander, cumin, cardamom, cloves, cinnamon, black pepper. Toast and grind.'],
          ['viewer', 'Adding a bay leaf changed my life lol'],
          ['channel', 'Great tips everyone! I use a homemade blend, the recipe is pinned in the description.'],
          ['op', 'Thank you all, this comment section is gold ❤️'],
        ],
      },
      { text: 'Made this for meal prep, tastes even better on day two.' },
      { text: "Coconut milk or yoghurt? I'm lactose intolerant.", replies: [['channel', 'Coconut milk all the way, full-fat for the creamiest sauce.']] },
      { text: 'This recipe got me through my first year of uni, thank you 🙏' },
      { text: 'Too spicy for my kids, how much chilli can I leave out without losing flavour?' },
      { text: "At 12:30 the sauce looks so glossy. What's the trick?", replies: [['viewer', 'Blooming the spices in oil at the start is what does it.']] },
      { text: 'Tried it with chickpeas instead of chicken for a vegan version, works great!' },
      { text: '1.5 million views, you deserve every single one! 🎉', replies: [['channel', 'Thank you so much, this means the world! 🥹']] },
      { text: 'Do you have a rice recipe to go with this? Mine always turns out mushy.' },
      { text: 'Cooked this in my Instant Pot, 10 minutes high pressure. *Perfect.*' },
      { text: 'The way you explain each step is so calming.' },
      { text: 'Is it fine to use chicken breast or does it have to be thighs?', replies: [['viewer', "Thighs stay juicier but breast is fine if you don't overcook it."], ['viewer', 'I use breast, just add it later.']] },
    ],
  },
  {
    id: 'sbxRamenBro',
    title: '12-Hour Tonkotsu Ramen Broth at Home',
    description: 'Creamy, rich pork broth the slow way, plus the tare and the aroma oil.\nA weekend project that is worth every minute.',
    daysAgo: 21, duration: 'PT18M55S', views: '87300', likes: '5120', tags: ['ramen', 'tonkotsu', 'japanese'], colors: ['#8d6e63', '#3e2723'],
    threads: [
      { text: '12 hours on the stove... my electricity bill is crying 😂', replies: [['channel', 'Pressure cooker version coming soon, promise!']] },
      { text: 'Can I use a pressure cooker to cut down the time?' },
      { text: 'The colour of that broth at 9:45 is unreal. Restaurant quality.' },
      { text: 'Where do you get pork trotters? My butcher looked at me funny.', replies: [['viewer', 'Asian supermarkets usually have them frozen.']] },
      { text: 'Tip for anyone trying: *blanch the bones first*, it really makes a difference.' },
      { text: 'What noodles would you recommend? Fresh or dried?' },
      { text: 'Kenji sent me here 👀' },
    ],
  },
  {
    id: 'sbxSteakPan',
    title: 'Perfect Pan-Seared Steak, Every Single Time',
    description: 'Dry brine, screaming hot pan, butter baste, rest.\nEverything you need for a steakhouse crust at home.',
    daysAgo: 27, duration: 'PT10M12S', views: '641200', likes: '21900', tags: ['steak', 'cast iron'], colors: ['#c62828', '#212121'],
    threads: [
      { text: 'Reverse sear vs this method, which do you prefer?', replies: [['channel', 'For thick cuts reverse sear, for anything under 1.5 inches this method wins.']] },
      { text: 'Butter basting at the end is a game changer.' },
      { text: 'My smoke alarm did NOT appreciate this video 😂' },
      { text: 'How long should I let it rest? I always cut in too early.' },
      { text: 'What pan is that? Cast iron or carbon steel?', replies: [['viewer', 'Looks like carbon steel to me'], ['op', 'Thanks!']] },
    ],
  },
  {
    id: 'sbxStirFry0',
    title: 'Weeknight Veggie Stir-Fry (Better Than Takeout)',
    description: 'Fifteen minutes, one wok, whatever vegetables are in the fridge.\nThe sauce is the star.',
    daysAgo: 34, duration: 'PT8M30S', views: '3405', likes: '212', tags: ['stir fry', 'vegetarian', 'quick'], colors: ['#43a047', '#1b5e20'],
    threads: [
      { text: "Finally a stir-fry sauce that isn't just soy sauce, thanks!" },
      { text: 'Can I swap the tofu for tempeh?' },
      { text: "My wok isn't very hot on an electric stove, any tips?", replies: [['channel', 'Cook in small batches so the pan stays hot, it makes a huge difference.']] },
      { text: 'Fifteen minutes start to finish, weeknight hero 🙌' },
    ],
  },
  {
    id: 'sbxOmelette',
    title: 'Classic French Omelette: Technique Explained',
    description: 'Soft, custardy, no colour. The shake, the roll and the plating.\nThree eggs, butter, salt, chives.',
    daysAgo: 41, duration: 'PT6M44S', views: '1004200', likes: '35400', tags: ['omelette', 'eggs', 'french'], colors: ['#fdd835', '#f57f17'],
    threads: [
      { text: "I've failed at this 10 times. Attempt 11 tonight, wish me luck.", replies: [['viewer', 'You got this!'], ['op', 'UPDATE: it worked!!! 🎉'], ['channel', 'Knew you could do it! 👏']] },
      { text: 'Fork or chopsticks for stirring? I see both.' },
      { text: 'French omelette vs American omelette, which do you like more?' },
      { text: 'The shake at 2:18 is so satisfying.' },
      { text: 'Do you season before or after cooking the eggs?' },
      { text: '*Chives* on top makes all the difference.' },
      { text: "Made this for my mum's breakfast in bed. She cried a little 🥲", replies: [['channel', 'That is the sweetest thing, hope she had a lovely day!']] },
      { text: 'Low heat is the secret, got it. Thank you!' },
    ],
  },
];

// ---- the builder ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const CHANNEL_AVATAR = avatarUrl(CHANNEL.title, CHANNEL.color);
interface Author {
  name: string;
  channelId: string;
  avatar: string;
}
const channelAuthor: Author = { name: SANDBOX_CHANNEL_HANDLE, channelId: SANDBOX_CHANNEL_ID, avatar: CHANNEL_AVATAR };
const viewerAuthor = (index: number): Author => {
  const [name, color] = VIEWERS[index % VIEWERS.length]!;
  return { name, channelId: `UC${idChars(name, 22)}`, avatar: avatarUrl(name, color) };
};

interface CommentFields {
  id: string;
  videoId: string;
  author: Author;
  text: string;
  html?: string | undefined;
  likes: number;
  publishedMs: number;
  updatedMs?: number;
  parentId?: string;
}

/** A comment resource as YouTube answers it, textDisplay in HTML. */
function commentResource(f: CommentFields): Comment {
  return {
    kind: 'youtube#comment',
    id: f.id,
    snippet: {
      channelId: SANDBOX_CHANNEL_ID,
      videoId: f.videoId,
      textDisplay: f.html ?? commentHtml(f.text, f.videoId),
      textOriginal: f.text,
      ...(f.parentId ? { parentId: f.parentId } : {}),
      authorDisplayName: f.author.name,
      authorProfileImageUrl: f.author.avatar,
      authorChannelUrl: `http://www.youtube.com/${f.author.name}`,
      authorChannelId: { value: f.author.channelId },
      canRate: true,
      viewerRating: 'none',
      likeCount: f.likes,
      publishedAt: youtubeTime(f.publishedMs),
      updatedAt: youtubeTime(f.updatedMs ?? f.publishedMs),
    },
  };
}

/** The id YouTube gives a reply: its thread's id, a dot, 22 more characters. */
const replyId = (threadId: string, seed: string) => `${threadId}.${idChars(`${threadId}:${seed}`, 22)}`;

function buildThreads(script: VideoScript, videoIndex: number, publishedMs: number, nowMs: number): Thread[] {
  const rand = seeded(0x5a4d + videoIndex * 7919);
  const span = nowMs - publishedMs;
  const threads = script.threads.map((t, i) => {
    const threadId = `Ugx${idChars(`${script.id}:${i}`, 16)}4AaABAg`;
    const opIndex = Math.floor(rand() * VIEWERS.length);
    const op = viewerAuthor(opIndex);
    const topMs = publishedMs + Math.floor(span * (0.02 + rand() * 0.8));
    // One in ten was edited a few minutes later.
    const edited = rand() < 0.1 ? topMs + Math.floor(rand() * 600_000) : topMs;
    const top = commentResource({ id: threadId, videoId: script.id, author: op, text: t.text, html: t.rawHtml, likes: Math.floor(rand() ** 3 * 400), publishedMs: topMs, updatedMs: Math.min(edited, nowMs) });
    let lastMs = topMs;
    const replies = (t.replies ?? []).map(([by, text], r) => {
      lastMs += Math.max(60_000, Math.floor((nowMs - lastMs) * (0.05 + rand() * 0.25)));
      lastMs = Math.min(lastMs, nowMs);
      const other = viewerAuthor(opIndex + 1 + Math.floor(rand() * (VIEWERS.length - 1)));
      const author = by === 'channel' ? channelAuthor : by === 'op' ? op : other;
      return commentResource({ id: replyId(threadId, String(r)), videoId: script.id, author, text, likes: Math.floor(rand() * (by === 'channel' ? 60 : 25)), publishedMs: lastMs, parentId: threadId });
    });
    const thread: Thread = {
      kind: 'youtube#commentThread',
      id: threadId,
      snippet: { channelId: SANDBOX_CHANNEL_ID, videoId: script.id, topLevelComment: top, canReply: true, totalReplyCount: replies.length, isPublic: true },
      replies: { comments: replies },
    };
    return thread;
  });
  return threads.sort((a, b) => String(a.snippet?.topLevelComment?.snippet?.publishedAt).localeCompare(String(b.snippet?.topLevelComment?.snippet?.publishedAt)));
}

const countComments = (threads: Thread[]) => threads.reduce((n, t) => n + 1 + (t.replies?.comments?.length ?? 0), 0);

/**
 * The demo channel as of `now`: the same content on every call, dates relative to `now`.
 * Pure, so tests can assert on it; the API serves a mutable copy (createSandboxYoutubeStore).
 */
export function buildSandboxChannel(now: Date): SandboxChannelData {
  const nowMs = now.getTime();
  const videos = VIDEOS.map((v, index): SandboxVideo => {
    // A few hours apart within the day, so no two uploads share a timestamp.
    const publishedMs = nowMs - v.daysAgo * DAY_MS - (index + 1) * 3_600_000;
    const threads = v.commentsDisabled ? [] : buildThreads(v, index, publishedMs, nowMs);
    const thumbs = thumbnails(thumbnailUrl(v.title, v.colors[0], v.colors[1]));
    return {
      commentsDisabled: v.commentsDisabled === true,
      threads,
      video: {
        kind: 'youtube#video',
        id: v.id,
        snippet: {
          publishedAt: youtubeTime(publishedMs),
          channelId: SANDBOX_CHANNEL_ID,
          title: v.title,
          description: v.description,
          thumbnails: thumbs,
          channelTitle: CHANNEL.title,
          tags: v.tags,
          categoryId: '26',
          liveBroadcastContent: 'none',
          localized: { title: v.title, description: v.description },
          defaultAudioLanguage: 'en',
        },
        contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false', licensedContent: false, contentRating: {}, projection: 'rectangular' },
        // YouTube leaves commentCount out when comments are off.
        statistics: { viewCount: v.views, likeCount: v.likes, favoriteCount: '0', ...(v.commentsDisabled ? {} : { commentCount: String(countComments(threads)) }) },
        status: { uploadStatus: 'processed', privacyStatus: 'public', license: 'youtube', embeddable: true, publicStatsViewable: true, madeForKids: v.commentsDisabled === true },
      },
    };
  });
  const totalViews = VIDEOS.reduce((n, v) => n + Number(v.views), 0);
  return {
    videos,
    channel: {
      kind: 'youtube#channel',
      id: SANDBOX_CHANNEL_ID,
      snippet: {
        title: CHANNEL.title,
        description: CHANNEL.description,
        customUrl: SANDBOX_CHANNEL_HANDLE.toLowerCase(),
        publishedAt: '2019-03-14T09:00:00Z',
        thumbnails: { default: { url: CHANNEL_AVATAR, width: 88, height: 88 }, medium: { url: CHANNEL_AVATAR, width: 240, height: 240 }, high: { url: CHANNEL_AVATAR, width: 800, height: 800 } },
        localized: { title: CHANNEL.title, description: CHANNEL.description },
        country: 'GB',
      },
      contentDetails: { relatedPlaylists: { likes: '', uploads: SANDBOX_UPLOADS_PLAYLIST_ID } },
      statistics: { viewCount: String(totalViews), subscriberCount: '128400', hiddenSubscriberCount: false, videoCount: String(VIDEOS.length) },
      status: { privacyStatus: 'public', isLinked: true, longUploadsStatus: 'longUploadsUnspecified', madeForKids: false },
    },
  };
}

// ---- the per-process store -------------------------------------------------------------------

export interface SandboxYoutubeStore {
  readonly data: SandboxChannelData;
  video(id: string): SandboxVideo | undefined;
  /** A thread by its id, which YouTube makes the same as its top-level comment's id. */
  thread(id: string): { video: SandboxVideo; thread: Thread } | undefined;
  /** comments.insert by the channel: the reply joins the thread and the counts go up. */
  addReply(threadId: string, text: string, at?: Date): Comment | undefined;
}

/** The demo channel for one process; replies the creator publishes stay until it restarts. */
export function createSandboxYoutubeStore(now = new Date()): SandboxYoutubeStore {
  const data = buildSandboxChannel(now);
  const threads = new Map(data.videos.flatMap((video) => video.threads.map((thread) => [thread.id!, { video, thread }] as const)));
  let published = 0;
  return {
    data,
    video: (id) => data.videos.find((v) => v.video.id === id),
    thread: (id) => threads.get(id),
    addReply(threadId, text, at = new Date()) {
      const found = threads.get(threadId);
      const snippet = found?.thread.snippet;
      if (!found || !snippet) return undefined;
      const { video, thread } = found;
      const comments = (thread.replies ??= {}).comments ??= [];
      const reply = commentResource({ id: replyId(threadId, `published:${published++}`), videoId: video.video.id!, author: channelAuthor, text, likes: 0, publishedMs: at.getTime(), parentId: threadId });
      comments.push(reply);
      snippet.totalReplyCount = comments.length;
      const stats = video.video.statistics;
      if (stats) stats.commentCount = String(Number(stats.commentCount ?? 0) + 1);
      return reply;
    },
  };
}
