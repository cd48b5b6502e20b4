import { z } from 'zod';
import { TelegramUserError, type ApiCredentials, type Folder, type Me, type Peer, type Post, type SignInResult, type TelegramUserClient, type TelegramUserErrorCode, type UserConnection } from './user-client.ts';

/** Where the web process mounts the fake account (sandbox/telegram-user/) in sandbox mode. */
export const SANDBOX_TELEGRAM_USER_PATH = '/sandbox/telegram-user';

/**
 * The fake's calls, under SANDBOX_TELEGRAM_USER_PATH: each a POST of JSON, answered with JSON or
 * with `{ error, message, retryAfterSeconds? }`. Named here so the client and the fake's routes
 * cannot drift apart.
 */
export const SANDBOX_TELEGRAM_USER_CALLS = {
  sendCode: '/auth/send-code',
  signIn: '/auth/sign-in',
  checkPassword: '/auth/check-password',
  connect: '/connect',
  me: '/me',
  dialogs: '/dialogs',
  search: '/search',
  folders: '/folders',
  peer: '/peer',
  history: '/history',
  logOut: '/log-out',
} as const;

const ERROR_CODES = [
  'API_ID_INVALID',
  'PHONE_NUMBER_INVALID',
  'PHONE_NUMBER_BANNED',
  'PHONE_CODE_INVALID',
  'PHONE_CODE_EXPIRED',
  'PASSWORD_HASH_INVALID',
  'SESSION_REVOKED',
  'PEER_UNAVAILABLE',
  'FLOOD_WAIT',
  'UNAVAILABLE',
] as const satisfies readonly TelegramUserErrorCode[];

const errorAnswer = z.object({ error: z.string(), message: z.string(), retryAfterSeconds: z.number().int().min(0).optional() });
const telegramErrorCode = z.enum(ERROR_CODES);

const meSchema = z.object({ userId: z.string(), username: z.string().nullable(), firstName: z.string(), phone: z.string().nullable() }) satisfies z.ZodType<Me>;
const peerSchema = z.object({ id: z.string(), title: z.string(), username: z.string().nullable(), type: z.enum(['CHANNEL', 'GROUP', 'Chat', 'USER']) }) satisfies z.ZodType<Peer>;
const folderSchema = z.object({ id: z.number().int(), title: z.string(), peers: z.array(peerSchema) }) satisfies z.ZodType<Folder>;
const postSchema = z.object({
  peerId: z.string(),
  messageId: z.number().int(),
  date: z.iso.datetime().transform((iso) => new Date(iso)),
  text: z.string(),
  link: z.string().nullable(),
  forwardedFrom: z.object({ peerId: z.string(), messageId: z.number().int().nullable() }).nullable(),
}) satisfies z.ZodType<Post, unknown>;

const sentCode = z.object({ phoneCodeHash: z.string(), session: z.string() });
const signInAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: z.string(), me: meSchema }),
  z.object({ status: z.literal('password_needed'), session: z.string(), hint: z.string().nullable() }),
]) satisfies z.ZodType<SignInResult>;
const signedIn = z.object({ session: z.string(), me: meSchema });
const meAnswer = z.object({ me: meSchema });
const peersAnswer = z.object({ peers: z.array(peerSchema) });
const foldersAnswer = z.object({ folders: z.array(folderSchema) });
const peerAnswer = z.object({ peer: peerSchema });
const postsAnswer = z.object({ posts: z.array(postSchema) });
const okAnswer = z.object({ ok: z.literal(true) });

/** The web process is waiting on the answer of a person's sign-in or of a digest run's read; the fake answers at once. */
const TIMEOUT_MS = 20_000;

const unreachable = (detail: string) => new TelegramUserError('UNAVAILABLE', `The sandbox Telegram account could not be reached (${detail}). Please try again later.`);

/**
 * The TelegramUserClient of sandbox mode and of tests: the fake account of sandbox/telegram-user/
 * over HTTP at `baseUrl` (origin plus SANDBOX_TELEGRAM_USER_PATH), so the web process and the
 * temporal-worker read the same account. Telegram's refusals come back as TelegramUserError with
 * the fake's code; the fake being down is UNAVAILABLE, as gramjs's unreachable Telegram is. A
 * request the fake finds malformed is a bug of this client, so it is thrown as a plain Error.
 */
export function createSandboxTelegramUserClient(baseUrl: string): TelegramUserClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T, unknown>): Promise<T> {
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = await response.json();
    } catch (err) {
      throw unreachable(err instanceof Error ? err.message : String(err));
    }
    if (response.status >= 500) throw unreachable(`HTTP ${response.status}`);
    if (!response.ok) throw refusal(path, response.status, answer);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new Error(`The sandbox Telegram fake answered ${path} with an unexpected body: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  return {
    sendCode: (credentials, phone) => call(SANDBOX_TELEGRAM_USER_CALLS.sendCode, { ...credentialsOf(credentials), phone }, sentCode),

    signIn: (credentials, session, login) => call(SANDBOX_TELEGRAM_USER_CALLS.signIn, { ...credentialsOf(credentials), session, ...login }, signInAnswer),

    checkPassword: (credentials, session, password) => call(SANDBOX_TELEGRAM_USER_CALLS.checkPassword, { ...credentialsOf(credentials), session, password }, signedIn),

    async connect(credentials, session) {
      await call(SANDBOX_TELEGRAM_USER_CALLS.connect, { ...credentialsOf(credentials), session }, meAnswer);
      return sandboxConnection(session, call);
    },
  };
}

type Call = <T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T, unknown>) => Promise<T>;

/** A signed-in session: every read asks the fake again, so a session revoked meanwhile answers SESSION_REVOKED, as Telegram's would. */
function sandboxConnection(session: string, call: Call): UserConnection {
  let closed = false;
  const open = <T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T, unknown>): Promise<T> => {
    if (closed) return Promise.reject(new Error('This sandbox Telegram connection is closed'));
    return call(path, { session, ...body }, schema);
  };

  return {
    me: async () => (await open(SANDBOX_TELEGRAM_USER_CALLS.me, {}, meAnswer)).me,
    // gramjs asks nothing for an empty page; neither does this.
    dialogs: async (limit) => (limit <= 0 ? [] : (await open(SANDBOX_TELEGRAM_USER_CALLS.dialogs, { limit }, peersAnswer)).peers),
    search: async (query, limit) => (limit <= 0 ? [] : (await open(SANDBOX_TELEGRAM_USER_CALLS.search, { query, limit }, peersAnswer)).peers),
    folders: async () => (await open(SANDBOX_TELEGRAM_USER_CALLS.folders, {}, foldersAnswer)).folders,
    peer: async (ref) => (await open(SANDBOX_TELEGRAM_USER_CALLS.peer, { id: ref.id }, peerAnswer)).peer,
    history: async (ref, since, limit) => (limit <= 0 ? [] : (await open(SANDBOX_TELEGRAM_USER_CALLS.history, { id: ref.id, since: since.toISOString(), limit }, postsAnswer)).posts),
    // The fake never moves a session to another data centre: it stays the string signed in with.
    session: () => session,
    async logOut() {
      try {
        await open(SANDBOX_TELEGRAM_USER_CALLS.logOut, {}, okAnswer);
      } catch (err) {
        // As with gramjs: a session Telegram has already ended is logged out.
        if (!(err instanceof TelegramUserError && err.code === 'SESSION_REVOKED')) throw err;
      }
    },
    close: () => {
      closed = true;
      return Promise.resolve();
    },
  };
}

const credentialsOf = (credentials: ApiCredentials) => ({ apiId: credentials.apiId, apiHash: credentials.apiHash });

/** A 4xx of the fake: Telegram's refusal as TelegramUserError, anything else (a malformed request) as a bug. */
function refusal(path: string, status: number, answer: unknown): Error {
  const parsed = errorAnswer.safeParse(answer);
  if (!parsed.success) return new Error(`The sandbox Telegram fake answered ${path} with HTTP ${status} and no error body`);
  const code = telegramErrorCode.safeParse(parsed.data.error);
  if (!code.success) return new Error(`The sandbox Telegram fake refused ${path}: ${parsed.data.error}: ${parsed.data.message}`);
  return new TelegramUserError(code.data, parsed.data.message, parsed.data.retryAfterSeconds);
}
