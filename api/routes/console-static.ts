import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import send from 'koa-send';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';

export const consoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

/**
 * Serves the built console: hashed assets with a long cache, and index.html for every other
 * page path so client-side routes survive a reload. Mounted last, it sees only requests no
 * route answered; API, Bull Board and sandbox paths stay JSON 404s.
 */
export function consoleStatic(dist = consoleDist): Middleware {
  if (!existsSync(`${dist}/index.html`)) {
    return async (ctx, next) => {
      await next();
      if (ctx.status === 404 && ctx.method === 'GET' && ctx.accepts('html') === 'html' && !isServerPath(ctx.path)) {
        ctx.status = 503;
        ctx.body = { error: 'service_unavailable', message: 'The console is not built yet: run `npm run build`' };
      }
    };
  }
  const assets = serve(dist, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
  });
  const files = serve(dist, { index: false, maxage: 3600 * 1000 });
  return async (ctx, next) => {
    if (isServerPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    if (ctx.path.startsWith('/assets/')) {
      await assets(ctx, next);
      return;
    }
    if (/\.[a-z0-9]+$/i.test(ctx.path)) {
      await files(ctx, next);
      return;
    }
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root: dist });
    }
  };
}

const isServerPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  Object.values(OPERATOR_PAGES).some((page) => path === page || path.startsWith(`${page}/`)) ||
  path.startsWith('/sandbox/');
