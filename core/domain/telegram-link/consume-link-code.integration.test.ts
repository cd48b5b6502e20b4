import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, TelegramLink, TelegramLinkCode, User, type Knex } from '../../../db/index.ts';
import { hashLinkCode } from './code-hash.ts';
import { consumeLinkCode, type LinkingChat } from './consume-link-code.ts';
import { findChatLink } from './find-chat-link.ts';
import { issueLinkCode } from './issue-link-code.ts';
import { createLinkAttempts } from './link-attempts.ts';
import { LINK_LIMITS } from './link-limits.ts';
import { unlinkChat } from './unlink-chat.ts';
import { unlinkUser } from './unlink-user.ts';

let knex: Knex;
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const attempts = createLinkAttempts(redis, `${process.env.QUEUE_PREFIX!}-link-${randomUUID().slice(0, 6)}`);
// The bot-wide budget is counted per bot across this whole file: a small one, in a limiter of its own, for its test.
const botRules = { ...LINK_LIMITS.linkTries, bot: { points: 8, duration: 600 } };
const CHAT_LIMIT = LINK_LIMITS.linkTries.chat.points;
// Chat ids of this file's own, far from other files' (they share the database).
let nextChat = 7_100_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

const newUser = async () => {
  const id = randomUUID().slice(0, 8);
  return User.query().insert({ googleId: `g-link-${id}`, email: `link-${id}@example.com`, name: `Link ${id}` });
};
const newChat = (): LinkingChat => {
  nextChat += 1;
  return { chatId: nextChat, telegramUserId: nextChat, username: `person${nextChat}`, firstName: 'Anna', languageCode: 'en' };
};
const consume = (bot: 'calendar' | 'digest', code: string, chat: LinkingChat) => consumeLinkCode({ bot, code, chat }, attempts);

beforeAll(() => {
  knex = connectDatabase(process.env.DATABASE_URL!);
});
afterAll(async () => {
  redis.disconnect();
  await knex.destroy();
});

describe('linking a chat with a code', () => {
  it('links once, stores only the hash, and a second delivery of the same message hears "already linked"', async () => {
    const user = await newUser();
    const { code } = await issueLinkCode(user.id, 'calendar');
    expect(await TelegramLinkCode.query().where({ user_id: user.id }).orderBy('code_hash')).toEqual(expect.arrayContaining([expect.objectContaining({ codeHash: hashLinkCode(code), usedAt: null })]));
    expect(JSON.stringify(await TelegramLinkCode.query().where({ user_id: user.id }))).not.toContain(code);
    const chat = newChat();
    expect(await consume('calendar', code.toLowerCase().replace(/(....)/, '$1 '), chat)).toEqual({ status: 'linked', account: user.email, previousChatId: null });
    expect(await consume('calendar', code, chat)).toEqual({ status: 'already_linked', account: user.email });
    expect(await findChatLink('calendar', chat.chatId)).toMatchObject({ userId: user.id, account: user.email, chatId: chat.chatId });
  });

  it('ten deliveries of one code at once link exactly one chat', async () => {
    const user = await newUser();
    const { code } = await issueLinkCode(user.id, 'calendar');
    const chat = newChat();
    const results = await Promise.all(Array.from({ length: 10 }, () => consume('calendar', code, chat)));
    expect(results.filter((r) => r.status === 'linked')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'already_linked')).toHaveLength(9);
    expect(await TelegramLink.query().where({ user_id: user.id })).toHaveLength(1);
  });

  it('refuses a code of another bot (as unknown: it tells a stranger nothing), an expired code, a used code and an unknown code, linking nothing', async () => {
    const user = await newUser();
    const chat = newChat();
    const digestCode = (await issueLinkCode(user.id, 'digest')).code;
    expect(await consume('calendar', digestCode, chat)).toEqual({ status: 'unknown' });

    const expired = await issueLinkCode(user.id, 'calendar');
    await TelegramLinkCode.query().patch({ expiresAt: new Date(Date.now() - 1000) }).where({ code_hash: hashLinkCode(expired.code) });
    expect(await consume('calendar', expired.code, chat)).toEqual({ status: 'expired' });

    const used = await issueLinkCode(user.id, 'calendar');
    const firstChat = newChat();
    expect((await consume('calendar', used.code, firstChat)).status).toBe('linked');
    expect(await consume('calendar', used.code, chat)).toEqual({ status: 'used' });

    expect(await consume('calendar', 'ZZZZ2222', chat)).toEqual({ status: 'unknown' });
    expect(await findChatLink('calendar', chat.chatId)).toBeNull();
    expect(await findChatLink('digest', chat.chatId)).toBeNull();
  });

  it('a new code makes the earlier unused one stop working', async () => {
    const user = await newUser();
    const first = await issueLinkCode(user.id, 'calendar');
    await issueLinkCode(user.id, 'calendar');
    expect(await consume('calendar', first.code, newChat())).toEqual({ status: 'unknown' });
  });

  it("moves a user's link to the new chat and names the chat it left; refuses a chat that is someone else's", async () => {
    const user = await newUser();
    const oldChat = newChat();
    await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, oldChat);
    const newer = newChat();
    expect(await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, newer)).toEqual({ status: 'linked', account: user.email, previousChatId: oldChat.chatId });
    expect(await findChatLink('calendar', oldChat.chatId)).toBeNull();

    const stranger = await newUser();
    expect(await consume('calendar', (await issueLinkCode(stranger.id, 'calendar')).code, newer)).toEqual({ status: 'chat_taken' });
    expect((await findChatLink('calendar', newer.chatId))?.userId).toBe(user.id);
  });

  it('a console-chosen code another account holds is answered as any other, and then links nobody by typing: neither the holder nor the newcomer', async () => {
    const victim = await newUser();
    const code = String(100_000 + Math.floor(Math.random() * 899_999));
    const victims = await issueLinkCode(victim.id, 'digest', code);
    const attacker = await newUser();
    // No 409: the caller learns nothing about the victim's code.
    const attackers = await issueLinkCode(attacker.id, 'digest', code);
    expect(attackers).toMatchObject({ code });
    // Typing it links neither account: not the victim's chat to the attacker, not the attacker's chat to the victim.
    expect(await consume('digest', code, newChat())).toEqual({ status: 'unknown' });
    expect(await TelegramLink.query().whereIn('user_id', [victim.id, attacker.id])).toHaveLength(0);
    // Each one's deep link still links their own account.
    expect(await consume('digest', victims.token, newChat())).toMatchObject({ status: 'linked', account: victim.email });
    expect(await consume('digest', attackers.token, newChat())).toMatchObject({ status: 'linked', account: attacker.email });
  });

  it('a console-chosen code that is free, or was used or is the caller\'s own, links the caller by typing', async () => {
    const user = await newUser();
    const code = String(100_000 + Math.floor(Math.random() * 899_999));
    await issueLinkCode(user.id, 'digest', code);
    await issueLinkCode(user.id, 'digest', code);
    expect(await consume('digest', code, newChat())).toMatchObject({ status: 'linked', account: user.email });
    const next = await newUser();
    await issueLinkCode(next.id, 'digest', code);
    expect(await consume('digest', code, newChat())).toMatchObject({ status: 'linked', account: next.email });
  });

  it('a deep-link token links like the code and spends it; a guessed token, and the code of a chat linked to someone else, link nothing', async () => {
    const user = await newUser();
    const issued = await issueLinkCode(user.id, 'calendar');
    expect(issued.token).toMatch(/^[A-Z2-9]{24}$/);
    expect(await consume('calendar', 'ABCDEFGHJKMNPQRSTUVWXYZ2', newChat())).toEqual({ status: 'unknown' });
    const chat = newChat();
    expect(await consume('calendar', issued.token, chat)).toMatchObject({ status: 'linked', account: user.email });
    // The typed code went with it: in this chat it is already linked, elsewhere it is used.
    expect(await consume('calendar', issued.code, chat)).toMatchObject({ status: 'already_linked' });
    expect(await consume('calendar', issued.code, newChat())).toEqual({ status: 'used' });

    // A chat linked to someone else hears the same for a live code of a stranger and for nonsense.
    const stranger = await newUser();
    const live = await issueLinkCode(stranger.id, 'calendar');
    expect(await consume('calendar', live.code, chat)).toEqual({ status: 'chat_taken' });
    expect(await consume('calendar', 'ZZZZ3333', chat)).toEqual({ status: 'chat_taken' });
  });

  it(`stops a chat after ${CHAT_LIMIT} wrong codes, even for a right one, and lets its deep link through`, async () => {
    const chat = newChat();
    for (let i = 0; i < CHAT_LIMIT; i += 1) expect((await consume('calendar', `WRNG${2222 + i}`, chat)).status).toBe('unknown');
    const user = await newUser();
    const issued = await issueLinkCode(user.id, 'calendar');
    expect(await consume('calendar', issued.code, chat)).toMatchObject({ status: 'too_many_attempts', scope: 'sender', retryInSeconds: expect.any(Number) });
    expect(await findChatLink('calendar', chat.chatId)).toBeNull();
    expect((await consume('calendar', issued.token, chat)).status).toBe('linked');
  });

  it('counts wrong codes per Telegram account: its second chat (a group) gets no fresh tries', async () => {
    const first = newChat();
    const group = { ...newChat(), telegramUserId: first.telegramUserId };
    const perUser = LINK_LIMITS.linkTries.telegramUser.points;
    // Spread over chats of one account, each chat under its own limit.
    for (let i = 0; i < perUser; i += 1) {
      const chat = i % 2 === 0 ? first : { ...newChat(), telegramUserId: first.telegramUserId };
      expect((await consume('calendar', `WRNG${3222 + i}`, chat)).status).toBe('unknown');
    }
    const user = await newUser();
    expect(await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, group)).toMatchObject({ status: 'too_many_attempts', scope: 'sender' });
    // Another account in the same bot is not held up by it.
    expect((await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, newChat())).status).toBe('linked');
  });

  it('counts wrong codes per bot from many chats: then typed codes wait for everyone, deep links still link', async () => {
    const own = createLinkAttempts(redis, `${process.env.QUEUE_PREFIX!}-link-bot-${randomUUID().slice(0, 6)}`, { link: botRules, join: LINK_LIMITS.joinTries });
    const consumeOwn = (code: string, chat: LinkingChat) => consumeLinkCode({ bot: 'digest', code, chat }, own);
    for (let i = 0; i < botRules.bot.points; i += 1) expect((await consumeOwn(String(200_000 + i), newChat())).status).toBe('unknown');
    const user = await newUser();
    const issued = await issueLinkCode(user.id, 'digest', String(100_000 + Math.floor(Math.random() * 899_999)));
    const fresh = newChat();
    expect(await consumeOwn(issued.code, fresh)).toMatchObject({ status: 'too_many_attempts', scope: 'bot' });
    expect(await consumeOwn(issued.token, fresh)).toMatchObject({ status: 'linked', account: user.email });
    // Another bot's budget is its own.
    const other = await newUser();
    expect((await consumeLinkCode({ bot: 'calendar', code: (await issueLinkCode(other.id, 'calendar')).code, chat: newChat() }, own)).status).toBe('linked');
  });

  it('unlinks from the chat (/stop) and from the console, each once', async () => {
    const user = await newUser();
    const chat = newChat();
    await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, chat);
    expect(await unlinkChat('calendar', chat.chatId)).toBe(true);
    expect(await unlinkChat('calendar', chat.chatId)).toBe(false);

    await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, chat);
    const link = await TelegramLink.query().findOne({ user_id: user.id, bot: 'calendar' });
    expect(await unlinkUser(user.id, 'calendar')).toEqual({ linkId: link!.id, chatId: chat.chatId });
    expect(await unlinkUser(user.id, 'calendar')).toBeNull();
  });
});
