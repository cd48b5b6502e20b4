import { signInBenchUsers } from '../../../../bench/sign-in.ts';
import { giveActiveSubscription } from '../../../../bench/subscribed-user.ts';
import type { LoadKind, Offered } from '../contract.ts';
import { offerOnce, send } from '../http.ts';
import { READS, type Reader } from './read-requests.ts';
import { countReads } from './reads-audit.ts';

/** Readers in the pool: enough that per-user caches hold many entries, few enough to set up in a second. */
const READERS = 20;
const KIND = 'read';

/**
 * Signed-in reads as the console makes them (who am I, my subscription, a tool's list) by a
 * pool of subscribed users, each request offered once, as a person's page load. Every 2xx
 * body is checked to be the reader's own.
 */
export function createReadsLoad(): LoadKind {
  let readers: Reader[] = [];
  /** Keys of 2xx answers whose body was wrong, and why (checked as they come: the audit has only the Offered). */
  const wrongBodies = new Map<string, string>();

  return {
    name: KIND,
    weight: 4,

    async setup(ctx) {
      const secret = ctx.env.JWT_SECRET;
      if (!secret) throw new Error('reads: the stack env has no JWT_SECRET to sign the readers in with');
      const users = await signInBenchUsers(READERS, secret, Number(ctx.env.ACCESS_TOKEN_TTL_SECONDS ?? 3600));
      const now = Date.now();
      readers = [];
      for (const [i, user] of users.entries()) {
        // A start a minute apart per reader: the status answer names whose subscription it is.
        const subscription = await giveActiveSubscription(user.userId, new Date(now - i * 60_000));
        readers.push({ ...user, subscriptionStart: new Date(subscription.startDate!).toISOString() });
      }
      ctx.log(`reads: ${readers.length} subscribed readers`);
    },

    async offer(ctx, seq): Promise<Offered> {
      // A page load: one reader makes the console's reads one after the other, then the next reader.
      const read = READS[seq % READS.length]!;
      const reader = readers[Math.floor(seq / READS.length) % readers.length]!;
      const key = `${read.name}#${seq}:${reader.userId}`;
      const { last, ...offered } = await offerOnce(KIND, key, () => send('GET', `${ctx.baseUrl}${read.path}`, { headers: { Authorization: `Bearer ${reader.token}` } }));
      if (offered.accepted) {
        const wrong = read.wrongBody(last.body, reader);
        if (wrong) wrongBodies.set(key, wrong);
      }
      return offered;
    },

    audit: (_ctx, offered) => Promise.resolve(countReads(KIND, offered, wrongBodies)),
  };
}

export const readsLoad: LoadKind = createReadsLoad();
