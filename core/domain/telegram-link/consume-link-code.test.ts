import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, TelegramLink, TelegramLinkCode, User, type Knex } from '../../../db/index.ts';
import { hashLinkCode } from './code-hash.ts';
import { consumeLinkCode, type LinkingChat } from './consume-link-code.ts';
import { findChatLink } from './find-chat-link.ts';
import { issueLinkCode } from './issue-link-code.ts';
import { createLinkAttempts, WRONG_CODES_PER_WINDOW } from './link-attempts.ts';
import { unlinkChat } from './unlink-chat.ts';
import { unlinkUser } from './unlink-user.ts';

let knex: Knex;
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const attempts = createLinkAttempts(redis, `${process.env.QUEUE_PREFIX!}-link-${randomUUID().slice(0, 6)}`);
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
    expect(await TelegramLinkCode.query().findOne({ user_id: user.id })).toMatchObject({ codeHash: hashLinkCode(code), usedAt: null });
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

  it('refuses a code of another bot, an expired code, a used code and an unknown code, linking nothing', async () => {
    const user = await newUser();
    const chat = newChat();
    const digestCode = (await issueLinkCode(user.id, 'digest')).code;
    expect(await consume('calendar', digestCode, chat)).toEqual({ status: 'other_bot', bot: 'digest' });

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

  it('a console-chosen code works, and a clash with a live one is a 409', async () => {
    const user = await newUser();
    const code = String(100_000 + Math.floor(Math.random() * 899_999));
    await issueLinkCode(user.id, 'digest', code);
    await expect(issueLinkCode((await newUser()).id, 'digest', code)).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect((await consume('digest', code, newChat())).status).toBe('linked');
  });

  it(`stops a chat after ${WRONG_CODES_PER_WINDOW} wrong codes, even for a right one`, async () => {
    const chat = newChat();
    for (let i = 0; i < WRONG_CODES_PER_WINDOW; i += 1) expect((await consume('calendar', `WRNG${2222 + i}`, chat)).status).toBe('unknown');
    const user = await newUser();
    const result = await consume('calendar', (await issueLinkCode(user.id, 'calendar')).code, chat);
    expect(result).toMatchObject({ status: 'too_many_attempts', retryInSeconds: expect.any(Number) });
    expect(await findChatLink('calendar', chat.chatId)).toBeNull();
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
