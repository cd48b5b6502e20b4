import Router from '@koa/router';
import session from 'koa-session';
import type Koa from 'koa';
import type { Context } from 'koa';
import type { SignInErrorCode } from '../../contracts/auth.ts';
import { toPublicUser } from '../../core/domain/auth/public-user.ts';
import { revokeSession, revokeSessionByRefreshToken, rotateSession, startSession } from '../../core/domain/auth/sessions.ts';
import { AppError } from '../../core/errors.ts';
import { queueSignInEvent } from '../../core/domain/auth/sign-in-outbox.ts';
import { userSignedIn } from '../../core/queues/jobs/user-signed-in.ts';
import { createPassport, UnverifiedEmailError, type SignedInUser } from '../auth/google-strategy.ts';
import { clearRefreshCookie, readRefreshCookie, secureCookiesFor, setRefreshCookie } from '../auth/refresh-cookie.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, bearerToken, currentUser } from '../middleware/authenticate.ts';

/** Cut to the lengths the sign-in job's schema allows: a long header must not lose the job. */
const metaLimits = { ip: userSignedIn.schema.shape.ip.unwrap().maxLength ?? 64, userAgent: userSignedIn.schema.shape.userAgent.unwrap().maxLength ?? 400 };
const requestMeta = (ctx: Context) => ({
  ip: ctx.ip.slice(0, metaLimits.ip) || null,
  userAgent: ctx.get('user-agent').slice(0, metaLimits.userAgent) || null,
});

export function authRoutes(deps: AppDeps, app: Koa): Router {
  const { config: cfg, tokens, jobs, access } = deps;
  const policy = { ttlDays: cfg.REFRESH_TOKEN_TTL_DAYS, reuseGraceSeconds: cfg.REFRESH_REUSE_GRACE_SECONDS };
  const passport = createPassport(cfg);
  const router = new Router({ prefix: '/api/auth' });

  // The OAuth state and PKCE verifier ride in a signed cookie for the ten minutes of the
  // round trip; SameSite=Lax because Google's redirect back is a cross-site navigation.
  const oauthSession = session(
    { key: 'oauth', maxAge: 10 * 60 * 1000, httpOnly: true, sameSite: 'lax', signed: true, secure: cfg.PUBLIC_URL.startsWith('https:') },
    app,
  );
  const secure: Koa.Middleware = (ctx, next) => {
    secureCookiesFor(ctx, cfg);
    return next();
  };
  const oauth = [secure, oauthSession, passport.initialize(), passport.session()];

  const toConsole = (ctx: Context, query: Record<string, string>) => {
    const url = new URL('/', cfg.PUBLIC_URL);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    ctx.redirect(url.toString());
  };

  router.get('/google', ...oauth, passport.authenticate('google', { session: false, prompt: 'select_account' }));

  router.get('/google/callback', ...oauth, async (ctx, next) => {
    const fail = (code: SignInErrorCode) => toConsole(ctx, { authError: code });
    if (ctx.query.error) {
      fail(ctx.query.error === 'access_denied' ? 'access_denied' : 'sign_in_failed');
      return;
    }

    const authenticate = passport.authenticate('google', { session: false }, async (err: unknown, result: SignedInUser | false) => {
      if (err) {
        if (err instanceof UnverifiedEmailError) return fail('email_unverified');
        ctx.log.warn({ err }, 'google sign-in failed');
        return fail('sign_in_failed');
      }
      // passport answers false for a missing or forged state and a replayed code.
      if (!result) return fail('invalid_state');

      const { user, created } = result;
      const meta = requestMeta(ctx);
      const { sessionId, refreshToken } = await startSession(user.id, meta, policy);
      const token = await tokens.issue({ userId: user.id, sessionId, role: user.role });
      setRefreshCookie(ctx, cfg, refreshToken);
      // Signing in must not wait on Redis: an event the queue cannot take is kept on the session
      // row and queued by the sign-in sweep once Redis is back.
      const event = { userId: user.id, sessionId, firstSignIn: created, ...meta, occurredAt: new Date().toISOString() };
      if ((await queueSignInEvent(jobs, event)) === 'kept') ctx.log.warn({ userId: user.id, sessionId }, 'sign-in event kept for the sweep: the queue is away');
      toConsole(ctx, { token });
    });
    await authenticate(ctx, next);
  });

  router.get('/me', authenticate(tokens, access), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toPublicUser(currentUser(ctx)) };
  });

  router.post('/refresh', async (ctx) => {
    const refreshToken = readRefreshCookie(ctx);
    if (!refreshToken) throw new AppError('unauthorized', 'No refresh token: sign in again');
    try {
      const rotated = await rotateSession(refreshToken, policy);
      setRefreshCookie(ctx, cfg, rotated.refreshToken);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { token: await tokens.issue({ userId: rotated.user.id, sessionId: rotated.sessionId, role: rotated.user.role }) };
    } catch (err) {
      if (err instanceof AppError) clearRefreshCookie(ctx, cfg);
      throw err;
    }
  });

  router.post('/logout', async (ctx) => {
    // Works with an expired access token too: the cookie names the session as well, and is
    // believed only when it carries that session's token.
    const bearer = bearerToken(ctx);
    if (bearer) {
      const claims = await tokens.verify(bearer).catch(() => null);
      if (claims) {
        await revokeSession(claims.sessionId, 'logout');
        access.forgetSession(claims.sessionId);
      }
    }
    const refreshToken = readRefreshCookie(ctx);
    if (refreshToken) {
      const sessionId = await revokeSessionByRefreshToken(refreshToken, 'logout', policy);
      if (sessionId) access.forgetSession(sessionId);
    }
    clearRefreshCookie(ctx, cfg);
    ctx.body = { success: true };
  });

  return router;
}
