import { z } from 'zod';
import { DigestAccount } from '../../../db/index.ts';
import { TelegramUserError, type ApiCredentials, type Me, type UserConnection } from '../../clients/telegram-user/user-client.ts';
import { AppError } from '../../errors.ts';
import { deleteUserSecrets, readUserSecret, storeUserSecret } from '../secrets/user-secrets.ts';
import type { DigestAccountDeps } from './deps.ts';

/**
 * The user's own Telegram account for the digest tool: the API credentials they made at
 * my.telegram.org, the sign-in (phone, code, 2FA) and the session it leaves. All three are
 * user_secrets (encrypted at rest); the digest_accounts row keeps what the console shows.
 */
const SECRET = { credentials: 'digest.credentials', session: 'digest.session', login: 'digest.login' } as const;

/** Telegram's codes last a few minutes; a login left longer is started again. */
const LOGIN_TTL_MS = 10 * 60_000;

const credentialsSecret = z.object({ apiId: z.number().int().positive(), apiHash: z.string() });
const loginSecret = z.object({ phone: z.string(), phoneCodeHash: z.string(), session: z.string(), step: z.enum(['code', 'password']), expiresAt: z.string() });
type Login = z.infer<typeof loginSecret>;

const readJson = async <T>(deps: DigestAccountDeps, userId: string, name: string, schema: z.ZodType<T>): Promise<T | null> => {
  const raw = await readUserSecret(deps.secrets, userId, name);
  if (raw === null) return null;
  const parsed = schema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
};

export const readCredentials = (deps: DigestAccountDeps, userId: string) => readJson(deps, userId, SECRET.credentials, credentialsSecret);

/** Telegram's answers as the API's: what a person can act on is a 4xx with a sentence; the rest a 502/503. */
export function telegramFailure(error: unknown): unknown {
  if (!(error instanceof TelegramUserError)) return error;
  switch (error.code) {
    case 'API_ID_INVALID':
      return new AppError('telegram_credentials_invalid', 'Telegram does not accept this API ID and API Hash. Check them at my.telegram.org.', { cause: error });
    case 'PHONE_NUMBER_INVALID':
    case 'PHONE_NUMBER_BANNED':
      return new AppError('bad_request', error.message, { cause: error });
    case 'PHONE_CODE_INVALID':
      return new AppError('telegram_code_invalid', 'The code is not correct. Check the code Telegram sent and try again.', { cause: error });
    case 'PHONE_CODE_EXPIRED':
      return new AppError('telegram_code_expired', 'The code has expired. Send a new code and try again.', { cause: error });
    case 'PASSWORD_HASH_INVALID':
      return new AppError('telegram_password_invalid', 'The 2FA password is not correct.', { cause: error });
    case 'SESSION_REVOKED':
      return new AppError('telegram_session_revoked', 'Telegram ended this session. Sign in again in Set Up.', { cause: error });
    case 'FLOOD_WAIT':
      return new AppError('rate_limited', `Telegram asks to wait ${error.retryAfterSeconds ?? 60} seconds before trying again.`, { cause: error });
    case 'PEER_UNAVAILABLE':
      return new AppError('bad_request', error.message, { cause: error });
    default:
      return new AppError('service_unavailable', 'Telegram cannot be reached right now. Try again in a minute.', { cause: error });
  }
}

async function callTelegram<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw telegramFailure(error);
  }
}

const displayName = (me: Pick<Me, 'username' | 'firstName'>) => me.username ?? me.firstName;

async function markConnected(userId: string, me: Me, now: Date): Promise<void> {
  await DigestAccount.query()
    .insert({ userId, state: 'connected', telegramUserId: me.userId, username: me.username, firstName: me.firstName, connectedAt: now, revokedAt: null, updatedAt: now })
    .onConflict('user_id')
    .merge();
}

/** Telegram refused the session: the list shows 'API Not Connected' until the user signs in again. */
export async function markRevoked(userId: string, now: Date): Promise<void> {
  await DigestAccount.query().patch({ state: 'revoked', revokedAt: now, updatedAt: now }).where('user_id', userId).where('state', 'connected');
}

/** Logs the current session out at Telegram, if any; a session Telegram already ended is no loss. */
async function endSession(deps: DigestAccountDeps, userId: string): Promise<void> {
  const credentials = await readCredentials(deps, userId);
  const session = await readUserSecret(deps.secrets, userId, SECRET.session);
  if (!credentials || !session) return;
  try {
    const connection = await deps.telegramUser.connect(credentials, session);
    try {
      await connection.logOut();
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (!(error instanceof TelegramUserError && error.code === 'SESSION_REVOKED')) deps.log.warn({ err: error instanceof Error ? error.message : String(error), userId }, 'Could not log the digest session out at Telegram; it is forgotten here');
  }
}

/** New credentials: a session made with the old ones is logged out and the sign-in starts over. */
export async function saveCredentials(deps: DigestAccountDeps, userId: string, credentials: ApiCredentials): Promise<void> {
  await endSession(deps, userId);
  await deleteUserSecrets(userId, [SECRET.session, SECRET.login]);
  await storeUserSecret(deps.secrets, userId, SECRET.credentials, JSON.stringify(credentials));
  const now = deps.now();
  await DigestAccount.query()
    .insert({ userId, state: 'credentials', telegramUserId: null, username: null, firstName: null, connectedAt: null, revokedAt: null, updatedAt: now })
    .onConflict('user_id')
    .merge();
}

async function requireCredentials(deps: DigestAccountDeps, userId: string): Promise<ApiCredentials> {
  const credentials = await readCredentials(deps, userId);
  if (!credentials) throw new AppError('telegram_not_connected', 'Save your API ID and API Hash first.');
  return credentials;
}

/** Step 1 of the sign-in: Telegram sends the code to the account's apps (or by SMS). */
export async function startLogin(deps: DigestAccountDeps, userId: string, phone: string): Promise<void> {
  const credentials = await requireCredentials(deps, userId);
  const normalized = phone.startsWith('+') ? phone : `+${phone}`;
  const sent = await callTelegram(() => deps.telegramUser.sendCode(credentials, normalized));
  const login: Login = { phone: normalized, phoneCodeHash: sent.phoneCodeHash, session: sent.session, step: 'code', expiresAt: new Date(deps.now().getTime() + LOGIN_TTL_MS).toISOString() };
  await storeUserSecret(deps.secrets, userId, SECRET.login, JSON.stringify(login));
}

export interface LoginOutcome {
  success: boolean;
  requiresPassword: boolean;
  username: string | null;
}

async function finishLogin(deps: DigestAccountDeps, userId: string, session: string, me: Me): Promise<LoginOutcome> {
  await storeUserSecret(deps.secrets, userId, SECRET.session, session);
  await deleteUserSecrets(userId, [SECRET.login]);
  await markConnected(userId, me, deps.now());
  return { success: true, requiresPassword: false, username: displayName(me) };
}

/**
 * Step 2 (the code) or 3 (the 2FA password, only when Telegram asks). A wrong code or password
 * stores nothing and may be tried again; an expired code needs a new one.
 */
export async function completeLogin(deps: DigestAccountDeps, userId: string, answer: { code: string } | { password: string }): Promise<LoginOutcome> {
  const credentials = await requireCredentials(deps, userId);
  const login = await readJson(deps, userId, SECRET.login, loginSecret);
  if (!login) throw new AppError('conflict', 'Send the code to your phone first.');
  if (new Date(login.expiresAt) <= deps.now()) {
    await deleteUserSecrets(userId, [SECRET.login]);
    throw new AppError('telegram_code_expired', 'The code has expired. Send a new code and try again.');
  }
  if ('code' in answer) {
    if (login.step !== 'code') throw new AppError('conflict', 'The code was accepted: enter your 2FA password.');
    const result = await callTelegram(() => deps.telegramUser.signIn(credentials, login.session, { phone: login.phone, phoneCodeHash: login.phoneCodeHash, code: answer.code })).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'telegram_code_expired') await deleteUserSecrets(userId, [SECRET.login]);
      throw error;
    });
    if (result.status === 'signed_in') return finishLogin(deps, userId, result.session, result.me);
    await storeUserSecret(deps.secrets, userId, SECRET.login, JSON.stringify({ ...login, step: 'password', session: result.session } satisfies Login));
    return { success: true, requiresPassword: true, username: null };
  }
  if (login.step !== 'password') throw new AppError('conflict', 'Enter the code Telegram sent first.');
  const signedIn = await callTelegram(() => deps.telegramUser.checkPassword(credentials, login.session, answer.password));
  return finishLogin(deps, userId, signedIn.session, signedIn.me);
}

/**
 * Runs `work` on the user's signed-in session. A session Telegram ended is marked revoked (the
 * list shows 'API Not Connected') and answered as 409; a session gramjs moved is stored again.
 */
export async function withConnection<T>(deps: DigestAccountDeps, userId: string, work: (connection: UserConnection) => Promise<T>): Promise<T> {
  const credentials = await requireCredentials(deps, userId);
  const session = await readUserSecret(deps.secrets, userId, SECRET.session);
  if (!session) throw new AppError('telegram_not_connected', 'Sign in to your Telegram account in Set Up first.');
  try {
    const connection = await deps.telegramUser.connect(credentials, session);
    try {
      const result = await work(connection);
      const now = connection.session();
      if (now && now !== session) await storeUserSecret(deps.secrets, userId, SECRET.session, now);
      return result;
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (error instanceof TelegramUserError && error.code === 'SESSION_REVOKED') await markRevoked(userId, deps.now());
    throw telegramFailure(error);
  }
}

/** GET auth/validate: asks Telegram whether the session still works. */
export async function validateSession(deps: DigestAccountDeps, userId: string): Promise<{ valid: boolean; username: string | null }> {
  const session = await readUserSecret(deps.secrets, userId, SECRET.session);
  if (!session || !(await readCredentials(deps, userId))) return { valid: false, username: null };
  try {
    const me = await withConnection(deps, userId, (connection) => connection.me());
    await markConnected(userId, me, deps.now());
    return { valid: true, username: displayName(me) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'telegram_session_revoked') return { valid: false, username: null };
    throw error;
  }
}

/** Logs the session out at Telegram and forgets the credentials; the digests stay (and wait for a new sign-in). */
export async function disconnectAccount(deps: DigestAccountDeps, userId: string): Promise<void> {
  await endSession(deps, userId);
  await deleteUserSecrets(userId, Object.values(SECRET));
  await DigestAccount.query().delete().where('user_id', userId);
}

export interface AccountStatus {
  hasApiCredentials: boolean;
  apiConnected: boolean;
  sessionRevoked: boolean;
  username: string | null;
}

export async function accountStatus(userId: string): Promise<AccountStatus> {
  const account = await DigestAccount.query().findById(userId);
  return {
    hasApiCredentials: Boolean(account),
    apiConnected: account?.state === 'connected',
    sessionRevoked: account?.state === 'revoked',
    username: account && account.state !== 'credentials' ? (account.username ?? account.firstName) : null,
  };
}
