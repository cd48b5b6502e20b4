import type { Logger } from 'pino';
import { Api, password as srp, sessions, TelegramClient, utils } from 'telegram';
import type { Dialog } from 'telegram/tl/custom/dialog.js';
import { GramjsPinoLogger } from './gramjs-logger.ts';
import {
  dialogFiltersOf,
  foundEntities,
  isMarkedPeerId,
  listedInputPeers,
  markedIdOfInputPeer,
  matchesQuery,
  normalizeQuery,
  peerUnavailable,
  sessionRevoked,
  toDialogFacts,
  toFolder,
  toMe,
  toPeer,
  toPost,
  toTelegramUserError,
  uniquePeers,
  unreachable,
  type DialogFacts,
  type GramjsEntity,
} from './gramjs-map.ts';
import { TelegramUserError, type ApiCredentials, type MarkedPeerId, type Peer, type PeerRef, type Post, type TelegramUserClient, type UserConnection } from './user-client.ts';

export interface GramjsClientOptions {
  /** FloodWaits up to this long are slept through by gramjs; longer ones are FLOOD_WAIT errors. */
  floodSleepThresholdSeconds: number;
  log: Logger;
  connectionRetries?: number;
}

/**
 * gramjs has no connect timeout (a dropped SYN waits for the OS, about two minutes per attempt);
 * a person is waiting on sign-in, and a digest run on its sources.
 */
const CONNECT_TIMEOUT_MS = 20_000;

/** The most results asked of contacts.Search, Telegram's usual page. */
const SEARCH_LIMIT = 100;

/** How the session shows in the account's list of devices (Settings > Devices), so its owner can tell it and end it. */
const DEVICE = { deviceModel: 'Channel Digest', systemVersion: 'server', appVersion: '1.0', langCode: 'en', systemLangCode: 'en' };

/** A connected gramjs client and the session it reads and updates. */
interface Opened {
  client: TelegramClient;
  session: sessions.StringSession;
}

/**
 * The production TelegramUserClient: the subscriber's own account over MTProto with gramjs.
 * Every call opens its own connection and ends it (sign-in steps) or hands it over (connect);
 * the account is only read: no request here sends, joins, marks read or changes anything.
 */
export function createGramjsClient(options: GramjsClientOptions): TelegramUserClient {
  const open = (credentials: ApiCredentials, session: string): Promise<Opened> => openClient(credentials, session, options);

  return {
    async sendCode(credentials, phone) {
      return once(await open(credentials, ''), options.log, async ({ client, session }) => {
        const { phoneCodeHash } = await client.sendCode({ apiId: credentials.apiId, apiHash: credentials.apiHash }, phone);
        return { phoneCodeHash, session: session.save() };
      });
    },

    async signIn(credentials, savedSession, login) {
      return once(await open(credentials, savedSession), options.log, async ({ client, session }) => {
        let authorization: Api.auth.TypeAuthorization;
        try {
          authorization = await client.invoke(new Api.auth.SignIn({ phoneNumber: login.phone, phoneCodeHash: login.phoneCodeHash, phoneCode: login.code }));
        } catch (err) {
          if (!isRpcError(err, 'SESSION_PASSWORD_NEEDED')) throw err;
          const settings = await client.invoke(new Api.account.GetPassword());
          return { status: 'password_needed', session: session.save(), hint: settings.hint ?? null };
        }
        if (authorization instanceof Api.auth.AuthorizationSignUpRequired) {
          throw new TelegramUserError('PHONE_NUMBER_INVALID', 'This phone number has no Telegram account. Please sign up in a Telegram app first.');
        }
        return { status: 'signed_in', session: session.save(), me: toMe(authorization.user) };
      });
    },

    async checkPassword(credentials, savedSession, password) {
      return once(await open(credentials, savedSession), options.log, async ({ client, session }) => {
        const settings = await client.invoke(new Api.account.GetPassword());
        const check = await srp.computeCheck(settings, password);
        const authorization = await client.invoke(new Api.auth.CheckPassword({ password: check }));
        if (authorization instanceof Api.auth.AuthorizationSignUpRequired) {
          throw new TelegramUserError('PHONE_NUMBER_INVALID', 'This phone number has no Telegram account. Please sign up in a Telegram app first.');
        }
        return { session: session.save(), me: toMe(authorization.user) };
      });
    },

    async connect(credentials, savedSession) {
      // An empty session has never signed in; no need to ask Telegram.
      if (!savedSession) throw sessionRevoked('There is no Telegram session yet. Please sign in first.');
      const opened = await open(credentials, savedSession);
      try {
        // The authorization check. gramjs's checkAuthorization() answers false for any failure,
        // a network error or a FloodWait included, which would pass for a revoked session; the
        // account's own user answers 401 (AUTH_KEY_UNREGISTERED, SESSION_REVOKED...) when it is.
        const self = await opened.client.getMe();
        return userConnection(opened, self.id.toString(), options.log);
      } catch (err) {
        await close(opened.client, options.log);
        throw mapped(err, options.log);
      }
    },
  };
}

/** Builds and connects a client on the given session ('' for a new one). */
async function openClient(credentials: ApiCredentials, saved: string, options: GramjsClientOptions): Promise<Opened> {
  let session: sessions.StringSession;
  try {
    session = new sessions.StringSession(saved);
  } catch {
    throw sessionRevoked('The saved Telegram session is not valid. Please sign in again.');
  }
  let client: TelegramClient;
  try {
    client = new TelegramClient(session, credentials.apiId, credentials.apiHash, {
      ...DEVICE,
      connectionRetries: options.connectionRetries ?? 2,
      floodSleepThreshold: options.floodSleepThresholdSeconds,
      baseLogger: new GramjsPinoLogger(options.log),
    });
  } catch {
    // gramjs refuses an empty API ID or hash before any request.
    throw new TelegramUserError('API_ID_INVALID', 'The API ID and API hash are required. Copy both from my.telegram.org.');
  }
  client.onError = (err) => {
    options.log.warn({ err }, 'gramjs reported an error in the background');
    return Promise.resolve();
  };
  withoutUpdates(client);
  try {
    if (!(await withDeadline(client.connect(), CONNECT_TIMEOUT_MS))) throw unreachable();
  } catch (err) {
    await close(client, options.log);
    throw mapped(err, options.log);
  }
  return { client, session };
}

/** Runs one step on a connection and ends it, whatever happens. */
async function once<T>(opened: Opened, log: Logger, step: (opened: Opened) => Promise<T>): Promise<T> {
  try {
    return await step(opened);
  } catch (err) {
    throw mapped(err, log);
  } finally {
    await close(opened.client, log);
  }
}

/** One signed-in connection; `known` remembers every chat seen, with the input peer to reach it. */
function userConnection({ client, session }: Opened, selfId: string, log: Logger): UserConnection {
  const known = new Map<MarkedPeerId, { peer: Peer; input: Api.TypeInputPeer }>();
  let allDialogs: Promise<DialogFacts[]> | undefined;
  let closed = false;

  const remember = (entity: GramjsEntity, input: Api.TypeInputPeer): Peer | null => {
    const peer = toPeer(entity);
    if (peer) known.set(peer.id, { peer, input });
    return peer;
  };

  const factsOf = (dialog: Dialog): DialogFacts | null => {
    if (!dialog.entity) return null;
    const facts = toDialogFacts(dialog.entity, dialog.dialog, Math.floor(Date.now() / 1000));
    if (facts) known.set(facts.peer.id, { peer: facts.peer, input: dialog.inputEntity });
    return facts;
  };

  /**
   * All the account's dialogs (archived too), read once per connection: folders select from
   * them, search matches them, and they are how a chat is found by id (a StringSession keeps no
   * entities, and a channel cannot be reached without the access hash its dialog carries).
   */
  const dialogs = (): Promise<DialogFacts[]> => {
    if (allDialogs) return allDialogs;
    const reading = (async () => {
      const facts: DialogFacts[] = [];
      for await (const dialog of client.iterDialogs({})) {
        const fact = factsOf(dialog);
        if (fact) facts.push(fact);
      }
      return facts;
    })();
    // A failed read (a FloodWait) is not kept: the next call tries again.
    reading.catch(() => {
      if (allDialogs === reading) allDialogs = undefined;
    });
    allDialogs = reading;
    return reading;
  };

  /**
   * A chat of the account by id, else a public one by its @username (found by search, never
   * joined); PEER_UNAVAILABLE when it is neither (or cannot be a source).
   */
  const find = async ({ id, username }: PeerRef): Promise<{ peer: Peer; input: Api.TypeInputPeer }> => {
    if (!isMarkedPeerId(id)) throw peerUnavailable();
    if (!known.has(id)) await dialogs();
    if (!known.has(id) && username) {
      try {
        const entity = await client.getEntity(username);
        const input = inputPeerOf(entity);
        if (input) remember(entity, input);
      } catch (err) {
        const error = mapped(err, log);
        if (error.code !== 'PEER_UNAVAILABLE' && !isRpcError(err, 'USERNAME_NOT_OCCUPIED') && !isRpcError(err, 'USERNAME_INVALID')) throw error;
      }
    }
    const found = known.get(id);
    if (!found) throw peerUnavailable();
    return found;
  };

  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw mapped(err, log);
    }
  };

  return {
    me: () => guard(async () => toMe(await client.getMe())),

    dialogs: (limit) =>
      guard(async () => {
        if (limit <= 0) return [];
        if (allDialogs) return (await allDialogs).slice(0, limit).map((facts) => facts.peer);
        // Read only as many as asked: an account may have thousands of dialogs.
        const peers: Peer[] = [];
        for await (const dialog of client.iterDialogs({})) {
          const facts = factsOf(dialog);
          if (facts) peers.push(facts.peer);
          if (peers.length >= limit) break;
        }
        return peers;
      }),

    search: (query, limit) =>
      guard(async () => {
        const q = normalizeQuery(query);
        if (!q || limit <= 0) return [];
        const own = (await dialogs()).map((facts) => facts.peer).filter((peer) => matchesQuery(peer, q));
        const found: Peer[] = [];
        try {
          const answer = await client.invoke(new Api.contacts.Search({ q, limit: Math.min(limit, SEARCH_LIMIT) }));
          for (const entity of foundEntities(answer)) {
            const input = inputPeerOf(entity);
            const peer = input && remember(entity, input);
            if (peer) found.push(peer);
          }
        } catch (err) {
          // A query Telegram finds too short still matches the account's own chats.
          if (!isRpcError(err, 'QUERY_TOO_SHORT') && !isRpcError(err, 'SEARCH_QUERY_EMPTY')) throw err;
        }
        return uniquePeers([...own, ...found]).slice(0, limit);
      }),

    folders: () =>
      guard(async () => {
        const filters = dialogFiltersOf(await client.invoke(new Api.messages.GetDialogFilters()));
        if (filters.every((filter) => filter instanceof Api.DialogFilterDefault)) return [];
        const facts = await dialogs();
        // A chat a folder names but the dialogs lack (left since, or beyond them): its input
        // peer carries the access hash, so it can be asked for; one the account cannot read is left out.
        for (const input of filters.flatMap(listedInputPeers)) {
          const id = markedIdOfInputPeer(input, selfId);
          if (id === null || id === selfId || known.has(id)) continue;
          try {
            remember(await client.getEntity(input), input);
          } catch (err) {
            const error = mapped(err, log);
            if (error.code !== 'PEER_UNAVAILABLE') throw error;
          }
        }
        const peers = new Map([...known].map(([id, entry]) => [id, entry.peer]));
        return filters.flatMap((filter) => toFolder(filter, facts, peers, selfId) ?? []);
      }),

    peer: (ref) =>
      guard(async () => {
        const { input } = await find(ref);
        // The chat as it is now, and a check that the account still may read it (a channel it
        // was banned from comes back as ChannelForbidden).
        const peer = remember(await client.getEntity(input), input);
        if (!peer) throw peerUnavailable();
        return peer;
      }),

    history: (ref, since, limit) =>
      guard(async () => {
        if (limit <= 0) return [];
        const { peer, input } = await find(ref);
        // Newest first, so the newest `limit` posts are kept when there are more; GetHistory
        // reads without marking anything read.
        const posts: Post[] = [];
        for await (const message of client.iterMessages(input, {})) {
          if (message.date * 1000 <= since.getTime()) break;
          const post = toPost(message, peer);
          if (post) posts.push(post);
          if (posts.length >= limit) break;
        }
        return posts.reverse();
      }),

    session: () => session.save(),

    logOut: () =>
      guard(async () => {
        try {
          await client.invoke(new Api.auth.LogOut());
        } catch (err) {
          // A session Telegram has already ended is logged out.
          const error = mapped(err, log);
          if (error.code !== 'SESSION_REVOKED') throw error;
        }
      }),

    close: async () => {
      if (closed) return;
      closed = true;
      await close(client, log);
    },
  };
}

/**
 * What Telethon's `receive_updates=False` does, which gramjs 2.26 lacks: the connection's first
 * request (initConnection) goes inside invokeWithoutUpdates, so Telegram does not push the
 * account's updates to a session that only reads. On every (re)connect gramjs sets
 * `_initRequest.query` and sends InvokeWithLayer({ query: _initRequest }); this stand-in takes the
 * query like the original and serialises as InvokeWithoutUpdates(InitConnection). A gramjs that
 * no longer has the field is left as it is.
 */
export function withoutUpdates(client: TelegramClient): void {
  const init = client._initRequest;
  if (!(init instanceof Api.InitConnection)) return;
  const standIn = {
    get query(): unknown {
      return init.query;
    },
    set query(query: unknown) {
      init.query = query;
    },
    getBytes: (): Buffer => new Api.InvokeWithoutUpdates({ query: init }).getBytes(),
  };
  // Only `query` and getBytes() of _initRequest are used (client.connect, the exported senders).
  client._initRequest = standIn as unknown as Api.InitConnection;
}

/**
 * Ends a client for good: destroy(), not disconnect(), which leaves gramjs's ping loop running
 * (it reconnects after 9 s, and keeps the process alive).
 */
async function close(client: TelegramClient, log: Logger): Promise<void> {
  try {
    await client.destroy();
  } catch (err) {
    log.debug({ err }, 'gramjs client did not close cleanly');
  }
}

function mapped(err: unknown, log: Logger): TelegramUserError {
  const error = toTelegramUserError(err);
  // The person sees a plain sentence; what actually failed is kept for us.
  if (error.code === 'UNAVAILABLE' && error !== err) log.warn({ err }, 'Telegram call failed');
  return error;
}

/** The input peer to reach a chat, or null for a "min" one Telegram sent without its access hash (it cannot be read). */
function inputPeerOf(entity: GramjsEntity): Api.TypeInputPeer | null {
  try {
    return utils.getInputPeer(entity, false);
  } catch {
    return null;
  }
}

function isRpcError(err: unknown, name: string): boolean {
  return typeof err === 'object' && err !== null && 'errorMessage' in err && err.errorMessage === name;
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unreachable()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
