import { randomUUID } from 'node:crypto';
import { Session, User } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { hashRefreshToken, newRefreshToken, sessionIdOf } from './refresh-token.ts';

export interface SessionPolicy {
  ttlDays: number;
  /** A token rotated less than this many seconds ago is accepted once more (two tabs racing). */
  reuseGraceSeconds: number;
}

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function startSession(userId: string, meta: SessionMeta, policy: SessionPolicy) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken(sessionId);
  await Session.query().insert({
    id: sessionId,
    userId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: addDays(policy.ttlDays),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return { sessionId, refreshToken };
}

type Verdict = 'current' | 'grace' | 'reused';

function judge(session: Session, hash: string, graceSeconds: number): Verdict {
  if (session.tokenHash === hash) return 'current';
  const rotatedAgo = session.rotatedAt ? (Date.now() - session.rotatedAt.getTime()) / 1000 : Infinity;
  if (session.previousTokenHash === hash && rotatedAgo <= graceSeconds) return 'grace';
  return 'reused';
}

function assertUsable(session: Session | undefined): asserts session is Session {
  if (!session) throw new AppError('invalid_token', 'Refresh token is invalid');
  if (session.revokedAt) throw new AppError('session_revoked', 'Session has been revoked, sign in again');
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError('token_expired', 'Session expired, sign in again');
}

/**
 * Exchanges a refresh token for a new one (rotation on every use). Presenting a token that was
 * already rotated away means it was copied: the whole session is revoked.
 */
export async function rotateSession(refreshToken: string, policy: SessionPolicy) {
  const sessionId = sessionIdOf(refreshToken);
  if (!sessionId) throw new AppError('invalid_token', 'Refresh token is invalid');
  const hash = hashRefreshToken(refreshToken);

  const outcome = await Session.transaction(async (trx) => {
    const session = await Session.query(trx).findById(sessionId).forUpdate();
    assertUsable(session);
    const verdict = judge(session, hash, policy.reuseGraceSeconds);
    if (verdict === 'reused') {
      await Session.query(trx)
        .findById(sessionId)
        .patch({ revokedAt: new Date(), revokedReason: 'refresh_token_reuse' });
      return { reused: true as const };
    }
    const next = newRefreshToken(sessionId);
    await Session.query(trx)
      .findById(sessionId)
      .patch({
        tokenHash: hashRefreshToken(next),
        previousTokenHash: session.tokenHash,
        rotatedAt: new Date(),
        generation: session.generation + 1,
        expiresAt: addDays(policy.ttlDays),
      });
    return { reused: false as const, userId: session.userId, refreshToken: next };
  });

  if (outcome.reused) {
    throw new AppError('session_revoked', 'Refresh token was already used; the session has been revoked');
  }
  const user = await User.query().findById(outcome.userId);
  if (!user) throw new AppError('invalid_token', 'Refresh token is invalid');
  return { user, sessionId, refreshToken: outcome.refreshToken };
}

/** Checks a refresh token without rotating it (cookie-authenticated operator pages). */
export async function userOfRefreshToken(refreshToken: string, policy: SessionPolicy): Promise<User | null> {
  const sessionId = sessionIdOf(refreshToken);
  if (!sessionId) return null;
  const session = await Session.query().findById(sessionId).withGraphJoined('user');
  try {
    assertUsable(session);
  } catch {
    return null;
  }
  return judge(session, hashRefreshToken(refreshToken), policy.reuseGraceSeconds) === 'reused' ? null : (session.user ?? null);
}

export async function revokeSession(sessionId: string, reason: string): Promise<void> {
  await Session.query().findById(sessionId).whereNull('revoked_at').patch({ revokedAt: new Date(), revokedReason: reason });
}

/**
 * Revokes the session of a refresh token only when the token is that session's own (its current
 * one, or the one just rotated away within the grace, as rotation judges it): a session id with
 * made-up or old secret bits signs nobody out. Answers the id of the session revoked, if any.
 */
export async function revokeSessionByRefreshToken(refreshToken: string, reason: string, policy: SessionPolicy): Promise<string | null> {
  const sessionId = sessionIdOf(refreshToken);
  if (!sessionId) return null;
  const session = await Session.query().findById(sessionId);
  if (!session || judge(session, hashRefreshToken(refreshToken), policy.reuseGraceSeconds) === 'reused') return null;
  await revokeSession(sessionId, reason);
  return sessionId;
}
