import { createHash, randomBytes } from 'node:crypto';

/** A refresh token names its session and carries 256 random bits; only its hash is stored. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionIdOf(token: string): string | null {
  const [id, secret] = token.split('.');
  return id && secret && UUID.test(id) && secret.length >= 40 ? id : null;
}
