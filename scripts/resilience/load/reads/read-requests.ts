import { meResponseSchema } from '../../../../contracts/auth.ts';
import { digestPreferencesSchema } from '../../../../contracts/digest.ts';
import { subscriptionStatusSchema } from '../../../../contracts/subscription.ts';

/** A signed-in reader of the pool: who they are and what their reads must answer. */
export interface Reader {
  userId: string;
  token: string;
  /** The start of the ACTIVE subscription setup gave them (ISO): unique per reader, so a status answered for another user shows. */
  subscriptionStart: string;
}

/** One of the reads the console makes when a page opens, with what a right answer must say for this reader. */
export interface ReadRequest {
  name: string;
  path: string;
  /** Why a 2xx body is wrong for `reader`, or null when it is right. */
  wrongBody(body: unknown, reader: Reader): string | null;
}

const issues = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) => error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');

/**
 * The console's reads on opening a page: who is signed in (the shell), the subscription (every
 * premium page) and a tool's list (the digest page, behind the premium gate). Each answer is
 * checked to be this reader's: a cache or a pool handing one user's answer to another is
 * a 2xx with a wrong body.
 */
export const READS: readonly ReadRequest[] = [
  {
    name: 'me',
    path: '/api/auth/me',
    wrongBody(body, reader) {
      const parsed = meResponseSchema.safeParse(body);
      if (!parsed.success) return `not a /me answer (${issues(parsed.error)})`;
      return parsed.data.user.id === reader.userId ? null : `answered user ${parsed.data.user.id} to user ${reader.userId}`;
    },
  },
  {
    name: 'subscription',
    path: '/api/subscription/status',
    wrongBody(body, reader) {
      const parsed = subscriptionStatusSchema.safeParse(body);
      if (!parsed.success) return `not a subscription status (${issues(parsed.error)})`;
      const s = parsed.data;
      if (!s.hasSubscription || s.status !== 'ACTIVE' || !s.canUsePremiumFeatures) return `answered ${s.status} (premium ${s.canUsePremiumFeatures}) for an ACTIVE subscriber`;
      const start = s.startDate === null ? null : new Date(s.startDate).toISOString();
      return start === reader.subscriptionStart ? null : `answered a subscription started ${s.startDate} to a reader whose started ${reader.subscriptionStart}`;
    },
  },
  {
    name: 'digests',
    path: '/api/telegram/digest/preferences',
    wrongBody(body) {
      const parsed = digestPreferencesSchema.safeParse(body);
      if (!parsed.success) return `not a digest list (${issues(parsed.error)})`;
      // The readers never make a digest: any in the list is someone else's.
      return parsed.data.preferences.length === 0 ? null : `listed ${parsed.data.preferences.length} digests to a reader who has none`;
    },
  },
];
