/**
 * Keys whose values operators must never see in a job's payload: credentials, sessions, one-time
 * codes. Matched as words inside the key (accessToken, api_key, sessionString, linkCode...).
 */
const secretKey = /(token|key|secret|password|passwd|session|code|cookie|authorization|credential|signature|otp|pin)/i;
/** Keys that contain one of those words but only name a thing (an id, a kind, a language). */
const harmlessKey = /^(keyId|languageCode|countryCode|currencyCode|statusCode|errorCode|code_?kind|keys?Count)$/i;

const MAX_DEPTH = 6;

export function isSecretKey(key: string): boolean {
  return secretKey.test(key) && !harmlessKey.test(key);
}

/** A copy of `value` with every secret-looking key's value replaced by '[redacted]'. */
export function redactPayload(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((v) => redactPayload(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, isSecretKey(k) && v !== null && v !== undefined ? '[redacted]' : redactPayload(v, depth + 1)]),
    );
  }
  return value;
}
