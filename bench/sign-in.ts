import { randomUUID } from 'node:crypto';
import { createAccessTokens } from '../core/domain/auth/access-token.ts';
import { startSession } from '../core/domain/auth/sessions.ts';
import { connectDatabase, User } from '../db/index.ts';

/**
 * Signs a user in without Google: a user row, a live session and an access token signed with
 * the web process's JWT_SECRET, made by the same core functions the sign-in callback uses.
 */
export async function signInBenchUser(databaseUrl: string, jwtSecret: string, ttlSeconds: number): Promise<string> {
  const knex = connectDatabase(databaseUrl, { min: 0, max: 1 });
  try {
    const user = await User.query().insert({ googleId: `bench-${randomUUID()}`, email: 'bench@example.com', name: 'Bench User', role: 'user' });
    const { sessionId } = await startSession(user.id, { ip: '127.0.0.1', userAgent: 'bench' }, { ttlDays: 1, reuseGraceSeconds: 0 });
    return await createAccessTokens(jwtSecret, ttlSeconds).issue({ userId: user.id, sessionId, role: user.role });
  } finally {
    await knex.destroy();
  }
}
