import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../db/index.ts';

/** The Temporal UI origin's own session cookie; the console's cookies never reach that host. */
export const UI_SESSION_COOKIE = 'temporal_ui_session';
/**
 * A working day. The cookie alone never lets anyone in: every request also checks that the
 * console session it came from is live and its user still an operator (temporal-ui-origin.ts).
 */
export const UI_SESSION_SECONDS = 8 * 3600;

const ISSUER = 'ai-tools-platform';
const AUDIENCE = 'temporal-ui-session';

export interface UiSessionClaims {
  userId: string;
  sessionId: string;
  role: Role;
  expiresAt: number;
}

export interface TemporalUiSessions {
  issue(claims: Omit<UiSessionClaims, 'expiresAt'>): Promise<string>;
  verify(token: string): Promise<UiSessionClaims | null>;
}

const isRole = (value: unknown): value is Role => value === 'user' || value === 'operator' || value === 'admin';

/** Signed under an audience of its own: a console access token or a ticket is not a session here. */
export function createTemporalUiSessions(secret: string): TemporalUiSessions {
  const key = new TextEncoder().encode(secret);
  return {
    issue({ userId, sessionId, role }) {
      return new SignJWT({ sid: sessionId, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${UI_SESSION_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      const payload = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }).then(
        (verified) => verified.payload,
        () => null,
      );
      if (!payload) return null;
      const { sub, sid, role, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !isRole(role)) return null;
      return { userId: sub, sessionId: sid, role, expiresAt: exp };
    },
  };
}
