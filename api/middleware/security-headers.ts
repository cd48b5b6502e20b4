import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import type { Config } from '../../core/config.ts';

type Directives = Record<string, string[]>;

/**
 * The console (and every JSON answer of /api): Vite's build has no inline script and nothing
 * evaluated; MUI's emotion injects <style> tags, hence 'unsafe-inline' for styles only.
 * Images are YouTube's video thumbnails (i.ytimg.com), channel and commenter avatars
 * (yt3.ggpht.com) and Google profile pictures (lh3.googleusercontent.com); the sandbox's fakes
 * draw theirs as data: URLs. No fonts, frames or other hosts are loaded; sign-in and payment
 * leave by navigation, which CSP does not govern.
 */
function consoleDirectives(cfg: Pick<Config, 'SANDBOX'>): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Sandbox (a loopback PUBLIC_URL only) draws data: URLs, and its fake Google's avatars live on
    // whatever loopback port the web process had when the demo user last signed in.
    'img-src': ["'self'", 'https://i.ytimg.com', 'https://yt3.ggpht.com', 'https://lh3.googleusercontent.com', ...(cfg.SANDBOX ? ['data:', 'http://localhost:*', 'http://127.0.0.1:*'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * `base` with `extra` sources added to its directives ('none' gives way to them): an operator
 * page still shows the console when the person is not an operator.
 */
function widen(base: Directives, extra: Directives): Directives {
  const widened = { ...base };
  for (const [name, sources] of Object.entries(extra)) widened[name] = [...new Set([...(base[name] ?? []).filter((s) => s !== "'none'"), ...sources])];
  return widened;
}

/**
 * Bull Board's page: its scripts are files, its boot config a JSON data block (not run), but
 * it styles inline, loads IBM Plex from Google Fonts, sets <base href> and draws data: icons.
 */
const bullBoardExtra: Directives = {
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'img-src': ['data:'],
  'base-uri': ["'self'"],
};

/**
 * The Temporal UI (SvelteKit, proxied from the UI server) boots with an inline <script> whose
 * text changes with every Temporal release and with the public path (served under one, the
 * UI also drops the <meta> policy that allows it by hash at its root), so no hash or nonce can
 * be given here: 'unsafe-inline' lets it run. The UI is for operators only, escapes what it
 * shows (Svelte), and still may not be framed, load plugins or talk to any other host. It
 * embeds its icon font as a data: URL. Checked in Chromium on its workflow, schedule and
 * history pages (Temporal UI 2.42.1) with no violation reported.
 */
const temporalUiExtra: Directives = {
  'script-src': ["'unsafe-inline'"],
  'font-src': ['data:'],
};

/** The sandbox's fake consent pages: inline <style>, forms posting to themselves, data: and local avatars. */
const sandboxDirectives: Directives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The headers helmet sets for `options`, worked out once by running its middleware against a
 * response that records them: none of ours depends on the request (no nonces), so there is no
 * need for koa-helmet, which runs helmet again on every request through a promise.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: (name: string) => delete headers[name] };
  let outcome: unknown = 'pending';
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => (outcome = err));
  // helmet's middleware is synchronous; a version that is not (or an error) must fail at start-up.
  if (outcome !== undefined) throw new Error('helmet did not set its headers', { cause: outcome });
  return Object.entries(headers);
}

/** helmet's headers for a page under `directives`, on the deployment's scheme. */
function pageHeaders(cfg: Pick<Config, 'PUBLIC_URL'>, directives: Directives): Array<[string, string]> {
  const https = new URL(cfg.PUBLIC_URL).protocol === 'https:';
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives },
    strictTransportSecurity: https ? { maxAge: 365 * 86_400, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

const setAll = (headers: (path: string) => Array<[string, string]>): Middleware =>
  async (ctx, next) => {
    // Straight onto the response: helmet made them, Koa's ctx.set would check each again.
    for (const [name, value] of headers(ctx.path)) ctx.res.setHeader(name, value);
    await next();
  };

/**
 * Security headers on every answer, from helmet: a Content-Security-Policy per kind of page
 * (none of them may be framed), X-Frame-Options DENY, nosniff, the referrer policy the app
 * always had, helmet's other defaults (Cross-Origin-Opener/Resource-Policy same-origin, ...),
 * and HSTS plus upgrade-insecure-requests only when PUBLIC_URL is https (HSTS over plain http
 * would pin a development host to https). The Temporal UI's relaxed policy is never given on
 * this origin: the UI has one of its own (temporalUiOriginHeaders).
 */
export function securityHeaders(cfg: Pick<Config, 'PUBLIC_URL' | 'SANDBOX'>): Middleware {
  const https = new URL(cfg.PUBLIC_URL).protocol === 'https:';
  const consolePage = consoleDirectives(cfg);
  const forConsole = pageHeaders(cfg, consolePage);
  // JSON is never a document: a policy that loads nothing, and none of the headers that only
  // shape a page (every header costs each answer, and /api answers are the most frequent).
  const forApi = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    strictTransportSecurity: https ? { maxAge: 365 * 86_400, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const forBullBoard = pageHeaders(cfg, widen(consolePage, bullBoardExtra));
  const forSandbox = pageHeaders(cfg, sandboxDirectives);
  return setAll((path) => {
    if (path.startsWith('/api/')) return forApi;
    if (path.startsWith('/sandbox/')) return forSandbox;
    if (under(path, OPERATOR_PAGES.bullBoard)) return forBullBoard;
    return forConsole;
  });
}

/** The Temporal UI's own origin (api/routes/temporal-ui-origin.ts): the UI's policy on every answer. */
export function temporalUiOriginHeaders(cfg: Pick<Config, 'PUBLIC_URL' | 'SANDBOX'>): Middleware {
  const forTemporalUi = pageHeaders(cfg, widen(consoleDirectives(cfg), temporalUiExtra));
  return setAll(() => forTemporalUi);
}
