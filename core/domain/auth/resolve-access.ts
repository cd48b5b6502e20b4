import { User } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import type { AccessClaims } from './access-token.ts';

export interface AccessResolver {
  /** The user behind verified claims, provided their session is live. */
  resolve(claims: AccessClaims): Promise<User>;
  /** Forget a session or a user at once in this process (logout, role change). */
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
}

interface Entry {
  user: User;
  revoked: boolean;
  until: number;
}

const CACHE_LIMIT = 10_000;

async function load(sessionId: string): Promise<{ user: User; revoked: boolean } | null> {
  const row = await User.knex()
    .select<Record<string, unknown> & { session_revoked_at: Date | null }>('u.*', 's.revoked_at as session_revoked_at')
    .from('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id', sessionId)
    .first();
  if (!row) return null;
  const { session_revoked_at: revokedAt, ...user } = row;
  return { user: User.fromDatabaseJson(user), revoked: revokedAt !== null };
}

/**
 * Reads the session and its user by primary key, then remembers the answer for `ttlMs`: a
 * signed-in request then costs no database round trip. A logout in this process takes effect
 * at once; in another web process it takes at most `ttlMs` (see docs/decisions.md).
 */
export function createAccessResolver(ttlMs: number): AccessResolver {
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<{ user: User; revoked: boolean } | null>>();

  return {
    async resolve(claims) {
      let entry = cache.get(claims.sessionId);
      if (!entry || entry.until <= Date.now()) {
        // Concurrent requests of one session share one read.
        let loading = pending.get(claims.sessionId);
        if (!loading) {
          loading = load(claims.sessionId).finally(() => pending.delete(claims.sessionId));
          pending.set(claims.sessionId, loading);
        }
        const found = await loading;
        if (!found) throw new AppError('invalid_token', 'Access token is invalid');
        entry = { ...found, until: Date.now() + ttlMs };
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(claims.sessionId, entry);
      }
      if (entry.user.id !== claims.userId) throw new AppError('invalid_token', 'Access token is invalid');
      if (entry.revoked) throw new AppError('session_revoked', 'Session has been revoked, sign in again');
      return entry.user;
    },
    forgetSession(sessionId) {
      cache.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of cache) if (entry.user.id === userId) cache.delete(sessionId);
    },
  };
}
