import { randomBytes } from 'node:crypto';

const CODE_TTL_MS = 60_000;
const ACCESS_TTL_S = 3600;

/** What the user allowed on a consent page; a code carries it to the token endpoint. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** access_type=offline: Google adds a refresh token only then. */
  offline: boolean;
  /** Whose data the grant opens (a demo account's email, a demo channel's id): the APIs serve that account's data. */
  account: string;
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
  account: string;
}

interface AccessToken {
  expiresAt: number;
  account: string;
  /** The refresh token it came from, so revoking either ends both (offline grants only). */
  refreshToken: string | undefined;
}

export interface SandboxGrants {
  issueCode(request: AuthorizationRequest): string;
  /** authorization_code: single use, 60 s, only for the client and redirect URI it was issued to. */
  redeemCode(code: string, clientId: string, redirectUri: string): Redeemed;
  /** refresh_token: a new access token for the client the refresh token was issued to. */
  refresh(refreshToken: string, clientId: string): Redeemed;
  /** Whether an API should accept this bearer token now. */
  isAccessValid(accessToken: string): boolean;
  /** The account a live access token opens; undefined for an unknown, expired or revoked one. */
  accountOf(accessToken: string): string | undefined;
  /**
   * Google's revoke: an access or a refresh token ends the whole grant (the refresh token and
   * every access token it gave). False for a token this server does not know.
   */
  revoke(token: string): boolean;
  /** The user removed the app in their Google account settings: every grant of the account ends. */
  revokeAccount(account: string): void;
}

const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * A sandbox OAuth server's memory: codes, access tokens and refresh tokens with Google's
 * rules (short single-use codes bound to the client, hour-long access tokens, refresh tokens
 * that last until revoked). Times come from Date.now(), so a test can move the clock.
 */
export function createSandboxGrants(): SandboxGrants {
  const codes = new Map<string, Pending>();
  const access = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, Refreshable>();

  // Expired entries go when new ones come, so a long-running sandbox does not grow without end.
  const sweep = (map: Map<string, { expiresAt: number }>, now: number) => {
    for (const [key, value] of map) if (value.expiresAt <= now) map.delete(key);
  };

  const issueAccess = (scopes: string[], account: string, refreshToken: string | undefined): TokenAnswer => {
    const now = Date.now();
    sweep(access, now);
    const accessToken = token('ya29.sandbox-');
    access.set(accessToken, { expiresAt: now + ACCESS_TTL_S * 1000, account, refreshToken });
    return { access_token: accessToken, expires_in: ACCESS_TTL_S, scope: scopes.join(' '), token_type: 'Bearer' };
  };

  const liveAccess = (accessToken: string) => {
    const entry = access.get(accessToken);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };

  const endGrant = (refreshToken: string) => {
    refreshTokens.delete(refreshToken);
    for (const [key, value] of access) if (value.refreshToken === refreshToken) access.delete(key);
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
      if (!pending.offline) return { ok: true, tokens: issueAccess(pending.scopes, pending.account, undefined) };
      const refreshToken = token('1//sandbox-');
      refreshTokens.set(refreshToken, { clientId, scopes: pending.scopes, account: pending.account });
      return { ok: true, tokens: { ...issueAccess(pending.scopes, pending.account, refreshToken), refresh_token: refreshToken } };
    },

    refresh(refreshToken, clientId) {
      const grant = refreshTokens.get(refreshToken);
      if (!grant) return { ok: false, description: 'Token has been expired or revoked.' };
      if (grant.clientId !== clientId) return { ok: false, description: 'Token was issued to another client' };
      return { ok: true, tokens: issueAccess(grant.scopes, grant.account, refreshToken) };
    },

    isAccessValid(accessToken) {
      return liveAccess(accessToken) !== undefined;
    },

    accountOf(accessToken) {
      return liveAccess(accessToken)?.account;
    },

    revoke(revoked) {
      if (refreshTokens.has(revoked)) {
        endGrant(revoked);
        return true;
      }
      const entry = access.get(revoked);
      if (!entry) return false;
      access.delete(revoked);
      if (entry.refreshToken) endGrant(entry.refreshToken);
      return true;
    },

    revokeAccount(account) {
      for (const [key, value] of refreshTokens) if (value.account === account) endGrant(key);
      for (const [key, value] of access) if (value.account === account) access.delete(key);
    },
  };
}
