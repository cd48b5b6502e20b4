import { Api, errors } from 'telegram';
import { TelegramUserError, type Folder, type MarkedPeerId, type Me, type Peer, type PeerType, type Post } from './user-client.ts';

/**
 * gramjs's objects as the interface of user-client.ts names them, and its errors as
 * TelegramUserError. Pure: no client, no network, so every rule here is unit-tested.
 */

/** Users, basic groups, channels and supergroups as gramjs returns them (with their empty and forbidden forms). */
export type GramjsEntity = Api.TypeUser | Api.TypeChat;

/**
 * Telegram's service account: it sends the account's login codes, so its chat is never a source
 * and never read (a digest would hand the codes to the summariser and to the digest bot's chat).
 */
export const TELEGRAM_SERVICE_USER_ID = '777000';

/** The Bot API's marking, which gramjs's utils.getPeerId also uses (without its habit of mutating the peer). */
export function markedIdOf(entity: GramjsEntity): MarkedPeerId {
  if (entity instanceof Api.Channel || entity instanceof Api.ChannelForbidden) return `-100${entity.id.toString()}`;
  if (entity instanceof Api.Chat || entity instanceof Api.ChatForbidden || entity instanceof Api.ChatEmpty) return `-${entity.id.toString()}`;
  return entity.id.toString();
}

export function markedIdOfPeer(peer: Api.TypePeer): MarkedPeerId {
  if (peer instanceof Api.PeerChannel) return `-100${peer.channelId.toString()}`;
  if (peer instanceof Api.PeerChat) return `-${peer.chatId.toString()}`;
  return peer.userId.toString();
}

/** A folder lists its chats as input peers; InputPeerSelf is the account, InputPeerEmpty nothing. */
export function markedIdOfInputPeer(peer: Api.TypeInputPeer, selfId: string): MarkedPeerId | null {
  if (peer instanceof Api.InputPeerChannel || peer instanceof Api.InputPeerChannelFromMessage) return `-100${peer.channelId.toString()}`;
  if (peer instanceof Api.InputPeerChat) return `-${peer.chatId.toString()}`;
  if (peer instanceof Api.InputPeerUser || peer instanceof Api.InputPeerUserFromMessage) return peer.userId.toString();
  if (peer instanceof Api.InputPeerSelf) return selfId;
  return null;
}

/** A user's id, a basic group's negated id, or a channel's -100<id>; anything else is not a chat id. */
export function isMarkedPeerId(value: string): boolean {
  return /^-?[1-9]\d{0,19}$/.test(value);
}

/** The spec's types: a broadcast channel, a supergroup (megagroup or gigagroup), a basic group, a user or bot. */
export function peerTypeOf(entity: Api.User | Api.Chat | Api.Channel): PeerType {
  if (entity instanceof Api.Channel) return entity.megagroup || entity.gigagroup ? 'GROUP' : 'CHANNEL';
  if (entity instanceof Api.Chat) return 'Chat';
  return 'USER';
}

/** Newer layers move a name to `usernames` (several, some collectible) and leave `username` unset. */
export function usernameOf(entity: Api.User | Api.Channel): string | null {
  if (entity.username) return entity.username;
  for (const name of entity.usernames ?? []) if (name instanceof Api.Username && name.active) return name.username;
  return null;
}

/**
 * The chat as a source, or null when it cannot be one: the account itself (Saved Messages: the
 * owner's own notes, which would show under the owner's name), Telegram's service account, a
 * deleted account, a basic group the account left or that moved to a supergroup, and the empty
 * and forbidden forms Telegram gives for chats the account cannot read.
 */
export function toPeer(entity: GramjsEntity): Peer | null {
  if (entity instanceof Api.User) {
    const id = entity.id.toString();
    if (entity.self || entity.deleted || id === TELEGRAM_SERVICE_USER_ID) return null;
    const username = usernameOf(entity);
    const name = [entity.firstName, entity.lastName].filter((part) => part).join(' ');
    return { id, title: name || (username ? `@${username}` : id), username, type: 'USER' };
  }
  if (entity instanceof Api.Chat) {
    if (entity.left || entity.deactivated) return null;
    return { id: markedIdOf(entity), title: entity.title, username: null, type: 'Chat' };
  }
  if (entity instanceof Api.Channel) {
    return { id: markedIdOf(entity), title: entity.title, username: usernameOf(entity), type: peerTypeOf(entity) };
  }
  return null;
}

/** The interface's Me; an account answering with UserEmpty for itself is not usable. */
export function toMe(user: Api.TypeUser): Me {
  if (!(user instanceof Api.User)) {
    throw new TelegramUserError('UNAVAILABLE', 'Telegram did not return the signed-in account. Please try again later.');
  }
  return { userId: user.id.toString(), username: usernameOf(user), firstName: user.firstName ?? '', phone: user.phone ?? null };
}

/**
 * A t.me link to a post: channels and supergroups only (basic groups and private chats have
 * none). A public chat by its username; a private one by t.me/c/<id without -100>/, which opens
 * for members only.
 */
export function postLink(peer: Peer, messageId: number): string | null {
  if (peer.type !== 'CHANNEL' && peer.type !== 'GROUP') return null;
  if (peer.username) return `https://t.me/${peer.username}/${messageId}`;
  if (!peer.id.startsWith('-100')) return null;
  return `https://t.me/c/${peer.id.slice('-100'.length)}/${messageId}`;
}

/**
 * A message of `peer` as a post, or null when it is not one the digest can use: service messages
 * (joins, pins, title changes), empty messages, and posts with no text. In MTProto a media
 * message's caption is its `message` field, so the raw text is the text or the caption; the raw
 * text rather than gramjs's `text`, which re-adds Markdown marks from the entities.
 */
export function toPost(message: Api.TypeMessage, peer: Peer): Post | null {
  if (!(message instanceof Api.Message)) return null;
  const text = message.message ?? '';
  if (text.trim() === '') return null;
  return {
    peerId: peer.id,
    messageId: message.id,
    date: new Date(message.date * 1000),
    text,
    link: postLink(peer, message.id),
    forwardedFrom: forwardedFrom(message.fwdFrom),
  };
}

/** Only a channel's post has a source worth linking; a forward from a person or a hidden sender has none. */
function forwardedFrom(header: Api.TypeMessageFwdHeader | undefined): Post['forwardedFrom'] {
  const from = header?.fromId;
  if (!(from instanceof Api.PeerChannel)) return null;
  return { peerId: markedIdOfPeer(from), messageId: header?.channelPost ?? null };
}

/** What contacts.Search found, the account's own chats first, as entities in Telegram's order. */
export function foundEntities(found: Api.contacts.Found): GramjsEntity[] {
  const byId = new Map<MarkedPeerId, GramjsEntity>();
  for (const entity of [...found.users, ...found.chats]) byId.set(markedIdOf(entity), entity);
  const entities: GramjsEntity[] = [];
  for (const peer of [...found.myResults, ...found.results]) {
    const entity = byId.get(markedIdOfPeer(peer));
    if (entity) entities.push(entity);
  }
  return entities;
}

/** Whether a chat's title or @username contains the query, case-insensitively; a leading @ is ignored. */
export function matchesQuery(peer: Peer, query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return false;
  return peer.title.toLowerCase().includes(needle) || (peer.username?.toLowerCase().includes(needle) ?? false);
}

export function normalizeQuery(query: string): string {
  return query.trim().replace(/^@/, '').toLowerCase();
}

/** The first of each id, in order. */
export function uniquePeers(peers: readonly Peer[]): Peer[] {
  const byId = new Map<MarkedPeerId, Peer>();
  for (const peer of peers) if (!byId.has(peer.id)) byId.set(peer.id, peer);
  return [...byId.values()];
}

// ---------------------------------------------------------------------------------------------
// Folders

/** What a folder's flags select a dialog by. */
export interface DialogFacts {
  peer: Peer;
  contact: boolean;
  bot: boolean;
  archived: boolean;
  muted: boolean;
}

/**
 * The facts of one dialog of the account, or null when its chat cannot be a source (see toPeer)
 * or it is not a chat (the archive's own entry, a DialogFolder).
 */
export function toDialogFacts(entity: GramjsEntity, dialog: Api.TypeDialog, nowSeconds: number): DialogFacts | null {
  const peer = toPeer(entity);
  if (!peer || !(dialog instanceof Api.Dialog)) return null;
  const user = entity instanceof Api.User ? entity : null;
  const muteUntil = dialog.notifySettings instanceof Api.PeerNotifySettings ? (dialog.notifySettings.muteUntil ?? 0) : 0;
  return {
    peer,
    contact: Boolean(user?.contact),
    bot: Boolean(user?.bot),
    archived: dialog.folderId === 1,
    muted: muteUntil > nowSeconds,
  };
}

/** messages.getDialogFilters answers a bare vector in older layers and messages.DialogFilters in newer ones. */
export function dialogFiltersOf(answer: Api.messages.TypeDialogFilters | readonly Api.TypeDialogFilter[]): Api.TypeDialogFilter[] {
  return answer instanceof Api.messages.DialogFilters ? answer.filters : [...answer];
}

/** A folder's title: a string in older layers, TextWithEntities (custom emoji) in newer ones. */
export function folderTitle(title: Api.TypeTextWithEntities | string): string {
  return typeof title === 'string' ? title : title.text;
}

/** The chats a folder names: pinned first, then included. The default "All chats" names none. */
export function listedInputPeers(filter: Api.TypeDialogFilter): Api.TypeInputPeer[] {
  if (filter instanceof Api.DialogFilterDefault) return [];
  return [...filter.pinnedPeers, ...filter.includePeers];
}

/**
 * A folder and the chats it shows, as the digest reads them: the chats it names (pinned and
 * included, always shown whatever its flags, as in Telegram's apps), then the account's dialogs
 * its flags select (channels, groups, contacts, non-contacts, bots), less the chats it excludes
 * by name, by "exclude muted" and by "exclude archived". "Exclude read" is left out: whether a
 * chat is read changes with every visit, and a digest's sources should not. `known` holds the
 * chats resolved so far (the dialogs and any named chat resolved on its own); a named chat not in
 * it is one the account cannot read, and is left out. Null for the default "All chats" filter.
 */
export function toFolder(filter: Api.TypeDialogFilter, dialogs: readonly DialogFacts[], known: ReadonlyMap<MarkedPeerId, Peer>, selfId: string): Folder | null {
  if (filter instanceof Api.DialogFilterDefault) return null;
  const named: Peer[] = [];
  for (const input of listedInputPeers(filter)) {
    const id = markedIdOfInputPeer(input, selfId);
    const peer = id === null ? undefined : known.get(id);
    if (peer) named.push(peer);
  }
  const selected = filter instanceof Api.DialogFilter ? selectedByFlags(filter, dialogs, selfId) : [];
  return { id: filter.id, title: folderTitle(filter.title), peers: uniquePeers([...named, ...selected]) };
}

function selectedByFlags(filter: Api.DialogFilter, dialogs: readonly DialogFacts[], selfId: string): Peer[] {
  const excluded = new Set(filter.excludePeers.map((input) => markedIdOfInputPeer(input, selfId)));
  return dialogs
    .filter((dialog) => !excluded.has(dialog.peer.id))
    .filter((dialog) => !(filter.excludeArchived && dialog.archived) && !(filter.excludeMuted && dialog.muted))
    .filter((dialog) => flagsSelect(filter, dialog))
    .map((dialog) => dialog.peer);
}

function flagsSelect(filter: Api.DialogFilter, dialog: DialogFacts): boolean {
  switch (dialog.peer.type) {
    case 'CHANNEL':
      return Boolean(filter.broadcasts);
    case 'GROUP':
    case 'Chat':
      return Boolean(filter.groups);
    case 'USER':
      if (dialog.bot) return Boolean(filter.bots);
      return dialog.contact ? Boolean(filter.contacts) : Boolean(filter.nonContacts);
  }
}

// ---------------------------------------------------------------------------------------------
// Errors

type Mapped = [TelegramUserError['code'], string];

const SIGN_IN_AGAIN = 'The Telegram session has ended (it was logged out or revoked from another device). Please sign in again.';
const NOT_READABLE = 'This chat cannot be read by your Telegram account: it is private, you are no longer a member, or it no longer exists.';
const WRONG_CODE = 'The login code is not correct. Check the code Telegram sent and try again.';
const CODE_EXPIRED = 'The login code has expired. Please request a new code.';

/** Telegram's error names (RPCError.errorMessage) and what a person is told. */
const BY_NAME: Readonly<Record<string, Mapped>> = {
  API_ID_INVALID: ['API_ID_INVALID', 'Telegram does not accept this API ID and API hash. Check both values at my.telegram.org.'],
  API_ID_PUBLISHED_FLOOD: ['API_ID_INVALID', 'Telegram limits this API ID because it was published. Please create your own at my.telegram.org.'],
  PHONE_NUMBER_INVALID: ['PHONE_NUMBER_INVALID', 'Telegram does not recognise this phone number. Enter it in international format, with the country code.'],
  PHONE_NUMBER_UNOCCUPIED: ['PHONE_NUMBER_INVALID', 'This phone number has no Telegram account. Please sign up in a Telegram app first.'],
  PHONE_NUMBER_BANNED: ['PHONE_NUMBER_BANNED', 'Telegram has banned this phone number, so it cannot sign in.'],
  PHONE_CODE_INVALID: ['PHONE_CODE_INVALID', WRONG_CODE],
  PHONE_CODE_EMPTY: ['PHONE_CODE_INVALID', WRONG_CODE],
  PHONE_CODE_EXPIRED: ['PHONE_CODE_EXPIRED', CODE_EXPIRED],
  PHONE_CODE_HASH_EMPTY: ['PHONE_CODE_EXPIRED', CODE_EXPIRED],
  PASSWORD_HASH_INVALID: ['PASSWORD_HASH_INVALID', 'The two-step verification password is not correct.'],
  PASSWORD_EMPTY: ['PASSWORD_HASH_INVALID', 'The two-step verification password is not correct.'],
  // The password's parameters changed between reading them and checking: a new attempt works.
  SRP_ID_INVALID: ['UNAVAILABLE', 'Telegram asked to repeat the password check. Please enter the password again.'],
  PHONE_NUMBER_FLOOD: ['FLOOD_WAIT', 'Telegram has paused sign-in for this number after too many attempts. Please try again later.'],
  PHONE_PASSWORD_FLOOD: ['FLOOD_WAIT', 'Telegram has paused password attempts after too many wrong ones. Please try again later.'],
  AUTH_KEY_UNREGISTERED: ['SESSION_REVOKED', SIGN_IN_AGAIN],
  AUTH_KEY_INVALID: ['SESSION_REVOKED', SIGN_IN_AGAIN],
  AUTH_KEY_PERM_EMPTY: ['SESSION_REVOKED', SIGN_IN_AGAIN],
  SESSION_REVOKED: ['SESSION_REVOKED', SIGN_IN_AGAIN],
  SESSION_EXPIRED: ['SESSION_REVOKED', SIGN_IN_AGAIN],
  AUTH_KEY_DUPLICATED: ['SESSION_REVOKED', 'Telegram ended the session because it was used from two places at once. Please sign in again.'],
  USER_DEACTIVATED: ['SESSION_REVOKED', 'The Telegram account was deleted, so its session no longer works.'],
  USER_DEACTIVATED_BAN: ['SESSION_REVOKED', 'Telegram has banned the account, so its session no longer works.'],
  // Outside signIn (which handles it) it means the sign-in stopped before the password step.
  SESSION_PASSWORD_NEEDED: ['SESSION_REVOKED', 'The Telegram sign-in was not finished: the two-step verification password is still needed. Please sign in again.'],
  FROZEN_METHOD_INVALID: ['UNAVAILABLE', 'Telegram has frozen this account; it cannot be read until Telegram lifts the freeze.'],
  CHANNEL_PRIVATE: ['PEER_UNAVAILABLE', NOT_READABLE],
  CHANNEL_INVALID: ['PEER_UNAVAILABLE', NOT_READABLE],
  CHANNEL_PUBLIC_GROUP_NA: ['PEER_UNAVAILABLE', NOT_READABLE],
  PEER_ID_INVALID: ['PEER_UNAVAILABLE', NOT_READABLE],
  CHAT_ID_INVALID: ['PEER_UNAVAILABLE', NOT_READABLE],
  CHAT_FORBIDDEN: ['PEER_UNAVAILABLE', NOT_READABLE],
};

/** The chat named is not one the account can read (not among its chats, or not a chat id). */
export function peerUnavailable(): TelegramUserError {
  return new TelegramUserError('PEER_UNAVAILABLE', NOT_READABLE);
}

export function sessionRevoked(message = SIGN_IN_AGAIN): TelegramUserError {
  return new TelegramUserError('SESSION_REVOKED', message);
}

export function unreachable(): TelegramUserError {
  return new TelegramUserError('UNAVAILABLE', 'Telegram could not be reached. Please try again later.');
}

/**
 * Any failure of a gramjs call as a TelegramUserError. FloodWaitError (and its premium and
 * test-server forms) carries the wait gramjs did not sleep through; other RPC errors go by
 * Telegram's name, then by class (401 is an unusable session, 420 a limit); anything else
 * (sockets, timeouts, gramjs's "Request was unsuccessful") is Telegram being unreachable.
 */
export function toTelegramUserError(err: unknown): TelegramUserError {
  if (err instanceof TelegramUserError) return err;
  if (err instanceof errors.FloodWaitError || err instanceof errors.FloodTestPhoneWaitError || err instanceof errors.SlowModeWaitError) {
    return new TelegramUserError('FLOOD_WAIT', `Telegram asked to wait ${describeWait(err.seconds)} before the next request. Please try again after that.`, err.seconds);
  }
  if (err instanceof errors.RPCError) {
    const mapped = BY_NAME[err.errorMessage];
    if (mapped) return new TelegramUserError(mapped[0], mapped[1]);
    if (err.code === 401) return sessionRevoked();
    if (err.code === 420) return new TelegramUserError('FLOOD_WAIT', 'Telegram is limiting requests from this account for now. Please try again later.');
    return new TelegramUserError('UNAVAILABLE', `Telegram answered with an unexpected error (${err.errorMessage}). Please try again later.`);
  }
  return unreachable();
}

function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `about ${minutes} minutes`;
  return `about ${Math.ceil(minutes / 60)} hours`;
}
