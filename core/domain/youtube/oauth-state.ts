import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors.ts';

const AUDIENCE = 'youtube-oauth';
const ISSUER = 'ai-tools-platform';

/**
 * The `state` of the YouTube OAuth round trip: the callback is a browser navigation with no
 * bearer token, so the state itself says whose grant it is, signed and valid for 10 minutes.
 */
export function createOAuthState(secret: string, audience = AUDIENCE) {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    async verify(state: string): Promise<string> {
      try {
        const { payload } = await jwtVerify(state, key, { audience, issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub) throw new AppError('bad_request', 'The authorization request is not valid');
        return payload.sub;
      } catch (err) {
        if (err instanceof errors.JOSEError) throw new AppError('bad_request', 'The authorization request has expired or is not valid. Please try again.');
        throw err;
      }
    },
  };
}
