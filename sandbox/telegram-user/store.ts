import { randomBytes, randomInt } from 'node:crypto';
import type { MarkedPeerId, Me, SignInResult } from '../../core/clients/telegram-user/user-client.ts';
import { createDemoAccount, type DemoAccount, type DemoAccountOptions } from './demo-account.ts';
import { passwordInvalid, phoneCodeExpired, phoneCodeInvalid, sessionRevoked } from './fake-error.ts';
import { checkCredentials, internationalPhone, phoneDigitsOf } from './login-checks.ts';
import { issueSessionToken, phoneOfSessionToken } from './session-token.ts';

/** The two-step verification password of every demo number that has one. */
export const SANDBOX_2FA_PASSWORD = 'sandbox-2fa';
export const SANDBOX_2FA_HINT = 'sandbox-…';
/** How long a login code works, as Telegram's do. */
export const CODE_TTL_MS = 5 * 60_000;

/** A number ending in 0000 signs in with the code alone; every other has two-step verification on. */
export const hasTwoStep = (phoneDigits: string) => !phoneDigits.endsWith('0000');

export interface SandboxTelegramUserOptions extends DemoAccountOptions {
  /** The fake's clock (tests move it to expire a code or let posts arrive). */
  now?: () => Date;
  /** Every call answers after this long: a benchmark's fixed upstream delay (Telegram's round trip). */
  delayMs?: number;
}

/** The credentials as they came; checked as Telegram checks them (login-checks.ts). */
export interface RawCredentials {
  apiId: unknown;
  apiHash: unknown;
}

type SessionState =
  | { step: 'code'; phone: string; phoneCodeHash: string; code: string; expiresAt: number }
  | { step: 'password'; phone: string }
  | { step: 'signed_in'; phone: string }
  | { step: 'revoked'; phone: string };

/** What the sandbox chat page shows a person signing in: what Telegram would have sent them, and the password they would know. */
export interface LoginInfo {
  /** The number, +digits. */
  phone: string;
  /** The last code sent to the number, null when none was. */
  code: string | null;
  codeExpiresAt: string | null;
  /** The number's 2FA password; null when it has none (a number ending in 0000). */
  password: string | null;
}

export interface SandboxTelegramUserStore {
  readonly account: DemoAccount;
  now(): Date;

  sendCode(credentials: RawCredentials, phone: string): { phoneCodeHash: string; session: string };
  signIn(credentials: RawCredentials, session: string, login: { phone: string; phoneCodeHash: string; code: string }): SignInResult;
  checkPassword(credentials: RawCredentials, session: string, password: string): { session: string; me: Me };
  connect(credentials: RawCredentials, session: string): Me;
  /** The number a session is signed in as; SESSION_REVOKED for any session not signed in. */
  signedInPhone(session: string): string;
  logOut(session: string): void;
  /** Null when `phone` is not a number. */
  loginInfo(phone: string): LoginInfo | null;

  /** Test hook: the account's owner ended every session of this number (Settings > Devices); answers how many. */
  revokeSessions(phone: string): number;
  /** Test hook: the next history read of this chat answers FLOOD_WAIT with this wait. */
  floodNext(peerId: MarkedPeerId, seconds: number): void;
  /** Takes the wait floodNext set for this chat, if any. */
  takeFlood(peerId: MarkedPeerId): number | undefined;
}

const NOT_FINISHED = 'The Telegram sign-in was not finished: the two-step verification password is still needed. Please sign in again.';
const NO_SESSION = 'There is no Telegram session yet. Please sign in first.';

/**
 * The fake's memory: the login codes sent, the sessions (opaque strings, as a gramjs
 * StringSession is to us) and what each may do, and the test hooks. A login in progress lives
 * only here (a restart asks for a new code); a signed-in session is a new string that vouches
 * for its number (session-token.ts), so it still works after the web process restarts, with
 * only its log-out or revocation forgotten. The chats and posts are not kept at all: the demo
 * account derives them from the clock (post-schedule.ts).
 */
export function createSandboxTelegramUserStore(options: SandboxTelegramUserOptions = {}): SandboxTelegramUserStore {
  const now = options.now ?? (() => new Date());
  const account = createDemoAccount(options);
  const sessions = new Map<string, SessionState>();
  const lastCodes = new Map<string, { code: string; expiresAt: number }>();
  const floods = new Map<MarkedPeerId, number>();
  // Numbers whose sessions were revoked: a signed session this process has not seen was issued before a restart, so it goes too.
  const revokedUnseen = new Set<string>();

  /** Signs the login's number in on a new session string: the one that asked for the code is spent. */
  const signedIn = (pendingSession: string, phone: string): string => {
    sessions.delete(pendingSession);
    const session = issueSessionToken(phone);
    sessions.set(session, { step: 'signed_in', phone });
    return session;
  };

  // Telegram ties a login to the connection that asked for the code: another, or one that moved on, must start again.
  const awaitingCode = (session: string) => {
    const state = sessions.get(session);
    if (state?.step !== 'code') throw phoneCodeExpired();
    return state;
  };
  const awaitingPassword = (session: string) => {
    const state = sessions.get(session);
    if (state?.step !== 'password') throw phoneCodeExpired();
    return state;
  };

  const store: SandboxTelegramUserStore = {
    account,
    now,

    sendCode(credentials, phone) {
      checkCredentials(credentials.apiId, credentials.apiHash);
      const digits = internationalPhone(phone);
      const code = String(randomInt(10_000, 100_000));
      const expiresAt = now().getTime() + CODE_TTL_MS;
      const phoneCodeHash = randomBytes(9).toString('hex');
      const session = randomBytes(32).toString('base64url');
      sessions.set(session, { step: 'code', phone: digits, phoneCodeHash, code, expiresAt });
      lastCodes.set(digits, { code, expiresAt });
      return { phoneCodeHash, session };
    },

    signIn(credentials, session, login) {
      checkCredentials(credentials.apiId, credentials.apiHash);
      const digits = internationalPhone(login.phone);
      const state = awaitingCode(session);
      if (state.phone !== digits || state.phoneCodeHash !== login.phoneCodeHash) throw phoneCodeExpired();
      if (now().getTime() > state.expiresAt) throw phoneCodeExpired();
      if (login.code.trim() !== state.code) throw phoneCodeInvalid();
      if (hasTwoStep(digits)) {
        sessions.set(session, { step: 'password', phone: digits });
        return { status: 'password_needed', session, hint: SANDBOX_2FA_HINT };
      }
      return { status: 'signed_in', session: signedIn(session, digits), me: account.me(digits) };
    },

    checkPassword(credentials, session, password) {
      checkCredentials(credentials.apiId, credentials.apiHash);
      const state = awaitingPassword(session);
      if (password !== SANDBOX_2FA_PASSWORD) throw passwordInvalid();
      return { session: signedIn(session, state.phone), me: account.me(state.phone) };
    },

    connect(credentials, session) {
      checkCredentials(credentials.apiId, credentials.apiHash);
      return account.me(store.signedInPhone(session));
    },

    signedInPhone(session) {
      if (!session) throw sessionRevoked(NO_SESSION);
      const state = sessions.get(session);
      if (state?.step === 'signed_in') return state.phone;
      if (state?.step === 'password') throw sessionRevoked(NOT_FINISHED);
      if (state) throw sessionRevoked();
      // Signed in before this process started.
      const phone = phoneOfSessionToken(session);
      if (!phone || revokedUnseen.has(phone)) throw sessionRevoked();
      sessions.set(session, { step: 'signed_in', phone });
      return phone;
    },

    logOut(session) {
      const phone = store.signedInPhone(session);
      sessions.set(session, { step: 'revoked', phone });
    },

    loginInfo(phone) {
      const digits = phoneDigitsOf(phone);
      if (!digits) return null;
      const sent = lastCodes.get(digits);
      return {
        phone: `+${digits}`,
        code: sent?.code ?? null,
        codeExpiresAt: sent ? new Date(sent.expiresAt).toISOString() : null,
        password: hasTwoStep(digits) ? SANDBOX_2FA_PASSWORD : null,
      };
    },

    revokeSessions(phone) {
      const digits = phoneDigitsOf(phone);
      if (!digits) return 0;
      revokedUnseen.add(digits);
      let revoked = 0;
      for (const [session, state] of sessions) {
        if (state.phone !== digits || state.step === 'revoked') continue;
        sessions.set(session, { step: 'revoked', phone: state.phone });
        revoked += 1;
      }
      return revoked;
    },

    floodNext(peerId, seconds) {
      floods.set(peerId, seconds);
    },

    takeFlood(peerId) {
      const seconds = floods.get(peerId);
      floods.delete(peerId);
      return seconds;
    },
  };
  return store;
}
