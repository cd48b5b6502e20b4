import { errors } from 'jose';
import type { Role } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { isRole, signToken, verifyToken } from './signed-token.ts';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
  expiresAt: number;
}

export interface AccessTokens {
  issue(claims: Omit<AccessClaims, 'expiresAt'>): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

const AUDIENCE = 'console';
const CACHE_LIMIT = 10_000;

/**
 * Short-lived HS256 access tokens. Verified tokens are remembered until they expire, so a
 * busy client does not pay for the HMAC and the claim checks on every request; the cache is
 * bounded and drops its oldest entries first.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims>();

  return {
    async issue({ userId, sessionId, role }) {
      return signToken(key, { audience: AUDIENCE, seconds: ttlSeconds }, userId, { sid: sessionId, role }, crypto.randomUUID());
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt * 1000 > Date.now()) return hit;
        verified.delete(token);
        throw new AppError('token_expired', 'Access token expired');
      }
      let claims: AccessClaims;
      try {
        const payload = await verifyToken(key, AUDIENCE, token);
        const { sub, sid, role, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !isRole(role)) {
          throw new AppError('invalid_token', 'Access token is malformed');
        }
        claims = { userId: sub, sessionId: sid, role, expiresAt: exp };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JWTExpired) throw new AppError('token_expired', 'Access token expired');
        throw new AppError('invalid_token', 'Access token is invalid');
      }
      if (verified.size >= CACHE_LIMIT) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, claims);
      return claims;
    },
  };
}
