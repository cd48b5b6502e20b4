import Koa, { type Context, type Middleware } from 'koa';
import compose from 'koa-compose';
import { z } from 'zod';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { AppError } from '../../core/errors.ts';
import type { User } from '../../db/index.ts';
import type { AppDeps } from '../deps.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { underPath, wantsPage } from '../middleware/operator-page.ts';
import { requestContext } from '../middleware/request-context.ts';
import { parseQuery } from '../middleware/validate.ts';
import { temporalUiOriginHeaders } from '../middleware/security-headers.ts';
import { temporalUiProxy } from './temporal-ui-proxy.ts';
import { createTemporalUiSessions, UI_SESSION_COOKIE, UI_SESSION_SECONDS, type TemporalUiSessions, type UiSessionClaims } from './temporal-ui-session.ts';
import { createTemporalUiTickets, type TemporalUiTickets } from './temporal-ui-ticket.ts';
import { UI_ENTER_PATH } from './temporal-ui.ts';

const isOperator = (user: User) => user.role === 'operator' || user.role === 'admin';
const prefix = OPERATOR_PAGES.temporalUi;
const underUi = (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The user behind UI-origin claims, provided the console session they came from is still live
 * (a logout there ends this too) and the user is still an operator now, not only when the
 * ticket was minted.
 */
async function liveOperator(deps: AppDeps, claims: Omit<UiSessionClaims, 'expiresAt'>): Promise<User> {
  const user = await deps.access.resolve({ ...claims, expiresAt: 0 }).catch(() => null);
  if (!user) throw new AppError('unauthorized', 'Your session has ended: open the Temporal UI from the console again');
  if (!isOperator(user)) throw new AppError('forbidden', 'The Temporal UI is for operators: sign in with an operator or admin account');
  return user;
}

/** GET /operator-session?ticket=...: a ticket from the console's origin becomes this origin's session cookie. */
function enter(deps: AppDeps, publicUrl: string, tickets: TemporalUiTickets, sessions: TemporalUiSessions): Middleware {
  const https = new URL(publicUrl).protocol === 'https:';
  const query = z.object({ ticket: z.string().min(1).max(4096) });
  return async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    if (ctx.method !== 'GET') throw new AppError('bad_request', 'Open the Temporal UI from the console');
    const { ticket } = parseQuery(ctx, query);
    const claims = await tickets.redeem(ticket);
    if (!claims || !underUi(claims.path)) throw new AppError('invalid_token', 'This link to the Temporal UI has expired or was used already: open the Temporal UI from the console again');
    const user = await liveOperator(deps, { userId: claims.userId, sessionId: claims.sessionId, role: 'user' });
    // Behind the TLS proxy the connection is plain HTTP; the public URL says it is https.
    if (https) ctx.cookies.secure = true;
    ctx.cookies.set(UI_SESSION_COOKIE, await sessions.issue({ userId: user.id, sessionId: claims.sessionId, role: user.role }), {
      httpOnly: true,
      // Lax, not Strict: the first page is reached by a redirect that started on the console's site.
      sameSite: 'lax',
      secure: https,
      path: '/',
      maxAge: UI_SESSION_SECONDS * 1000,
      overwrite: true,
    });
    ctx.redirect(claims.path);
  };
}

/**
 * Every request to the UI needs this origin's session cookie, and its operator is checked again
 * each time. A browser tab without one goes back to the console's entry for the same page (which
 * mints a ticket, or shows the console's sign-in); a script gets 401 or 403.
 */
function operatorSession(deps: AppDeps, sessions: TemporalUiSessions): Middleware {
  return async (ctx: Context, next) => {
    const token = ctx.cookies.get(UI_SESSION_COOKIE);
    const claims = token ? await sessions.verify(token) : null;
    try {
      if (!claims) throw new AppError('unauthorized', 'Open the Temporal UI from the console, signed in with an operator or admin account');
      ctx.state.user = await liveOperator(deps, claims);
    } catch (err) {
      ctx.set('Cache-Control', 'no-store');
      if (err instanceof AppError && err.status === 401 && wantsPage(ctx)) {
        ctx.redirect(new URL(ctx.url, deps.config.PUBLIC_URL).href);
        return;
      }
      throw err;
    }
    await next();
  };
}

/**
 * The web process's second listener (TEMPORAL_UI_LISTEN_PORT), reached at `publicUrl`
 * (TEMPORAL_UI_PUBLIC_URL): the Temporal UI on an origin of its own, so its scripts and relaxed CSP never share an origin (or a cookie) with the console.
 * It serves the UI under /admin/temporal to operators with this origin's session, the ticket
 * exchange, and nothing else.
 */
export function buildTemporalUiApp(deps: AppDeps, publicUrl: string): Koa {
  const cfg = deps.config;
  const app = new Koa({ proxy: cfg.TRUST_PROXY });
  app.silent = true;
  const tickets = createTemporalUiTickets({ secret: cfg.JWT_SECRET, redis: deps.redis, prefix: cfg.QUEUE_PREFIX });
  const sessions = createTemporalUiSessions(cfg.JWT_SECRET);

  app.use(requestContext(app, deps.log, { propagate: cfg.REQUEST_ID_PROPAGATION, metrics: cfg.METRICS_ENABLED }));
  app.use(temporalUiOriginHeaders(cfg));
  app.use(errorHandler());
  app.use(underPath(UI_ENTER_PATH, enter(deps, publicUrl, tickets, sessions)));
  app.use(underPath(prefix, compose([operatorSession(deps, sessions), temporalUiProxy(deps)])));
  app.use((ctx) => {
    if (ctx.path === '/') {
      ctx.redirect(`${prefix}/`);
      return;
    }
    // The UI's page names no icon, so browsers ask the origin's root for one; the UI has it under its prefix.
    if (ctx.path === '/favicon.ico') {
      ctx.redirect(`${prefix}/favicon.ico`);
      return;
    }
    throw new AppError('not_found', `No route ${ctx.method} ${ctx.path}: this origin serves the Temporal UI under ${prefix}`);
  });
  return app;
}
