import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors.ts';

const AUDIENCE = 'youtube-oauth';
const ISSUER = 'ai-tools-platform';
/** How long a consent round trip may take; the browser's nonce cookie lives as long. */
export const OAUTH_STATE_TTL_SECONDS = 600;

/** What `connect` hands out: the state for Google, and the nonce the browser keeps in a cookie. */
export interface IssuedOAuthState {
  state: string;
  nonce: string;
}

const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** Compares the digests of both, so neither a length nor a first differing byte shows in the timing. */
function sameHash(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/**
 * The `state` of an OAuth round trip (YouTube, Google Calendar). The callback is a browser
 * navigation with no bearer token, so the state says whose grant it is, signed and valid for 10
 * minutes. It is also bound to the browser that asked for it: it carries the hash of a random
 * nonce that only that browser holds (in an httpOnly cookie). A consent link made by someone else
 * and opened by a victim arrives without that nonce, so the victim's Google account can never be
 * attached to the link maker's user.
 */
export function createOAuthState(secret: string, audience = AUDIENCE) {
  const key = new TextEncoder().encode(secret);
  const invalid = () => new AppError('bad_request', 'The authorization request has expired or is not valid. Please try again.');
  return {
    async issue(userId: string): Promise<IssuedOAuthState> {
      const nonce = randomBytes(32).toString('base64url');
      const state = await new SignJWT({ nh: nonceHash(nonce) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${OAUTH_STATE_TTL_SECONDS}s`)
        .sign(key);
      return { state, nonce };
    },
    /** The user the state names, when it is genuine, unexpired and `nonce` is the issuing browser's. */
    async verify(state: string, nonce: string | null | undefined): Promise<string> {
      let payload;
      try {
        ({ payload } = await jwtVerify(state, key, { audience, issuer: ISSUER, algorithms: ['HS256'] }));
      } catch (err) {
        if (err instanceof errors.JOSEError) throw invalid();
        throw err;
      }
      if (!payload.sub || typeof payload.nh !== 'string') throw invalid();
      if (!nonce || !sameHash(nonceHash(nonce), payload.nh)) throw invalid();
      return payload.sub;
    },
  };
}
