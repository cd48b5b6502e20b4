import type { Redis } from 'ioredis';
import { signToken, verifyToken, type TokenKind } from '../../core/domain/auth/signed-token.ts';

/**
 * How long a ticket to the Temporal UI's origin lives: the browser follows the redirect at once,
 * so a minute is ample, and a ticket seen in a log or a history entry is long dead.
 */
export const TICKET_SECONDS = 60;

const KIND: TokenKind = { audience: 'temporal-ui-ticket', seconds: TICKET_SECONDS };

export interface TicketClaims {
  userId: string;
  /** The console session the ticket came from: the UI's session lives only as long as it does. */
  sessionId: string;
  /** Where on the UI's origin the operator was going (a path under the UI's prefix). */
  path: string;
}

export interface TemporalUiTickets {
  mint(claims: TicketClaims): Promise<string>;
  /** The claims of a ticket that is genuine, unexpired and used for the first time; otherwise null. */
  redeem(ticket: string, now?: Date): Promise<TicketClaims | null>;
}

/**
 * Single-use tickets that carry an operator from the console's origin to the Temporal UI's (a
 * cookie cannot cross origins). Signed with the JWT secret under an audience of their own, so
 * neither an access token nor the UI's session cookie passes for one; each id is kept in Redis
 * until it is used or expires, and using it deletes it, so a ticket works once.
 */
export function createTemporalUiTickets({ secret, redis, prefix }: { secret: string; redis: Redis; prefix: string }): TemporalUiTickets {
  const key = new TextEncoder().encode(secret);
  const unused = (jti: string) => `${prefix}:temporal-ui-ticket:${jti}`;
  return {
    async mint({ userId, sessionId, path }) {
      const jti = crypto.randomUUID();
      await redis.set(unused(jti), userId, 'EX', TICKET_SECONDS);
      return signToken(key, KIND, userId, { sid: sessionId, path }, jti);
    },
    async redeem(ticket, now = new Date()) {
      const payload = await verifyToken(key, KIND.audience, ticket, now).catch(() => null);
      if (!payload) return null;
      const { sub, sid, path, jti } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof path !== 'string' || typeof jti !== 'string') return null;
      // DEL answers 1 to the first caller only: two tabs racing with one ticket get one session.
      return (await redis.del(unused(jti))) === 1 ? { userId: sub, sessionId: sid, path } : null;
    },
  };
}
