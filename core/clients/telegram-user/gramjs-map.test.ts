import { pino } from 'pino';
import { Api, errors, helpers, sessions, TelegramClient } from 'telegram';
import { LogLevel } from 'telegram/extensions/Logger.js';
import { describe, expect, it, vi } from 'vitest';
import { withoutUpdates } from './gramjs-client.ts';
import { GramjsPinoLogger } from './gramjs-logger.ts';
import {
  dialogFiltersOf,
  foundEntities,
  folderTitle,
  isMarkedPeerId,
  markedIdOfInputPeer,
  markedIdOfPeer,
  matchesQuery,
  postLink,
  toDialogFacts,
  toFolder,
  toMe,
  toPeer,
  toPost,
  toTelegramUserError,
  uniquePeers,
  type DialogFacts,
} from './gramjs-map.ts';
import { TelegramUserError, type Peer } from './user-client.ts';

// gramjs's objects built with its own constructors, as its TL reader builds them from Telegram's answers.
const long = helpers.returnBigInt;
const photo = new Api.ChatPhotoEmpty();
const hash = long(987654321);

const channel = (id: number, fields: Partial<{ username: string; megagroup: boolean; gigagroup: boolean; usernames: Api.Username[]; left: boolean }> = {}) =>
  new Api.Channel({ id: long(id), title: `Channel ${id}`, photo, date: 0, accessHash: hash, broadcast: !fields.megagroup && !fields.gigagroup, ...fields });
const chat = (id: number, fields: Partial<{ left: boolean; deactivated: boolean }> = {}) =>
  new Api.Chat({ id: long(id), title: `Group ${id}`, photo, participantsCount: 3, date: 0, version: 1, ...fields });
const user = (id: number, fields: Partial<{ firstName: string; lastName: string; username: string; usernames: Api.Username[]; self: boolean; deleted: boolean; bot: boolean; contact: boolean; phone: string }> = {}) =>
  new Api.User({ id: long(id), accessHash: hash, ...fields });

const message = (id: number, text: string, fields: Partial<{ media: Api.TypeMessageMedia; fwdFrom: Api.MessageFwdHeader; date: number }> = {}) =>
  new Api.Message({ id, peerId: new Api.PeerChannel({ channelId: long(1234567890) }), date: 1_700_000_000, message: text, ...fields });

/** An RPC error exactly as gramjs raises it from Telegram's rpc_error. */
const rpc = (errorCode: number, errorMessage: string): unknown =>
  errors.RPCMessageToError(new Api.RpcError({ errorCode, errorMessage }), new Api.messages.GetHistory({ peer: new Api.InputPeerEmpty(), offsetId: 0, offsetDate: 0, addOffset: 0, limit: 1, maxId: 0, minId: 0, hash: long(0) }));

describe('chats as sources', () => {
  it('a broadcast channel is a CHANNEL with a -100 id', () => {
    expect(toPeer(channel(1234567890, { username: 'news' }))).toEqual({ id: '-1001234567890', title: 'Channel 1234567890', username: 'news', type: 'CHANNEL' });
  });

  it('a supergroup (megagroup or gigagroup) is a GROUP, also marked -100', () => {
    expect(toPeer(channel(55, { megagroup: true }))).toEqual({ id: '-10055', title: 'Channel 55', username: null, type: 'GROUP' });
    expect(toPeer(channel(56, { gigagroup: true }))?.type).toBe('GROUP');
  });

  it("a basic group is the spec's 'Chat', its id negated", () => {
    expect(toPeer(chat(4567))).toEqual({ id: '-4567', title: 'Group 4567', username: null, type: 'Chat' });
  });

  it('a user is a USER under their name, the id as is', () => {
    expect(toPeer(user(42, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }))).toEqual({ id: '42', title: 'Ada Lovelace', username: 'ada', type: 'USER' });
    expect(toPeer(user(43, { username: 'nameless' }))?.title).toBe('@nameless');
  });

  it('takes the active name of `usernames` when `username` is unset (newer layers)', () => {
    const usernames = [new Api.Username({ username: 'old_name', active: false }), new Api.Username({ username: 'current', active: true })];
    expect(toPeer(channel(7, { usernames }))?.username).toBe('current');
    expect(toPeer(user(8, { firstName: 'B', usernames }))?.username).toBe('current');
  });

  it('leaves out what cannot be a source', () => {
    expect(toPeer(user(1, { firstName: 'Me', self: true }))).toBeNull();
    expect(toPeer(user(2, { deleted: true }))).toBeNull();
    expect(toPeer(user(777000, { firstName: 'Telegram' }))).toBeNull();
    expect(toPeer(chat(3, { left: true }))).toBeNull();
    expect(toPeer(chat(4, { deactivated: true }))).toBeNull();
    expect(toPeer(new Api.ChannelForbidden({ id: long(5), accessHash: hash, title: 'Banned' }))).toBeNull();
    expect(toPeer(new Api.ChatForbidden({ id: long(6), title: 'Kicked' }))).toBeNull();
    expect(toPeer(new Api.UserEmpty({ id: long(9) }))).toBeNull();
  });
});

describe('marked ids', () => {
  it('marks peers and input peers like the Bot API', () => {
    expect(markedIdOfPeer(new Api.PeerChannel({ channelId: long(1234567890) }))).toBe('-1001234567890');
    expect(markedIdOfPeer(new Api.PeerChat({ chatId: long(4567) }))).toBe('-4567');
    expect(markedIdOfPeer(new Api.PeerUser({ userId: long(42) }))).toBe('42');
    expect(markedIdOfInputPeer(new Api.InputPeerChannel({ channelId: long(99), accessHash: hash }), '1')).toBe('-10099');
    expect(markedIdOfInputPeer(new Api.InputPeerChat({ chatId: long(98) }), '1')).toBe('-98');
    expect(markedIdOfInputPeer(new Api.InputPeerUser({ userId: long(97), accessHash: hash }), '1')).toBe('97');
    expect(markedIdOfInputPeer(new Api.InputPeerSelf(), '1')).toBe('1');
    expect(markedIdOfInputPeer(new Api.InputPeerEmpty(), '1')).toBeNull();
  });

  it('tells a chat id from anything else', () => {
    expect(['-1001234567890', '-4567', '42'].map(isMarkedPeerId)).toEqual([true, true, true]);
    expect(['', '0', '-', '@news', '12a', '-0012', '1e5'].map(isMarkedPeerId)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('posts', () => {
  const publicChannel = toPeer(channel(1234567890, { username: 'news' }))!;
  const privateChannel = toPeer(channel(1234567890))!;

  it('a public channel post links by username, with its date and text', () => {
    expect(toPost(message(42, 'Hello'), publicChannel)).toEqual({
      peerId: '-1001234567890',
      messageId: 42,
      date: new Date('2023-11-14T22:13:20.000Z'),
      text: 'Hello',
      link: 'https://t.me/news/42',
      forwardedFrom: null,
    });
  });

  it('a private channel or supergroup links by t.me/c/ and the id without -100', () => {
    expect(toPost(message(42, 'Hello'), privateChannel)?.link).toBe('https://t.me/c/1234567890/42');
    expect(postLink(toPeer(channel(55, { megagroup: true }))!, 7)).toBe('https://t.me/c/55/7');
    expect(postLink(toPeer(channel(56, { megagroup: true, username: 'chatters' }))!, 7)).toBe('https://t.me/chatters/7');
  });

  it('basic groups and private chats have no link', () => {
    expect(toPost(message(5, 'hi'), toPeer(chat(4567))!)?.link).toBeNull();
    expect(toPost(message(5, 'hi'), toPeer(user(42, { firstName: 'Ada' }))!)?.link).toBeNull();
  });

  it("a media post's text is its caption", () => {
    const withCaption = message(43, 'A photo caption', { media: new Api.MessageMediaPhoto({}) });
    expect(toPost(withCaption, publicChannel)?.text).toBe('A photo caption');
  });

  it('skips posts without text, service messages and empty messages', () => {
    expect(toPost(message(44, '', { media: new Api.MessageMediaPhoto({}) }), publicChannel)).toBeNull();
    expect(toPost(message(45, '  \n '), publicChannel)).toBeNull();
    const service = new Api.MessageService({ id: 46, peerId: new Api.PeerChannel({ channelId: long(1234567890) }), date: 1_700_000_000, action: new Api.MessageActionPinMessage() });
    expect(toPost(service, publicChannel)).toBeNull();
    expect(toPost(new Api.MessageEmpty({ id: 47 }), publicChannel)).toBeNull();
  });

  it("a forward from a channel names the channel and its post", () => {
    const fwdFrom = new Api.MessageFwdHeader({ date: 1_699_000_000, fromId: new Api.PeerChannel({ channelId: long(777) }), channelPost: 12 });
    expect(toPost(message(48, 'Forwarded', { fwdFrom }), publicChannel)?.forwardedFrom).toEqual({ peerId: '-100777', messageId: 12 });
    const noPost = new Api.MessageFwdHeader({ date: 1_699_000_000, fromId: new Api.PeerChannel({ channelId: long(778) }) });
    expect(toPost(message(49, 'Forwarded', { fwdFrom: noPost }), publicChannel)?.forwardedFrom).toEqual({ peerId: '-100778', messageId: null });
  });

  it('a forward from a person or a hidden sender has no source', () => {
    const fromUser = new Api.MessageFwdHeader({ date: 1_699_000_000, fromId: new Api.PeerUser({ userId: long(42) }) });
    const hidden = new Api.MessageFwdHeader({ date: 1_699_000_000, fromName: 'Someone' });
    expect(toPost(message(50, 'x', { fwdFrom: fromUser }), publicChannel)?.forwardedFrom).toBeNull();
    expect(toPost(message(51, 'x', { fwdFrom: hidden }), publicChannel)?.forwardedFrom).toBeNull();
  });
});

describe('me', () => {
  it('maps the signed-in user', () => {
    expect(toMe(user(42, { firstName: 'Ada', username: 'ada', phone: '447700900123', self: true }))).toEqual({ userId: '42', username: 'ada', firstName: 'Ada', phone: '447700900123' });
    expect(toMe(user(43, { self: true }))).toEqual({ userId: '43', username: null, firstName: '', phone: null });
  });

  it('refuses an empty user', () => {
    expect(() => toMe(new Api.UserEmpty({ id: long(1) }))).toThrow(TelegramUserError);
  });
});

describe('search', () => {
  it('matches title or @username case-insensitively', () => {
    const peer: Peer = { id: '-1001', title: 'Daily Tech News', username: 'TechDaily', type: 'CHANNEL' };
    expect(['tech news', 'TECH', '@techdaily', ' daily '].map((q) => matchesQuery(peer, q))).toEqual([true, true, true, true]);
    expect(['sports', '', '@'].map((q) => matchesQuery(peer, q))).toEqual([false, false, false]);
  });

  it("keeps contacts.Search's order, the account's own results first, and drops peers without an entity", () => {
    const found = new Api.contacts.Found({
      myResults: [new Api.PeerUser({ userId: long(42) })],
      results: [new Api.PeerChannel({ channelId: long(10) }), new Api.PeerChannel({ channelId: long(11) }), new Api.PeerChat({ chatId: long(12) })],
      chats: [channel(11, { username: 'b' }), channel(10, { username: 'a' }), chat(12)],
      users: [user(42, { firstName: 'Ada' })],
    });
    expect(foundEntities(found).map((entity) => toPeer(entity)?.id)).toEqual(['42', '-10010', '-10011', '-12']);
    const partial = new Api.contacts.Found({ myResults: [], results: [new Api.PeerChannel({ channelId: long(13) })], chats: [], users: [] });
    expect(foundEntities(partial)).toEqual([]);
  });

  it('dedupes by id, the first kept', () => {
    const a: Peer = { id: '1', title: 'A', username: null, type: 'USER' };
    expect(uniquePeers([a, { ...a, title: 'A again' }, { ...a, id: '2' }]).map((peer) => peer.title)).toEqual(['A', 'A']);
  });
});

describe('folders', () => {
  const now = 1_700_000_000;
  const notifySettings = (muteUntil?: number) => new Api.PeerNotifySettings(muteUntil === undefined ? {} : { muteUntil });
  const dialogOf = (peer: Api.TypePeer, fields: Partial<{ folderId: number; muteUntil: number }> = {}) =>
    new Api.Dialog({ peer, topMessage: 1, readInboxMaxId: 1, readOutboxMaxId: 1, unreadCount: 0, unreadMentionsCount: 0, unreadReactionsCount: 0, notifySettings: notifySettings(fields.muteUntil), folderId: fields.folderId });

  const news = channel(100, { username: 'news' });
  const mutedChannel = channel(101);
  const archivedChannel = channel(102);
  const group = channel(103, { megagroup: true });
  const basic = chat(104);
  const friend = user(105, { firstName: 'Friend', contact: true });
  const stranger = user(106, { firstName: 'Stranger' });
  const bot = user(107, { firstName: 'Bot', bot: true });

  const facts: DialogFacts[] = [
    toDialogFacts(news, dialogOf(new Api.PeerChannel({ channelId: long(100) })), now)!,
    toDialogFacts(mutedChannel, dialogOf(new Api.PeerChannel({ channelId: long(101) }), { muteUntil: now + 3600 }), now)!,
    toDialogFacts(archivedChannel, dialogOf(new Api.PeerChannel({ channelId: long(102) }), { folderId: 1 }), now)!,
    toDialogFacts(group, dialogOf(new Api.PeerChannel({ channelId: long(103) })), now)!,
    toDialogFacts(basic, dialogOf(new Api.PeerChat({ chatId: long(104) })), now)!,
    toDialogFacts(friend, dialogOf(new Api.PeerUser({ userId: long(105) })), now)!,
    toDialogFacts(stranger, dialogOf(new Api.PeerUser({ userId: long(106) })), now)!,
    toDialogFacts(bot, dialogOf(new Api.PeerUser({ userId: long(107) })), now)!,
  ];
  const known = new Map(facts.map((fact) => [fact.peer.id, fact.peer]));
  const ids = (folder: { peers: Peer[] } | null) => folder?.peers.map((peer) => peer.id);

  it('reads what the flags select from a dialog', () => {
    expect(facts.map(({ contact, bot: isBot, archived, muted }) => [contact, isBot, archived, muted])).toEqual([
      [false, false, false, false],
      [false, false, false, true],
      [false, false, true, false],
      [false, false, false, false],
      [false, false, false, false],
      [true, false, false, false],
      [false, false, false, false],
      [false, true, false, false],
    ]);
    expect(toDialogFacts(news, dialogOf(new Api.PeerChannel({ channelId: long(100) }), { muteUntil: now - 1 }), now)?.muted).toBe(false);
    expect(toDialogFacts(user(1, { self: true }), dialogOf(new Api.PeerUser({ userId: long(1) })), now)).toBeNull();
  });

  it('handles both answers of messages.getDialogFilters', () => {
    const filter = new Api.DialogFilter({ id: 2, title: new Api.TextWithEntities({ text: 'News', entities: [] }), pinnedPeers: [], includePeers: [], excludePeers: [] });
    expect(dialogFiltersOf(new Api.messages.DialogFilters({ filters: [new Api.DialogFilterDefault(), filter] }))).toEqual([new Api.DialogFilterDefault(), filter]);
    expect(dialogFiltersOf([filter])).toEqual([filter]);
  });

  it('takes the title as a string (older layers) or TextWithEntities (newer)', () => {
    expect(folderTitle('Work')).toBe('Work');
    expect(folderTitle(new Api.TextWithEntities({ text: 'Reading 📚', entities: [] }))).toBe('Reading 📚');
  });

  it('skips the default "All chats"', () => {
    expect(toFolder(new Api.DialogFilterDefault(), facts, known, '1')).toBeNull();
  });

  it('lists the pinned then the included chats, leaving out those it cannot resolve or that cannot be sources', () => {
    const filter = new Api.DialogFilter({
      id: 3,
      title: 'Reading' as unknown as Api.TypeTextWithEntities, // an older layer's plain string
      pinnedPeers: [new Api.InputPeerChat({ chatId: long(104) })],
      includePeers: [
        new Api.InputPeerChannel({ channelId: long(100), accessHash: hash }),
        new Api.InputPeerChannel({ channelId: long(999), accessHash: hash }),
        new Api.InputPeerSelf(),
        new Api.InputPeerChat({ chatId: long(104) }),
      ],
      excludePeers: [],
    });
    expect(toFolder(filter, facts, known, '1')).toEqual({ id: 3, title: 'Reading', peers: [known.get('-104'), known.get('-100100')] });
  });

  it('a folder of flags only selects from the dialogs: channels, less excluded, muted and archived ones', () => {
    const filter = new Api.DialogFilter({
      id: 4,
      title: new Api.TextWithEntities({ text: 'Channels', entities: [] }),
      broadcasts: true,
      excludeMuted: true,
      excludeArchived: true,
      pinnedPeers: [],
      includePeers: [],
      excludePeers: [],
    });
    expect(ids(toFolder(filter, facts, known, '1'))).toEqual(['-100100']);
    const everyChannel = new Api.DialogFilter({ ...filter.originalArgs, excludeMuted: false, excludeArchived: false, excludePeers: [new Api.InputPeerChannel({ channelId: long(100), accessHash: hash })] });
    expect(ids(toFolder(everyChannel, facts, known, '1'))).toEqual(['-100101', '-100102']);
  });

  it('groups select supergroups and basic groups; contacts, non-contacts and bots select users', () => {
    const base = { title: new Api.TextWithEntities({ text: 'F', entities: [] }), pinnedPeers: [], includePeers: [], excludePeers: [] };
    expect(ids(toFolder(new Api.DialogFilter({ ...base, id: 5, groups: true }), facts, known, '1'))).toEqual(['-100103', '-104']);
    expect(ids(toFolder(new Api.DialogFilter({ ...base, id: 6, contacts: true }), facts, known, '1'))).toEqual(['105']);
    expect(ids(toFolder(new Api.DialogFilter({ ...base, id: 7, nonContacts: true }), facts, known, '1'))).toEqual(['106']);
    expect(ids(toFolder(new Api.DialogFilter({ ...base, id: 8, bots: true }), facts, known, '1'))).toEqual(['107']);
  });

  it('named chats stay whatever the exclusions, and come first', () => {
    const filter = new Api.DialogFilter({
      id: 9,
      title: new Api.TextWithEntities({ text: 'Mixed', entities: [] }),
      broadcasts: true,
      excludeMuted: true,
      pinnedPeers: [],
      includePeers: [new Api.InputPeerChannel({ channelId: long(101), accessHash: hash }), new Api.InputPeerUser({ userId: long(105), accessHash: hash })],
      excludePeers: [],
    });
    expect(ids(toFolder(filter, facts, known, '1'))).toEqual(['-100101', '105', '-100100', '-100102']);
  });

  it('a shared folder (chatlist) lists its chats', () => {
    const filter = new Api.DialogFilterChatlist({
      id: 10,
      title: new Api.TextWithEntities({ text: 'Shared', entities: [] }),
      pinnedPeers: [],
      includePeers: [new Api.InputPeerChannel({ channelId: long(103), accessHash: hash })],
    });
    expect(toFolder(filter, facts, known, '1')).toEqual({ id: 10, title: 'Shared', peers: [known.get('-100103')] });
  });
});

describe('errors', () => {
  it.each([
    ['API_ID_INVALID', 400, 'API_ID_INVALID'],
    ['API_ID_PUBLISHED_FLOOD', 400, 'API_ID_INVALID'],
    ['PHONE_NUMBER_INVALID', 400, 'PHONE_NUMBER_INVALID'],
    ['PHONE_NUMBER_UNOCCUPIED', 400, 'PHONE_NUMBER_INVALID'],
    ['PHONE_NUMBER_BANNED', 400, 'PHONE_NUMBER_BANNED'],
    ['PHONE_CODE_INVALID', 400, 'PHONE_CODE_INVALID'],
    ['PHONE_CODE_EMPTY', 400, 'PHONE_CODE_INVALID'],
    ['PHONE_CODE_EXPIRED', 400, 'PHONE_CODE_EXPIRED'],
    ['PASSWORD_HASH_INVALID', 400, 'PASSWORD_HASH_INVALID'],
    ['AUTH_KEY_UNREGISTERED', 401, 'SESSION_REVOKED'],
    ['SESSION_REVOKED', 401, 'SESSION_REVOKED'],
    ['SESSION_EXPIRED', 401, 'SESSION_REVOKED'],
    ['USER_DEACTIVATED', 401, 'SESSION_REVOKED'],
    ['USER_DEACTIVATED_BAN', 401, 'SESSION_REVOKED'],
    ['AUTH_KEY_DUPLICATED', 406, 'SESSION_REVOKED'],
    ['SESSION_PASSWORD_NEEDED', 401, 'SESSION_REVOKED'],
    ['AUTH_KEY_SOMETHING_NEW', 401, 'SESSION_REVOKED'],
    ['CHANNEL_PRIVATE', 400, 'PEER_UNAVAILABLE'],
    ['CHANNEL_INVALID', 400, 'PEER_UNAVAILABLE'],
    ['PEER_ID_INVALID', 400, 'PEER_UNAVAILABLE'],
    ['CHAT_ID_INVALID', 400, 'PEER_UNAVAILABLE'],
    ['PHONE_NUMBER_FLOOD', 400, 'FLOOD_WAIT'],
    ['PHONE_PASSWORD_FLOOD', 400, 'FLOOD_WAIT'],
    ['SOME_NEW_LIMIT', 420, 'FLOOD_WAIT'],
    ['INTERNAL_SERVER_ERROR', 500, 'UNAVAILABLE'],
    ['MESSAGE_ID_INVALID', 400, 'UNAVAILABLE'],
  ])('%s (%i) is %s', (name, code, expected) => {
    const error = toTelegramUserError(rpc(code, name));
    expect(error).toBeInstanceOf(TelegramUserError);
    expect(error.code).toBe(expected);
    expect(error.retryAfterSeconds).toBeUndefined();
    // A sentence for a person: capitalised, ending in a full stop, with no stack or request class.
    expect(error.message).toMatch(/^[A-Z].*\.$/);
    expect(error.message).not.toMatch(/caused by|GetHistory/);
  });

  it('FLOOD_WAIT carries the seconds of FloodWaitError, premium and test-server waits included', () => {
    const wait = toTelegramUserError(rpc(420, 'FLOOD_WAIT_120'));
    expect([wait.code, wait.retryAfterSeconds]).toEqual(['FLOOD_WAIT', 120]);
    expect(wait.message).toBe('Telegram asked to wait about 2 minutes before the next request. Please try again after that.');
    expect(toTelegramUserError(rpc(420, 'FLOOD_PREMIUM_WAIT_7')).retryAfterSeconds).toBe(7);
    expect(toTelegramUserError(rpc(420, 'FLOOD_WAIT_1')).message).toContain('wait 1 second before');
    expect(toTelegramUserError(rpc(420, 'FLOOD_TEST_PHONE_WAIT_30')).retryAfterSeconds).toBe(30);
    expect(toTelegramUserError(rpc(420, 'FLOOD_WAIT_86400')).message).toContain('about 24 hours');
  });

  it("names Telegram's unexpected error for whoever reads the message", () => {
    expect(toTelegramUserError(rpc(400, 'MESSAGE_ID_INVALID')).message).toBe('Telegram answered with an unexpected error (MESSAGE_ID_INVALID). Please try again later.');
  });

  it('anything that is not an RPC error is Telegram being unreachable', () => {
    for (const err of [new Error('Not connected'), new Error('Request was unsuccessful 5 time(s)'), 'TIMEOUT', undefined]) {
      expect(toTelegramUserError(err).code).toBe('UNAVAILABLE');
    }
  });

  it('passes a TelegramUserError through as it is', () => {
    const error = new TelegramUserError('PEER_UNAVAILABLE', 'Gone.');
    expect(toTelegramUserError(error)).toBe(error);
  });
});

describe('the read-only gramjs client, built without a connection', () => {
  const newClient = (logger: GramjsPinoLogger) => new TelegramClient(new sessions.StringSession(''), 12345, '0123456789abcdef', { baseLogger: logger });

  it("routes gramjs's warnings and errors to pino and nothing to the console", () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const print = vi.spyOn(console, 'log');
    const printError = vi.spyOn(console, 'error');
    try {
      const client = newClient(new GramjsPinoLogger(log)); // gramjs logs its version at INFO here
      client.logger.info('Connecting to 149.154.167.91:80/TCPFull...');
      client.logger.warn('Connection closed while receiving data');
      client.logger.warn('Disconnecting...');
      client.logger.error('Unhandled error while receiving data');
      expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
        [40, 'Connection closed while receiving data'],
        [50, 'Unhandled error while receiving data'],
      ]);
      expect(print).not.toHaveBeenCalled();
      expect(printError).not.toHaveBeenCalled();
      // gramjs prints Error objects to the console itself wherever this answers true.
      expect([LogLevel.ERROR, LogLevel.WARN, LogLevel.DEBUG].map((level) => client.logger.canSend(level))).toEqual([false, false, false]);
    } finally {
      print.mockRestore();
      printError.mockRestore();
    }
  });

  it('asks Telegram for no updates: initConnection goes inside invokeWithoutUpdates', () => {
    const client = newClient(new GramjsPinoLogger(pino({ level: 'silent' })));
    const init = client._initRequest;
    withoutUpdates(client);
    // What client.connect() does on every (re)connect.
    client._initRequest.query = new Api.help.GetConfig();
    const sent = new Api.InvokeWithLayer({ layer: 198, query: client._initRequest }).getBytes();

    expect(init.query).toBeInstanceOf(Api.help.GetConfig);
    expect(sent).toEqual(new Api.InvokeWithLayer({ layer: 198, query: new Api.InvokeWithoutUpdates({ query: init }) }).getBytes());
    // invokeWithLayer#da9b0d0d, the layer, then invokeWithoutUpdates#bf9459b7.
    expect(sent.readUInt32LE(8)).toBe(0xbf9459b7);
  });
});
