import { randomBytes } from 'node:crypto';

const CODE_TTL_MS = 60_000;
const ACCESS_TTL_S = 3600;

/** What the creator allowed on the consent page; a code carries it to the token endpoint. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** access_type=offline: Google adds a refresh token only then. */
  offline: boolean;
}

/** Google's token answer (a refresh answers no refresh_token). */
export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
}

export type Redeemed = { ok: true; tokens: TokenAnswer } | { ok: false; description: string };

interface Pending extends AuthorizationRequest {
  expiresAt: number;
}

interface Refreshable {
  clientId: string;
  scopes: string[];
}

export interface SandboxYoutubeGrants {
  issueCode(request: AuthorizationRequest): string;
  /** authorization_code: single use, 60 s, only for the client and redirect URI it was issued to. */
  redeemCode(code: string, clientId: string, redirectUri: string): Redeemed;
  /** refresh_token: a new access token for the client the refresh token was issued to. */
  refresh(refreshToken: string, clientId: string): Redeemed;
  /** Whether the Data API should accept this bearer token now. */
  isAccessValid(accessToken: string): boolean;
}

const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * The sandbox OAuth server's memory: codes, access tokens and refresh tokens with Google's
 * rules (short single-use codes bound to the client, hour-long access tokens, refresh tokens
 * that do not expire). Times come from Date.now(), so a test can move the clock.
 */
export function createSandboxYoutubeGrants(): SandboxYoutubeGrants {
  const codes = new Map<string, Pending>();
  const access = new Map<string, number>();
  const refreshTokens = new Map<string, Refreshable>();

  // Expired entries go when new ones come, so a long-running sandbox does not grow without end.
  const sweep = (map: Map<string, number | Pending>, now: number) => {
    for (const [key, value] of map) if ((typeof value === 'number' ? value : value.expiresAt) <= now) map.delete(key);
  };

  const issueAccess = (scopes: string[]): TokenAnswer => {
    const now = Date.now();
    sweep(access, now);
    const accessToken = token('ya29.sandbox-');
    access.set(accessToken, now + ACCESS_TTL_S * 1000);
    return { access_token: accessToken, expires_in: ACCESS_TTL_S, scope: scopes.join(' '), token_type: 'Bearer' };
  };

  return {
    issueCode(request) {
      const now = Date.now();
      sweep(codes, now);
      const code = token('4/0Asandbox-');
      codes.set(code, { ...request, expiresAt: now + CODE_TTL_MS });
      return code;
    },

    redeemCode(code, clientId, redirectUri) {
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending || pending.expiresAt <= Date.now()) return { ok: false, description: 'Code is invalid, expired or already used' };
      if (pending.clientId !== clientId) return { ok: false, description: 'Code was issued to another client' };
      if (pending.redirectUri !== redirectUri) return { ok: false, description: 'redirect_uri does not match the one the code was issued for' };
      const tokens = issueAccess(pending.scopes);
      if (!pending.offline) return { ok: true, tokens };
      const refreshToken = token('1//sandbox-');
      refreshTokens.set(refreshToken, { clientId, scopes: pending.scopes });
      return { ok: true, tokens: { ...tokens, refresh_token: refreshToken } };
    },

    refresh(refreshToken, clientId) {
      const grant = refreshTokens.get(refreshToken);
      if (!grant) return { ok: false, description: 'Token has been expired or revoked.' };
      if (grant.clientId !== clientId) return { ok: false, description: 'Token was issued to another client' };
      return { ok: true, tokens: issueAccess(grant.scopes) };
    },

    isAccessValid(accessToken) {
      const expiresAt = access.get(accessToken);
      return expiresAt !== undefined && expiresAt > Date.now();
    },
  };
}
