import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Router, { type RouterContext } from '@koa/router';
import Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { AppError } from '../core/errors.ts';
import type { AppDeps } from './deps.ts';
import './koa-context.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { rateLimits } from './middleware/rate-limits.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { bullBoard } from './routes/bull-board.ts';
import { consoleStatic } from './routes/console-static.ts';
import { apiRoutes } from './routes/index.ts';
import { temporalUi } from './routes/temporal-ui.ts';

/**
 * The sets below name routes as declared, not paths as spelled: the router matches
 * /API/Subscription/Webhook/ to the same route as /api/subscription/webhook (case and a trailing
 * slash do not count), so a check of ctx.path would let the other spellings past it.
 */

/**
 * Public endpoints that anyone may post to take small bodies: a T-Bank notification is under
 * 2 KB, so a megabyte from an anonymous caller is refused (413) before it is read.
 */
const smallBodyRoutes = new Set(['/api/subscription/webhook']);
/**
 * Routes that read a multipart/form-data body themselves (files, within their own limits). They
 * take a bearer token, never a cookie, so a cross-site form cannot post to them as someone.
 */
const multipartRoutes = new Set(['/api/homework/submissions']);
/**
 * Routes that read their JSON body themselves (api/middleware/json-body.ts) once they know who
 * sends it: the Telegram webhook checks its secret first, so a stranger's body is never read.
 */
const ownBodyRoutes = new Set(['/api/telegram/:bot/webhook']);

/** The declared path of the route this request matched (by path and method), if any. */
function matchedRoute(ctx: Context): string | undefined {
  const layers = (ctx as RouterContext).matched ?? [];
  const route = layers.findLast((layer) => layer.methods.includes(ctx.method));
  return typeof route?.path === 'string' ? route.path : undefined;
}

/**
 * JSON only under /api (a form post is a CSRF vector); the sandbox fakes also take forms. A
 * DELETE may carry a body too: spec 2's DELETE /analytics/credentials sends {service}.
 */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
function bodyParsers(): Middleware {
  const json = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', jsonStrict: true, parsedMethods: BODY_METHODS });
  const smallJson = bodyParser({ enableTypes: ['json'], jsonLimit: '16kb', jsonStrict: true, parsedMethods: BODY_METHODS });
  // The fake OpenAI reads photos sent as data URLs, as OpenAI takes images of up to 20 MB.
  const form = bodyParser({ enableTypes: ['json', 'form'], formLimit: '64kb', jsonLimit: '30mb' });
  const withBody = new Set(BODY_METHODS);
  return async (ctx, next) => {
    if (!withBody.has(ctx.method)) {
      await next();
      return;
    }
    if (ctx.path.startsWith('/sandbox/')) {
      await form(ctx, next);
      return;
    }
    const route = matchedRoute(ctx) ?? ctx.path;
    if (ownBodyRoutes.has(route) || (multipartRoutes.has(route) && ctx.is('multipart/form-data'))) {
      await next();
      return;
    }
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw new AppError('unsupported_media_type', multipartRoutes.has(route) ? 'Send the request body as application/json or multipart/form-data' : 'Send the request body as application/json');
    }
    await (smallBodyRoutes.has(route) ? smallJson : json)(ctx, next);
  };
}

/**
 * The console is served from PUBLIC_URL; only the operator resources are also offered to a
 * console on that origin when it runs elsewhere (Vite's dev server), exposing Content-Range
 * for react-admin's list totals. Other paths skip CORS work entirely.
 */
function operatorCors(publicUrl: string): Middleware {
  const handle = cors({ origin: new URL(publicUrl).origin, credentials: true, exposeHeaders: ['Content-Range', 'X-Request-Id'] });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/admin/')) await handle(ctx, next);
    else await next();
  };
}

/** Builds the web process's Koa app; server.ts listens on it, tests call it directly. */
export async function buildApp(deps: AppDeps): Promise<Koa> {
  const { config: cfg } = deps;
  // X-Forwarded-For decides ctx.ip (rate limits, audit): believed only when the operator says a
  // proxy sets it, or anyone could pick the address their requests are counted under.
  const app = new Koa({ proxy: cfg.TRUST_PROXY, keys: [cfg.SESSION_SECRET] });
  // Koa's default error listener prints stacks to stderr; our handler logs with the request id.
  app.silent = true;

  app.use(requestContext(app, deps.log));
  // First, so that every answer carries them, refusals and errors included.
  app.use(securityHeaders(cfg));
  app.use(errorHandler());
  app.use(rateLimits(deps, deps.rateLimits));
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { error: 'not_found', message: `No route ${ctx.method} ${ctx.path}` };
    }
  });
  app.use(operatorCors(cfg.PUBLIC_URL));

  // One router for every route: one match per request instead of one per area. Bodies are
  // parsed only for a matched route; the console's files are the fallback when none matched.
  const root = new Router();
  root.use(bodyParsers());
  const areas = apiRoutes(deps, app);
  // Loaded only in sandbox: a production process never even reads the fakes (nor does its image hold them).
  if (cfg.SANDBOX) areas.push(...(await import('../sandbox/index.ts')).sandboxRoutes(cfg));
  for (const area of areas) root.use(area.routes());
  app.use(root.routes()).use(root.allowedMethods({ throw: true }));
  app.use(bullBoard(deps));
  app.use(temporalUi(deps));
  app.use(consoleStatic());
  return app;
}
