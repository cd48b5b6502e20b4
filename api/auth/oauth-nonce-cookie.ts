import type { Context } from 'koa';
import type { Config } from '../../core/config.ts';
import { OAUTH_STATE_TTL_SECONDS } from '../../core/domain/youtube/oauth-state.ts';
import { secureCookiesFor } from './refresh-cookie.ts';

/**
 * The browser's half of an OAuth state (core/domain/youtube/oauth-state.ts): set by the call
 * that hands out the consent URL, read and cleared by the callback. httpOnly (no script reads
 * it), SameSite=Lax (Google's redirect back is a cross-site top-level GET, which Lax lets
 * through and Strict would not), its path only the callback's, and as short-lived as the state.
 */
export interface OAuthNonceCookie {
  set(ctx: Context, nonce: string): void;
  /** The nonce this browser holds, and the cookie dropped: a state is answered once. */
  take(ctx: Context): string | null;
}

export function oauthNonceCookie(cfg: Config, name: string, callbackPath: string): OAuthNonceCookie {
  const options = (maxAge: number) => ({ httpOnly: true, sameSite: 'lax' as const, secure: cfg.PUBLIC_URL.startsWith('https:'), path: callbackPath, maxAge, overwrite: true });
  return {
    set(ctx, nonce) {
      secureCookiesFor(ctx, cfg);
      ctx.cookies.set(name, nonce, options(OAUTH_STATE_TTL_SECONDS * 1000));
    },
    take(ctx) {
      const nonce = ctx.cookies.get(name) || null;
      secureCookiesFor(ctx, cfg);
      ctx.cookies.set(name, '', options(0));
      return nonce;
    },
  };
}
