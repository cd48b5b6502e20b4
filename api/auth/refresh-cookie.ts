import type { Context } from 'koa';
import type { Config } from '../../core/config.ts';

export const REFRESH_COOKIE = 'rt';

/**
 * On an https PUBLIC_URL every cookie is Secure. The connection that reaches this process is
 * plain HTTP behind the TLS proxy, and Koa only knows it was https when it trusts the proxy's
 * headers (TRUST_PROXY), which has nothing to do with cookies: PUBLIC_URL says how people
 * reach us, so it decides.
 */
export function secureCookiesFor(ctx: Context, cfg: Config): void {
  if (cfg.PUBLIC_URL.startsWith('https:')) ctx.cookies.secure = true;
}

/**
 * The refresh token: httpOnly (no script reads it), SameSite=Strict (no other site sends it),
 * Secure on https, path / so the operator pages (Bull Board) can check the session too.
 */
export function setRefreshCookie(ctx: Context, cfg: Config, token: string): void {
  secureCookiesFor(ctx, cfg);
  ctx.cookies.set(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cfg.PUBLIC_URL.startsWith('https:'),
    path: '/',
    maxAge: cfg.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    overwrite: true,
  });
}

export function clearRefreshCookie(ctx: Context, cfg: Config): void {
  secureCookiesFor(ctx, cfg);
  ctx.cookies.set(REFRESH_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: cfg.PUBLIC_URL.startsWith('https:'),
    path: '/',
    maxAge: 0,
    overwrite: true,
  });
}

export function readRefreshCookie(ctx: Context): string | null {
  return ctx.cookies.get(REFRESH_COOKIE) || null;
}
