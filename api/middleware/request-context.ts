import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { config } from '../../core/config.ts';
import { observeHttpRequest } from '../../core/metrics/http-metrics.ts';
import { runWithRequestId } from '../../core/request-id.ts';

const acceptableId = /^[A-Za-z0-9._-]{8,128}$/;
const childLogger = Symbol('childLogger');

export interface RequestContextOptions {
  /** Run the request inside its id (core/request-id.ts): jobs, workflows and log lines carry it. */
  propagate: boolean;
  /** Time each request into http_request_duration_seconds. */
  metrics: boolean;
}

/** @koa/router writes the matched route's template here. */
type Routed = Koa.Context & { _matchedRoute?: string | RegExp };

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane), runs the rest of the
 * chain inside it, writes one log line and one latency observation when it ends.
 */
export function requestContext(app: Koa, log: Logger, options: RequestContextOptions = { propagate: config().REQUEST_ID_PROPAGATION, metrics: config().METRICS_ENABLED }): Middleware {
  // A child made on first use only: building one per request (as pino-http does) cost a fifth of
  // the signed-in read's throughput. With propagation the logger's mixin adds the id
  // (core/logger.ts): the child binding it too would write the key twice.
  Object.defineProperty(app.context, 'log', {
    get(this: Koa.Context & { [childLogger]?: Logger }) {
      this[childLogger] ??= log.child(options.propagate ? {} : { reqId: this.requestId });
      return this[childLogger];
    },
  });

  // Request lines carry no secrets (the path only, no headers), so they skip redaction,
  // which otherwise walks every logged object: 6% of a signed-in read's CPU.
  const access = log.child({}, { redact: [] });

  return async (ctx, next) => {
    const given = ctx.get('x-request-id');
    ctx.requestId = acceptableId.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', ctx.requestId);
    const started = performance.now();
    try {
      // Metrics live on each process's internal port (core/metrics/metrics-server.ts). Here the
      // console's page fallback would answer 200 with its HTML: a scraper pointed at the public
      // port gets a plain 404 instead.
      if (ctx.path === '/metrics') {
        ctx.status = 404;
        ctx.body = { error: 'not_found', message: `No route ${ctx.method} /metrics on this port` };
      } else {
        await (options.propagate ? runWithRequestId(ctx.requestId, next) : next());
      }
    } finally {
      const ms = performance.now() - started;
      const status = ctx.status;
      if (options.metrics) observeHttpRequest(ctx.method, routeOf(ctx), status, ms / 1000);
      // Probes (/api/health, /ready, /live) every few seconds would drown the access log.
      if (ctx.path !== '/api/health' && !ctx.path.startsWith('/api/health/')) {
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        // The path only: query strings can carry one-time codes and tokens. Written outside the
        // request's context (the id is named here), so the mixin adds nothing.
        access[level]({ reqId: ctx.requestId, method: ctx.method, path: ctx.path, status, ms: Math.round(ms * 10) / 10 }, 'request completed');
      }
    }
  };
}

const routeOf = (ctx: Routed): string | undefined => (typeof ctx._matchedRoute === 'string' ? ctx._matchedRoute : undefined);
