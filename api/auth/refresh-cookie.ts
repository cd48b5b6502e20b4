import type { Context } from 'koa';
import type { Config } from '../../core/config.ts';

export const REFRESH_COOKIE = 'rt';

/**
 * The refresh token: httpOnly (no script reads it), SameSite=Strict (no other site sends it),
 * Secure on https, path / so the operator pages (Bull Board) can check the session too.
 */
export function setRefreshCookie(ctx: Context, cfg: Config, token: string): void {
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
