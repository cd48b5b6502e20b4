import { signInBenchUsers } from '../../../../bench/sign-in.ts';
import type { LoadKind, Offered } from '../contract.ts';
import { drain, offerOnce, send } from '../http.ts';
import { demoChatIds, digestBotMessages } from './bot-chat.ts';
import { countDigests, type DigestOffer, type DigestRunRow } from './digest-audit.ts';
import { setUpReader, type DigestReader } from './digest-reader.ts';

/**
 * Readers pressing Test on a digest (spec 7 POST /api/telegram/digest/preferences/:id/test):
 * the same run as a scheduled one, now, answered when it ended (202 while it goes on). The
 * effect of an accepted Test is its run in the history (status 'sent') and the digest in the
 * reader's chat with the digest bot, once.
 *
 * A digest's message is told from another by its header (name and period to the minute), so
 * the offers go round many digests: the same one comes back only after all the others, which at
 * the harness's rates is mostly in another minute (the audit counts one minute's runs of a
 * digest together, so this only sharpens which offer a problem names).
 */
const MIN_DIGESTS = 5;
/** Each digest costs four calls in setup. */
const MAX_DIGESTS = 40;
/** The Test call waits up to 55 s for the run before answering 202. */
const TEST_TIMEOUT_MS = 75_000;

interface State {
  readers: DigestReader[];
  /** Every digest with its reader, in the order offers go round them. */
  slots: { reader: DigestReader; digestId: string }[];
}

export function createDigestsLoad(): LoadKind {
  let state: State | null = null;
  const ready = (): State => {
    if (!state) throw new Error('the digest load was not set up');
    return state;
  };

  return {
    name: 'digest',
    weight: 1,

    async setup(ctx) {
      // The fake's chat page shows the demo accounts' chats: one reader each.
      const chats = await demoChatIds(ctx.fakesUrl);
      const users = await signInBenchUsers(chats.length, ctx.env.JWT_SECRET!, Number(ctx.env.ACCESS_TOKEN_TTL_SECONDS ?? 3600));
      const digests = Math.min(MAX_DIGESTS, Math.max(MIN_DIGESTS, Math.ceil(ctx.expectedOffers('digest') / chats.length)));
      const readers = await Promise.all(users.map((user, i) => setUpReader(ctx, user, chats[i]!, digests, i)));
      // Interleaved: consecutive offers go to different readers' chats.
      const slots = Array.from({ length: digests }, (_, d) => readers.map((reader) => ({ reader, digestId: reader.digestIds[d]! }))).flat();
      state = { readers, slots };
      ctx.log(`digest: ${readers.length} readers in the demo chats ${chats.join(', ')}, ${slots.length} digests`);
    },

    async offer(ctx, seq): Promise<Offered> {
      const { slots } = ready();
      const { reader, digestId } = slots[seq % slots.length]!;
      const answer = await offerOnce('digest', `d${seq}`, () =>
        send('POST', `${ctx.baseUrl}/api/telegram/digest/preferences/${digestId}/test`, { headers: { authorization: `Bearer ${reader.user.token}` }, timeoutMs: TEST_TIMEOUT_MS }),
      );
      const runKey = (answer.last.body as { runKey?: unknown } | null)?.runKey;
      const { last: _last, ...offered } = answer;
      // The run's key names the effect; an answer without one keeps the offer's number.
      return { ...offered, key: typeof runKey === 'string' ? runKey : offered.key };
    },

    async audit(ctx, offered, drainMs) {
      const { readers, slots } = ready();
      const chatOf = new Map(readers.map((r) => [r.user.userId, r.chatId]));
      const offers: DigestOffer[] = offered.map((o) => ({ key: o.key, accepted: o.accepted, runKey: /^d\d+$/.test(o.key) ? null : o.key }));
      const read = async () => {
        const rows = await ctx
          .knex('digest_runs')
          .whereIn('digest_id', slots.map((s) => s.digestId))
          .where('kind', 'test')
          .select<{ run_key: string; user_id: string; status: string; content: string | null }[]>('run_key', 'user_id', 'status', 'content');
        const runs: DigestRunRow[] = rows.map((r) => ({ runKey: r.run_key, chatId: chatOf.get(r.user_id) ?? 0, status: r.status, content: r.content }));
        return { runs, messages: await digestBotMessages(ctx.fakesUrl, readers.map((r) => r.chatId)) };
      };
      // Runs answered 202 go on in the temporal-worker, and a sent digest leaves through the queue: wait for both.
      await drain(async () => {
        const now = await read();
        return countDigests(offers, now.runs, now.messages).lost === 0;
      }, drainMs);
      const { runs, messages } = await read();
      const by = (status: string) => runs.filter((r) => r.status === status).length;
      ctx.log(`digest: ${runs.length} test runs (${by('sent')} sent, ${by('empty')} empty, ${by('failed')} failed), ${messages.length} messages from the digest bot in the readers' chats`);
      return countDigests(offers, runs, messages);
    },
  };
}

export const digestsLoad: LoadKind = createDigestsLoad();
