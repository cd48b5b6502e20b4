import { createHash, randomUUID } from 'node:crypto';
import nock from 'nock';
import { CookieJar } from './cookie-jar.ts';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  name: string;
  picture?: string;
  emailVerified?: boolean;
}

export const newGoogleAccount = (overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount => {
  const id = randomUUID().slice(0, 8);
  return { sub: `g-${id}`, email: `user-${id}@example.com`, name: `Test User ${id}`, picture: `https://lh3.googleusercontent.com/a/${id}`, ...overrides };
};

export interface SignInResult {
  jar: CookieJar;
  /** Where the callback sent the browser. */
  location: URL;
  token: string | null;
  /** The query Google would have received on the authorization redirect. */
  authorizeParams: URLSearchParams;
  /** The form body the app sent to Google's token endpoint. */
  tokenRequest: URLSearchParams | null;
}

const noRedirect = { redirect: 'manual' } as const;

/**
 * Plays the browser and Google around the real passport strategy: follows /api/auth/google,
 * answers Google's token and userinfo endpoints with nock, returns to the callback.
 */
export async function signInWithGoogle(
  baseUrl: string,
  account: FakeGoogleAccount,
  tamper: { state?: string | null; error?: string } = {},
  /** Extra headers of the browser's return to the callback (e.g. its User-Agent). */
  headers: Record<string, string> = {},
): Promise<SignInResult> {
  const jar = new CookieJar();
  const start = await fetch(`${baseUrl}/api/auth/google`, noRedirect);
  jar.store(start);
  const authorize = new URL(start.headers.get('location') ?? '');
  const authorizeParams = authorize.searchParams;

  let tokenRequest: URLSearchParams | null = null;
  nock('https://oauth2.googleapis.com')
    .post('/token', (body: Record<string, string>) => {
      tokenRequest = new URLSearchParams(body);
      return true;
    })
    .reply(200, { access_token: `ya29.${account.sub}`, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
  nock('https://www.googleapis.com')
    .get('/oauth2/v3/userinfo')
    .query(true)
    .reply(200, {
      sub: account.sub,
      name: account.name,
      picture: account.picture,
      email: account.email,
      email_verified: account.emailVerified ?? true,
    });

  const callback = new URL(`${baseUrl}/api/auth/google/callback`);
  if (tamper.error) callback.searchParams.set('error', tamper.error);
  else callback.searchParams.set('code', `4/0A${account.sub}`);
  const state = tamper.state === undefined ? authorizeParams.get('state') : tamper.state;
  if (state !== null && state !== undefined) callback.searchParams.set('state', state);
  const back = await fetch(callback, { ...noRedirect, headers: { ...headers, cookie: jar.header() } });
  jar.store(back);
  // Interceptors a failed flow never reached must not answer the next test's calls.
  nock.cleanAll();

  const location = new URL(back.headers.get('location') ?? '', baseUrl);
  return { jar, location, token: location.searchParams.get('token'), authorizeParams, tokenRequest };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
