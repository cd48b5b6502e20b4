import type { Config } from '../config.ts';

/** Where the web process serves its fake of Google's sign-in in sandbox (sandbox/google-oauth/). */
export const SANDBOX_GOOGLE_PATH = '/sandbox/google';

/** Where the product's Google sign-in talks to Google; sandbox points every URL at the local fake. */
export function googleSignInEndpoints(cfg: Config) {
  if (cfg.SANDBOX) {
    const self = `http://127.0.0.1:${cfg.PORT}${SANDBOX_GOOGLE_PATH}`;
    return {
      clientID: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      authorizationURL: `${cfg.PUBLIC_URL}${SANDBOX_GOOGLE_PATH}/o/oauth2/v2/auth`,
      tokenURL: `${self}/token`,
      userProfileURL: `${self}/oauth2/v3/userinfo`,
    };
  }
  return {
    clientID: cfg.GOOGLE_CLIENT_ID ?? '',
    clientSecret: cfg.GOOGLE_CLIENT_SECRET ?? '',
    authorizationURL: `${cfg.GOOGLE_OAUTH_BASE_URL}/o/oauth2/v2/auth`,
    tokenURL: cfg.GOOGLE_TOKEN_URL,
    userProfileURL: cfg.GOOGLE_USERINFO_URL,
  };
}
