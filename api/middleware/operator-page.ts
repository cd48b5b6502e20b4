import { existsSync } from 'node:fs';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { sessionIdOf } from '../../core/domain/auth/refresh-token.ts';
import { userOfRefreshToken } from '../../core/domain/auth/sessions.ts';
import type { User } from '../../db/index.ts';
import { readRefreshCookie } from '../auth/refresh-cookie.ts';
import type { AppDeps } from '../deps.ts';
import { consoleDist } from '../routes/console-static.ts';
import { bearerToken } from './authenticate.ts';

/** The operator and their session, from a bearer token (API clients) or the session cookie (a browser tab). */
async function pageUser({ config: cfg, tokens, access }: AppDeps, ctx: Context): Promise<{ user: User; sessionId: string } | null> {
  const token = bearerToken(ctx);
  if (token) {
    const claims = await tokens.verify(token).catch(() => null);
    const user = claims ? await access.resolve(claims).catch(() => null) : null;
    return user && claims ? { user, sessionId: claims.sessionId } : null;
  }
  const refresh = readRefreshCookie(ctx);
  const sessionId = refresh ? sessionIdOf(refresh) : null;
  if (!refresh || !sessionId) return null;
  const user = await userOfRefreshToken(refresh, { ttlDays: cfg.REFRESH_TOKEN_TTL_DAYS, reuseGraceSeconds: cfg.REFRESH_REUSE_GRACE_SECONDS });
  return user ? { user, sessionId } : null;
}

/** A person's browser tab asked (rather than a script): it gets the console's own page. */
export const wantsPage = (ctx: Context) => (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.accepts('json', 'html') === 'html';

/**
 * Pages the web process serves to operators only (Bull Board, the Temporal UI). A browser
 * navigation never reads the session's bearer token, so the refresh cookie (checked, not
 * rotated) is accepted too. Anyone else gets 401 or 403: a tab gets the console, whose route
 * for these paths shows its sign-in or forbidden screen; a script gets `{error, message}`.
 */
export function operatorPage(deps: AppDeps, what: string, dist = consoleDist): Middleware {
  const consoleBuilt = existsSync(`${dist}/index.html`);
  return async (ctx, next) => {
    const found = await pageUser(deps, ctx);
    const user = found?.user;
    if (found && user && (user.role === 'operator' || user.role === 'admin')) {
      ctx.state.user = user;
      ctx.state.sessionId = found.sessionId;
      await next();
      return;
    }
    ctx.status = user ? 403 : 401;
    ctx.set('Cache-Control', 'no-store');
    if (consoleBuilt && wantsPage(ctx)) {
      await send(ctx, 'index.html', { root: dist });
      ctx.status = user ? 403 : 401;
      return;
    }
    ctx.body = user
      ? { error: 'forbidden', message: `${what} is for operators: sign in with an operator or admin account` }
      : { error: 'unauthorized', message: `Sign in with an operator or admin account to open ${what}` };
  };
}

/** Runs `handler` for `prefix` and the paths below it; other paths never enter it. */
export function underPath(prefix: string, handler: Middleware): Middleware {
  return async (ctx, next) => {
    if (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) await handler(ctx, next);
    else await next();
  };
}
