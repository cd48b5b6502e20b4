/**
 * A subscriber's own Telegram account, as the digest tool uses it (issue 13): sign in with the
 * subscriber's API credentials, list and search their chats and folders, read posts. Only reads:
 * nothing here sends, joins, marks read or changes anything in the account.
 *
 * Two implementations: gramjs (`gramjs-client.ts`, MTProto, production) and the sandbox's fake
 * (`sandbox-client.ts`, over HTTP to sandbox/telegram-user/ in the web process, so the web
 * process and the temporal-worker see the same fake account).
 */

export interface ApiCredentials {
  apiId: number;
  apiHash: string;
}

/** The spec's types of a source (section 3 'Available channel'). */
export type PeerType = 'CHANNEL' | 'GROUP' | 'Chat' | 'USER';

/**
 * A chat as the Bot API and gramjs mark it: a user's id as is, a basic group's negated, a
 * channel's or supergroup's as -100<id> (a string: it is an identifier, not a number to add to).
 */
export type MarkedPeerId = string;

/**
 * How a chat is asked for: its id, and its @username when it has one, so a public channel the
 * account found by search (but never joined) can still be resolved on a later connection.
 */
export interface PeerRef {
  id: MarkedPeerId;
  username?: string | null;
}

export interface Peer {
  id: MarkedPeerId;
  title: string;
  username: string | null;
  type: PeerType;
}

/** A dialog filter ("folder") of the account and the chats it lists by name (includePeers). */
export interface Folder {
  id: number;
  title: string;
  peers: Peer[];
}

export interface Post {
  peerId: MarkedPeerId;
  messageId: number;
  date: Date;
  /** The text or the media caption; posts with neither are not returned. */
  text: string;
  /** t.me link to the post: public by username, else t.me/c/ (members only); null for basic groups and users. */
  link: string | null;
  /** Where a forwarded post came from, when Telegram says (a channel's post). */
  forwardedFrom: { peerId: MarkedPeerId; messageId: number | null } | null;
}

export interface Me {
  userId: string;
  username: string | null;
  firstName: string;
  phone: string | null;
}

export type SignInResult = { status: 'signed_in'; session: string; me: Me } | { status: 'password_needed'; session: string; hint: string | null };

/** What Telegram answered, named by its error, so the API can give the spec's messages. */
export type TelegramUserErrorCode =
  | 'API_ID_INVALID'
  | 'PHONE_NUMBER_INVALID'
  | 'PHONE_NUMBER_BANNED'
  | 'PHONE_CODE_INVALID'
  | 'PHONE_CODE_EXPIRED'
  | 'PASSWORD_HASH_INVALID'
  | 'SESSION_REVOKED'
  | 'PEER_UNAVAILABLE'
  | 'FLOOD_WAIT'
  | 'UNAVAILABLE';

export class TelegramUserError extends Error {
  readonly code: TelegramUserErrorCode;
  /** FLOOD_WAIT: how long Telegram asked to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: TelegramUserErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'TelegramUserError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** One connected account session; `close()` when done with it. */
export interface UserConnection {
  me(): Promise<Me>;
  /** The account's chats: channels, groups and private chats, most recent first. */
  dialogs(limit: number): Promise<Peer[]>;
  /** The account's chats whose title or @username matches, and public ones found by Telegram's search. */
  search(query: string, limit: number): Promise<Peer[]>;
  folders(): Promise<Folder[]>;
  /** The chat as it is now (title, username), or PEER_UNAVAILABLE when the account cannot read it. */
  peer(ref: PeerRef): Promise<Peer>;
  /** Posts newer than `since`, oldest first, at most `limit` (the newest ones when there are more). */
  history(ref: PeerRef, since: Date, limit: number): Promise<Post[]>;
  /** The session string as it is now (gramjs may move it to another data centre). */
  session(): string;
  /** Ends the session at Telegram (auth.logOut). */
  logOut(): Promise<void>;
  close(): Promise<void>;
}

export interface TelegramUserClient {
  /** Sends the login code to the phone; the session (not signed in) is kept for the next step. */
  sendCode(credentials: ApiCredentials, phone: string): Promise<{ phoneCodeHash: string; session: string }>;
  signIn(credentials: ApiCredentials, session: string, login: { phone: string; phoneCodeHash: string; code: string }): Promise<SignInResult>;
  /** The 2FA step, after signIn answered password_needed. */
  checkPassword(credentials: ApiCredentials, session: string, password: string): Promise<{ session: string; me: Me }>;
  /** A signed-in session; SESSION_REVOKED when Telegram no longer accepts it. */
  connect(credentials: ApiCredentials, session: string): Promise<UserConnection>;
}
