import { signInBenchUsers } from '../../../../bench/sign-in.ts';
import type { AuditResult, LoadKind, Offered } from '../contract.ts';
import { drain } from '../http.ts';
import { checkoutsSettled, countCheckouts } from './checkout-audit.ts';
import { openFactReader } from './checkout-facts.ts';
import { parseCheckoutKey } from './checkout-key.ts';
import { offerCheckout, type Buyer } from './checkout-offer.ts';

const KIND = 'checkout';

/**
 * Subscription checkouts paid through T-Bank: a new signed-in user per offer starts the
 * checkout through the API, pays at the (fake) bank's form, and the bank's signed CONFIRMED
 * notification is delivered until the product answers "OK". The audit wants, per accepted
 * offer, one confirmed payment, one charge at the bank, one activation and one workflow.
 */
export function createCheckoutsLoad(): LoadKind {
  let pool: Buyer[] = [];
  /** Oddities seen while offering (not answers): reported by the audit. */
  const offerProblems: string[] = [];

  return {
    name: KIND,
    weight: 1,

    async setup(ctx) {
      const secret = ctx.env.JWT_SECRET;
      if (!secret) throw new Error('checkouts: the stack env has no JWT_SECRET to sign the buyers in with');
      // One buyer per offer (a user subscribes once), made now: offer() cannot, the database being down at times.
      pool = await signInBenchUsers(ctx.expectedOffers(KIND), secret, Number(ctx.env.ACCESS_TOKEN_TTL_SECONDS ?? 3600));
      ctx.log(`checkouts: ${pool.length} buyers without a subscription`);
    },

    async offer(ctx, seq): Promise<Offered> {
      const buyer = pool[seq];
      if (!buyer) {
        offerProblems.push(`checkout #${seq}: no buyer left (${pool.length} made in setup, as the stack expected)`);
        return { kind: KIND, key: `no-buyer-${seq}`, at: Date.now(), tries: [{ at: Date.now(), status: 0, ms: 0, error: 'no_buyer', message: 'the pool of buyers is used up' }], accepted: false };
      }
      return offerCheckout(ctx, KIND, buyer, (line) => offerProblems.push(line));
    },

    async audit(ctx, offered, drainMs): Promise<AuditResult> {
      const ours = offered.filter((o) => !o.key.startsWith('no-buyer-'));
      const userIds = ours.map((o) => parseCheckoutKey(o.key).userId);
      const reader = await openFactReader(ctx.knex, ctx.fakesUrl, ctx.env.TEMPORAL_ADDRESS ?? 'localhost:7233', ctx.env.TEMPORAL_NAMESPACE ?? 'default');
      try {
        const settled = await drain(async () => checkoutsSettled(ours, await reader.read(userIds)), drainMs);
        if (!settled) ctx.log('checkouts: not every accepted checkout was activated within the drain');
        // Read once more after the drain: a double may land after the look that found all settled.
        const result = countCheckouts(KIND, ours, await reader.read(userIds), { renewals: ctx.env.BILLING_PERIOD_SECONDS !== undefined });
        return { ...result, problems: [...offerProblems, ...result.problems] };
      } finally {
        await reader.close();
      }
    },
  };
}

export const checkoutsLoad: LoadKind = createCheckoutsLoad();
