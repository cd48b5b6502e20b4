import koaPassport from 'koa-passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { Config } from '../../core/config.ts';
import { googleProfileSchema, upsertGoogleUser } from '../../core/domain/auth/upsert-google-user.ts';
import type { User } from '../../db/index.ts';

export interface SignedInUser {
  user: User;
  created: boolean;
}

/** Where the strategy talks to Google; sandbox points every URL at the local fake. */
export function googleEndpoints(cfg: Config) {
  if (cfg.SANDBOX) {
    const self = `http://127.0.0.1:${cfg.PORT}/sandbox/google`;
    return {
      clientID: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      authorizationURL: `${cfg.PUBLIC_URL}/sandbox/google/o/oauth2/v2/auth`,
      tokenURL: `${self}/token`,
      userProfileURL: `${self}/oauth2/v3/userinfo`,
    };
  }
  return {
    clientID: cfg.GOOGLE_CLIENT_ID ?? '',
    clientSecret: cfg.GOOGLE_CLIENT_SECRET ?? '',
    authorizationURL: `${cfg.GOOGLE_OAUTH_BASE_URL}/o/oauth2/v2/auth`,
    tokenURL: cfg.GOOGLE_TOKEN_URL,
    userProfileURL: cfg.GOOGLE_USERINFO_URL,
  };
}

export class UnverifiedEmailError extends Error {
  override readonly name = 'UnverifiedEmailError';
}

/**
 * A passport instance of its own (tests build several apps) with the Google strategy. The
 * state and the PKCE verifier live in a short-lived signed session cookie.
 */
export function createPassport(cfg: Config) {
  const passport = new koaPassport.KoaPassport();
  passport.use(
    new GoogleStrategy(
      {
        ...googleEndpoints(cfg),
        callbackURL: `${cfg.PUBLIC_URL}/api/auth/google/callback`,
        scope: ['openid', 'profile', 'email'],
        state: true,
        pkce: true,
      },
      (_accessToken: string, _refreshToken: string, profile: Profile, done: (err: unknown, user?: SignedInUser | false) => void) => {
        const parsed = googleProfileSchema.safeParse({
          googleId: profile.id,
          email: profile.emails?.[0]?.value,
          emailVerified: profile.emails?.[0]?.verified === true || String(profile.emails?.[0]?.verified) === 'true',
          name: profile.displayName ?? '',
          avatarUrl: profile.photos?.[0]?.value ?? null,
        });
        if (!parsed.success) return done(new Error(`Google profile unusable: ${parsed.error.issues[0]?.message ?? 'invalid'}`));
        if (!parsed.data.emailVerified) return done(new UnverifiedEmailError('Google account e-mail is not verified'));
        upsertGoogleUser(parsed.data, cfg.ADMIN_EMAILS).then(
          (result) => done(null, result),
          (err: unknown) => done(err),
        );
      },
    ),
  );
  return passport;
}
