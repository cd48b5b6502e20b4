import { apiIdInvalid, phoneNumberInvalid } from './fake-error.ts';

/**
 * What Telegram checks before a sign-in: an API ID and hash as my.telegram.org issues them (a
 * positive integer and 32 hex characters) and a phone number in international format.
 */
export function checkCredentials(apiId: unknown, apiHash: unknown): void {
  const idOk = typeof apiId === 'number' && Number.isSafeInteger(apiId) && apiId > 0;
  const hashOk = typeof apiHash === 'string' && /^[0-9a-f]{32}$/i.test(apiHash);
  if (!idOk || !hashOk) throw apiIdInvalid();
}

/** Spaces, dashes and brackets people type between the digits. */
const SEPARATORS = /[\s\-().]/g;

/** The number's digits when it is `+` and 7 to 15 digits (E.164); PHONE_NUMBER_INVALID otherwise. */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(SEPARATORS, '');
  if (!/^\+\d{7,15}$/.test(compact)) throw phoneNumberInvalid();
  return compact.slice(1);
}

/**
 * The digits of a number named in a URL, where a `+` left unencoded arrives as a space: the
 * sandbox page's lookups take the number with or without it. Null when it is not a number.
 */
export function phoneDigitsOf(phone: string): string | null {
  const compact = phone.replace(SEPARATORS, '').replace(/^\+/, '');
  return /^\d{7,15}$/.test(compact) ? compact : null;
}
