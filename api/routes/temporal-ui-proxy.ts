import type { ServerResponse } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { UI_SESSION_COOKIE } from './temporal-ui-session.ts';
import { isReadCall, READ_ONLY_SETTINGS, SETTINGS_PATH } from './temporal-ui-writes.ts';

/** Our credentials stay with us: the UI gets only its own cookies (its _csrf). */
const ourCookies = new Set([UI_SESSION_COOKIE]);

function withoutOurCookies(header: string | undefined): string {
  if (!header) return '';
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !ourCookies.has(pair.split('=')[0]!.trim()))
    .join('; ');
}

function stripCredentials(ctx: Context): void {
  delete ctx.req.headers.authorization;
  const cookie = withoutOurCookies(ctx.req.headers.cookie);
  if (cookie) ctx.req.headers.cookie = cookie;
  else delete ctx.req.headers.cookie;
}

const unreachable = () => new AppError('bad_gateway', 'The Temporal UI is not reachable from the web process');

/**
 * The UI's settings with every write switched off, whatever the UI server says: the dev server
 * (temporal CLI 1.5) has no setting for it, and a UI that shows no button sends no write.
 */
async function readOnlySettings(ctx: Context, target: string): Promise<void> {
  const res = await fetch(new URL(ctx.url, target), { headers: { accept: 'application/json', ...(ctx.req.headers.cookie ? { cookie: ctx.req.headers.cookie } : {}) } }).catch(() => {
    throw unreachable();
  });
  const settings: unknown = await res.json().catch(() => null);
  if (!res.ok || typeof settings !== 'object' || settings === null) throw unreachable();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { ...settings, ...READ_ONLY_SETTINGS };
}

/**
 * Forwards an operator's request to the Temporal UI (TEMPORAL_UI_URL), unchanged but for our
 * credentials, after refusing every call that would change something: the UI server may be one
 * whose write actions are on (the dev server's cannot be turned off), and an action taken there
 * would bypass the console's audit.
 */
export function temporalUiProxy(deps: AppDeps): Middleware {
  const target = deps.config.TEMPORAL_UI_URL;
  const proxy = createProxyServer({ target, xfwd: false, proxyTimeout: 30_000 });

  return async (ctx) => {
    if (!isReadCall(ctx.method, ctx.path)) {
      throw new AppError('forbidden', "The Temporal UI is read-only: cancel, terminate, reset or signal a workflow from the console's Workflows page, where each action is audited");
    }
    stripCredentials(ctx);
    if (ctx.method === 'GET' && ctx.path === SETTINGS_PATH) {
      await readOnlySettings(ctx, target);
      return;
    }
    await new Promise<void>((resolve) => {
      ctx.respond = false;
      const res: ServerResponse = ctx.res;
      res.once('close', () => resolve());
      proxy.web(ctx.req, res, {}, (err) => {
        ctx.log.warn({ err: err.message, target }, 'Temporal UI did not answer');
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ error: 'bad_gateway', message: unreachable().message }));
        } else {
          res.destroy();
        }
        resolve();
      });
    });
  };
}
