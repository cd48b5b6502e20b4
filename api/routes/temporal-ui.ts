import type { ServerResponse } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.ts';
import type { AppDeps } from '../deps.ts';
import { operatorPage, underPath } from '../middleware/operator-page.ts';

/**
 * The Temporal UI for operators, reverse-proxied under /admin/temporal: Temporal itself (its
 * frontend and its UI) is published nowhere, so the web process's operator check is the only
 * way in. The UI serves under the same prefix (`--ui-public-path` / TEMPORAL_UI_PUBLIC_PATH),
 * so paths go through unchanged.
 */
const ourCookies = new Set([REFRESH_COOKIE, 'oauth', 'oauth.sig']);

function withoutOurCookies(header: string | undefined): string {
  if (!header) return '';
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !ourCookies.has(pair.split('=')[0]!.trim()))
    .join('; ');
}

export function temporalUi(deps: AppDeps): Middleware {
  const target = deps.config.TEMPORAL_UI_URL;
  const proxy = createProxyServer({ target, xfwd: false, proxyTimeout: 30_000 });

  const forward: Middleware = (ctx) =>
    new Promise<void>((resolve) => {
      ctx.respond = false;
      const res: ServerResponse = ctx.res;
      res.once('close', () => resolve());
      // Our credentials stay with us: the UI gets only its own cookies (its _csrf).
      delete ctx.req.headers.authorization;
      const cookie = withoutOurCookies(ctx.req.headers.cookie);
      if (cookie) ctx.req.headers.cookie = cookie;
      else delete ctx.req.headers.cookie;
      proxy.web(ctx.req, res, {}, (err) => {
        ctx.log.warn({ err: err.message, target }, 'Temporal UI did not answer');
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ error: 'bad_gateway', message: 'The Temporal UI is not reachable from the web process' }));
        } else {
          res.destroy();
        }
        resolve();
      });
    });

  return underPath(OPERATOR_PAGES.temporalUi, compose([operatorPage(deps, 'The Temporal UI'), forward]));
}
