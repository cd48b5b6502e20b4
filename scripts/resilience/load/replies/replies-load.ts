import type { Auth } from 'googleapis';
import { signInBenchUsers, type BenchUser } from '../../../../bench/sign-in.ts';
import { giveActiveSubscription } from '../../../../bench/subscribed-user.ts';
import type { Answer, LoadKind, Offered } from '../contract.ts';
import { drain, isOk, send, type Sent } from '../http.ts';
import { fakeYoutube, type CommentThread } from './fake-youtube.ts';
import { countReplies, type ReplyOffer, type ReplyRow } from './reply-audit.ts';
import { connectYoutube } from './youtube-connection.ts';

/**
 * Creators replying to their comments (spec 7): an offer generates an AI reply for one comment
 * and publishes it, as the console's Generate then Publish do. Every offer is a (creator,
 * comment) pair of its own, so the first generation is a fresh draft; all creators are connected
 * to the one demo channel of the fake YouTube, so the published text carries the offer's marker
 * (the creator edited the draft before publishing) to tell its copy from the others'.
 *
 * Pairs go creator first: a creator's next offer comes one round of creators later, far under
 * the per-user generation limit (30 a minute), and a thread gets at most one reply per creator.
 * The quota per creator and day (10,000 units, 50 a publish) holds one publish per thread of the
 * channel.
 */
const MIN_CREATORS = 20;
/** A thread holds at most this many of the load's replies besides its own few: the product reads back 100 to settle an unconfirmed publish. */
const MAX_CREATORS = 90;
/** Connections made at once in setup. */
const SETUP_LANES = 6;

interface State {
  users: BenchUser[];
  threads: CommentThread[];
  /** The first creator's grant: the audit reads the fake with it. */
  auth: Auth.OAuth2Client;
}

const marker = (seq: number) => `[r${seq}]`;
const keyOf = (seq: number) => `r${seq}`;
const seqOf = (key: string) => Number(/^r(\d+)$/.exec(key)?.[1] ?? NaN);

/** The offer's creator and comment: a pair no other offer has while seq < creators × threads. */
const pairOf = (state: State, seq: number) => ({ user: state.users[seq % state.users.length]!, thread: state.threads[Math.floor(seq / state.users.length)] });

const strip = ({ at, status, ms, error, message }: Sent): Answer => ({ at, status, ms, ...(error ? { error } : {}), ...(message ? { message } : {}) });

export function createRepliesLoad(): LoadKind {
  let state: State | null = null;
  const ready = (): State => {
    if (!state) throw new Error('the reply load was not set up');
    return state;
  };

  return {
    name: 'reply',
    weight: 1,

    async setup(ctx) {
      const ttl = Number(ctx.env.ACCESS_TOKEN_TTL_SECONDS ?? 3600);
      const creator = async (user: BenchUser) => {
        await giveActiveSubscription(user.userId);
        return connectYoutube(ctx, user);
      };
      const [first] = await signInBenchUsers(1, ctx.env.JWT_SECRET!, ttl);
      const auth = await creator(first!);
      const threads = await fakeYoutube(ctx.fakesUrl, auth).threads();
      if (threads.length === 0) throw new Error('the fake YouTube channel has no comment threads');
      // Enough (creator, comment) pairs for every offer the run plans.
      const wanted = Math.min(MAX_CREATORS, Math.max(MIN_CREATORS, Math.ceil(ctx.expectedOffers('reply') / threads.length)));
      const users = [first!, ...(await signInBenchUsers(wanted - 1, ctx.env.JWT_SECRET!, ttl))];
      for (let i = 1; i < users.length; i += SETUP_LANES) await Promise.all(users.slice(i, i + SETUP_LANES).map(creator));
      state = { users, threads, auth };
      ctx.log(`reply: ${users.length} creators connected to the fake YouTube, ${threads.length} comment threads, room for ${users.length * threads.length} offers`);
    },

    async offer(ctx, seq): Promise<Offered> {
      const s = ready();
      const at = Date.now();
      const { user, thread } = pairOf(s, seq);
      if (!thread) {
        // Every (creator, comment) pair is used: a further offer could not be told from an earlier one.
        return { kind: 'reply', key: keyOf(seq), at, accepted: false, tries: [{ at, status: 0, ms: 0, error: 'harness_capacity', message: `more than ${s.users.length * s.threads.length} reply offers` }] };
      }
      const headers = { authorization: `Bearer ${user.token}` };
      const generated = await send('POST', `${ctx.baseUrl}/api/youtube/comments/generate-reply`, {
        headers,
        // The OpenAI limiter may hold a generation for up to 30 s.
        timeoutMs: 60_000,
        body: { commentId: thread.id, videoId: thread.videoId, commentText: thread.text, videoTitle: '', skipCache: false, parentComments: [] },
      });
      const draft = generated.body as { reply?: unknown; dbCommentId?: unknown };
      if (!isOk(generated.status) || typeof draft.reply !== 'string' || typeof draft.dbCommentId !== 'string') {
        return { kind: 'reply', key: keyOf(seq), at, accepted: false, tries: [strip(generated)] };
      }
      const published = await send('POST', `${ctx.baseUrl}/api/youtube/comments/reply`, {
        headers,
        timeoutMs: 30_000,
        body: { parentId: thread.id, text: `${draft.reply} ${marker(seq)}`, dbCommentId: draft.dbCommentId },
      });
      return { kind: 'reply', key: keyOf(seq), at, accepted: isOk(published.status), tries: [strip(generated), strip(published)] };
    },

    async audit(ctx, offered, drainMs) {
      const s = ready();
      const fake = fakeYoutube(ctx.fakesUrl, s.auth);
      const offers: ReplyOffer[] = offered.flatMap((o) => {
        const seq = seqOf(o.key);
        const { user, thread } = Number.isInteger(seq) ? pairOf(s, seq) : { user: undefined, thread: undefined };
        return user && thread ? [{ key: o.key, accepted: o.accepted, userId: user.userId, threadId: thread.id, marker: marker(seq) }] : [];
      });
      const threadIds = [...new Set(offers.map((o) => o.threadId))];
      const read = async () => {
        const rows: ReplyRow[] = (
          await ctx
            .knex('youtube_replies')
            .whereIn('user_id', s.users.map((u) => u.userId))
            .select<{ user_id: string; comment_id: string; status: string; reply: string; edited_reply: string | null }[]>('user_id', 'comment_id', 'status', 'reply', 'edited_reply')
        ).map((r) => ({ userId: r.user_id, commentId: r.comment_id, status: r.status, text: r.edited_reply ?? r.reply }));
        return { rows, replies: await fake.replies(threadIds) };
      };
      // A publish is answered once YouTube took it: the drain only waits out a slow read.
      await drain(async () => {
        const now = await read();
        return countReplies(offers, now.replies, now.rows).lost === 0;
      }, drainMs);
      const { rows, replies } = await read();
      return countReplies(offers, replies, rows);
    },
  };
}

export const repliesLoad: LoadKind = createRepliesLoad();
