import type { Role } from '../../db/index.ts';
import { isRole, signToken, verifyToken, type TokenKind } from '../../core/domain/auth/signed-token.ts';

/** The Temporal UI origin's own session cookie; the console's cookies never reach that host. */
export const UI_SESSION_COOKIE = 'temporal_ui_session';
/**
 * A working day. The cookie alone never lets anyone in: every request also checks that the
 * console session it came from is live and its user still an operator (temporal-ui-origin.ts).
 */
export const UI_SESSION_SECONDS = 8 * 3600;

const KIND: TokenKind = { audience: 'temporal-ui-session', seconds: UI_SESSION_SECONDS };

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

/** Signed under an audience of its own: a console access token or a ticket is not a session here. */
export function createTemporalUiSessions(secret: string): TemporalUiSessions {
  const key = new TextEncoder().encode(secret);
  return {
    issue({ userId, sessionId, role }) {
      return signToken(key, KIND, userId, { sid: sessionId, role });
    },
    async verify(token) {
      const payload = await verifyToken(key, KIND.audience, token).catch(() => null);
      if (!payload) return null;
      const { sub, sid, role, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !isRole(role)) return null;
      return { userId: sub, sessionId: sid, role, expiresAt: exp };
    },
  };
}
