import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A fixed key: the fake guards no real account, and a key that survives a restart is what lets
 * a signed-in session outlive the web process, as a Telegram session outlives our processes.
 */
const KEY = 'sandbox-telegram-user-session';

const mac = (payload: string) => createHmac('sha256', KEY).update(payload).digest().subarray(0, 16).toString('base64url');

/** A signed-in session: opaque to the product, but carrying (and vouching for) the number it is signed in as. */
export function issueSessionToken(phoneDigits: string): string {
  const payload = Buffer.from(`${phoneDigits}:${randomBytes(12).toString('hex')}`).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

/** The number a session this fake issued is signed in as; null for any other string. */
export function phoneOfSessionToken(token: string): string | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const phone = /^(\d{7,15}):[0-9a-f]{24}$/.exec(Buffer.from(payload, 'base64url').toString())?.[1];
  return phone ?? null;
}
