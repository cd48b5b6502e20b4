import { randomUUID } from 'node:crypto';
import { createAccessTokens } from '../core/domain/auth/access-token.ts';
import { startSession } from '../core/domain/auth/sessions.ts';
import { User } from '../db/index.ts';

export interface BenchUser {
  userId: string;
  /** An access token; sent as `Authorization: Bearer <token>`. */
  token: string;
}

export const authHeaders = (user: BenchUser): Record<string, string> => ({ Authorization: `Bearer ${user.token}` });

/**
 * Signs `count` users in without Google: user rows, a live session each and an access token
 * signed with the web process's JWT_SECRET, made by the same core functions the sign-in
 * callback uses. Through the models' bound connection (connectDatabase before calling).
 */
export async function signInBenchUsers(count: number, jwtSecret: string, ttlSeconds: number): Promise<BenchUser[]> {
  const tokens = createAccessTokens(jwtSecret, ttlSeconds);
  // One insert for the rows; the sessions one by one, as startSession makes them.
  const rows = Array.from({ length: count }, (_, i) => ({ googleId: `bench-${randomUUID()}`, email: `bench${i}@example.com`, name: `Bench User ${i}`, role: 'user' as const }));
  const users = await User.query().insert(rows);
  const signedIn: BenchUser[] = [];
  for (const user of users) {
    const { sessionId } = await startSession(user.id, { ip: '127.0.0.1', userAgent: 'bench' }, { ttlDays: 1, reuseGraceSeconds: 0 });
    signedIn.push({ userId: user.id, token: await tokens.issue({ userId: user.id, sessionId, role: user.role }) });
  }
  return signedIn;
}
