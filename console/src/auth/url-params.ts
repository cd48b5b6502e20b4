import type { TokenStore } from '../api/token-store';

export interface SignInReturn {
  /** `?authError=` from a failed sign-in, if the server sent the visitor back with one. */
  authError: string | null;
}

/**
 * Spec 4 'Auth': a `token` in the query is stored and removed from the address bar. The
 * `authError` of a failed sign-in goes too, so a reload does not repeat its message. Other
 * parameters and the hash stay; replaceState keeps the token out of the history.
 */
export function takeSignInParams(tokens: TokenStore, win: Pick<Window, 'location' | 'history'> = window): SignInReturn {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  const authError = url.searchParams.get('authError');
  if (token === null && authError === null) return { authError: null };

  if (token) tokens.set(token);
  url.searchParams.delete('token');
  url.searchParams.delete('authError');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { authError };
}
