import koaPassport from 'koa-passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { googleSignInEndpoints } from '../../core/clients/google-sign-in.ts';
import type { Config } from '../../core/config.ts';
import { googleProfileSchema, upsertGoogleUser } from '../../core/domain/auth/upsert-google-user.ts';
import type { User } from '../../db/index.ts';

export interface SignedInUser {
  user: User;
  created: boolean;
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
        ...googleSignInEndpoints(cfg),
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
