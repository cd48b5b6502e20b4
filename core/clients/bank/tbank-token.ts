import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * T-Bank's request and notification signature ("Токен", https://developer.tbank.ru/eacq/intro/developer/token):
 * the root-level scalar fields (nested objects and arrays such as DATA and Receipt, and the
 * Token itself, left out) plus Password, sorted by key, their values concatenated
 * (booleans as true/false), SHA-256 of the UTF-8 string in lower-case hex.
 */
export function tbankToken(fields: Record<string, unknown>, password: string): string {
  const pairs: Array<[string, string]> = [['Password', password]];
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'Token') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pairs.push([key, String(value)]);
  }
  // Code-unit order, as the TreeMap of the docs' Java example sorts.
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(pairs.map(([, v]) => v).join(''), 'utf8').digest('hex');
}

/** Checks a body's Token in constant time (a timing leak would let a forger guess it byte by byte). */
export function verifyTbankToken(body: Record<string, unknown>, password: string): boolean {
  const given = Buffer.from(typeof body.Token === 'string' ? body.Token.toLowerCase() : '', 'utf8');
  const expected = Buffer.from(tbankToken(body, password), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
