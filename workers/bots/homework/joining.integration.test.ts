import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { Update } from 'telegraf/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { newStudentCode } from '../../../core/domain/homework/student-code.ts';
import { createLinkAttempts } from '../../../core/domain/telegram-link/link-attempts.ts';
import { LINK_LIMITS } from '../../../core/domain/telegram-link/link-limits.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { connectDatabase, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, User, type Knex } from '../../../db/index.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { sendsTo, textOf } from '../../../scripts/test/kit/queues.ts';
import { buildBot, type RunningBot } from '../build-bot.ts';
import type { BotTools } from '../shared/context.ts';

/**
 * Wrong codes in the homework bot, as a chat sees them: cohort join codes and account link codes
 * are counted per chat, per Telegram account and per bot, and a refusal is a plain sentence. The
 * limits are small ones of this file's own (the same shape as LINK_LIMITS), in a Redis prefix of its own.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-join-bot-${randomUUID().slice(0, 6)}`;
const settings: BotSettings = { bot: 'homework', token: '7100000011:TEST-homework-token-0123456789abcdef', username: 'test_homework_bot', webhookSecret: 'secret' };
const rules = { chat: { points: 3, duration: 600 }, telegramUser: { points: 4, duration: 3600 }, bot: { points: 6, duration: 3600 } };
const redis = createWorkerRedis(process.env.REDIS_URL!);
let knex: Knex;
let telegram: RunningSandboxTelegram;
let jobs: JobProducer;
let bot: RunningBot;
let nextChat = 7_500_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Date.now() / 10);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  telegram = await startSandboxTelegram({ bots: { homework: settings } });
  jobs = createJobProducer(redis, prefix);
  const runtime: TelegramRuntime = {
    ...createTelegramRuntime({ bots: { homework: settings }, apiRoot: telegram.apiRoot }, redis, prefix, jobs),
    linkAttempts: createLinkAttempts(redis, prefix, { link: { ...LINK_LIMITS.linkTries, ...rules }, join: { ...LINK_LIMITS.joinTries, ...rules } }),
  };
  // Joining and linking read no tool of the homework bot's.
  bot = buildBot('homework', runtime, pino({ level: 'silent' }), {} as BotTools)!;
});
afterAll(async () => {
  for (const queue of jobs.queues()) await queue.obliterate({ force: true });
  await jobs.close();
  await telegram.close();
  redis.disconnect();
  await knex.destroy();
});

const say = (chatId: number, text: string, fromId = chatId) =>
  bot.handle({
    update_id: ++nextUpdate,
    message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), text, chat: { id: chatId, type: chatId === fromId ? 'private' : 'group', first_name: 'Ana' }, from: { id: fromId, is_bot: false, first_name: 'Ana', language_code: 'en' } },
  } as unknown as Update);

/** The last message the bot queued to the chat. */
async function lastSaid(chatId: number): Promise<string> {
  const last = (await sendsTo(jobs.queues().find((q) => q.name === telegramSend.queue)!, chatId)).at(-1);
  return last ? textOf(last) : '';
}

async function pendingStudent() {
  const id = randomUUID().slice(0, 8);
  const teacher = await User.query().insert({ googleId: `g-${id}`, email: `teacher-${id}@example.com`, name: 'Teacher', role: 'user' });
  const course = await HomeworkCourse.query().insert({ teacherId: teacher.id, name: 'Geometry' });
  const cohort = await HomeworkCohort.query().insert({ courseId: course.id, name: 'Group A' });
  return HomeworkCohortStudent.query().insert({ cohortId: cohort.id, displayName: 'Student', telegramCode: newStudentCode() });
}

/** A 6-character code no student has, with a letter so linking never reads it as a link code. */
async function wrongJoinCode(): Promise<string> {
  for (;;) {
    const code = `Q${newStudentCode().slice(1)}`;
    if (!(await HomeworkCohortStudent.query().findOne({ telegram_code: code }))) return code;
  }
}

const isActive = async (id: string) => (await HomeworkCohortStudent.query().findById(id))!.isActive;

// The bot-wide budget is shared by every test in this file: they run in order, and the last spends it.
describe('wrong codes in the homework bot', () => {
  it('stops a chat after its wrong join codes, even for a right code, with a plain sentence', async () => {
    const chatId = ++nextChat;
    for (let i = 0; i < rules.chat.points; i += 1) {
      await say(chatId, await wrongJoinCode());
      expect(await lastSaid(chatId)).toMatch(/^I do not know this code\./);
    }
    const student = await pendingStudent();
    await say(chatId, student.telegramCode);
    expect(await lastSaid(chatId)).toMatch(/^Too many wrong codes\. Try again in \d+ min\.$/);
    expect(await isActive(student.id)).toBe(false);
  });

  it("gives the same Telegram account's second chat (a group) no fresh tries", async () => {
    const person = ++nextChat;
    const group = -(++nextChat);
    // Under the chat limit in its private chat, then the rest of the account's budget from a group.
    for (let i = 0; i < rules.chat.points - 1; i += 1) await say(person, await wrongJoinCode());
    await say(group, await wrongJoinCode(), person);
    const student = await pendingStudent();
    await say(group, student.telegramCode, person);
    expect(await lastSaid(group)).toMatch(/^Too many wrong codes\./);
    expect(await isActive(student.id)).toBe(false);
  });

  it('counts wrong account link codes too, and says so in the chat', async () => {
    const chatId = ++nextChat;
    for (let i = 0; i < rules.chat.points; i += 1) await say(chatId, `WRNG${2222 + i}`);
    await say(chatId, 'WRNG3333');
    expect(await lastSaid(chatId)).toMatch(/^Too many wrong codes\./);
  });

  it('after many chats spend the bot-wide budget, a sender with a wrong code waits, a first try with the right code still joins', async () => {
    const erred = ++nextChat;
    await say(erred, await wrongJoinCode());
    // Many chats, one wrong code each: the bot's budget (shared with the tests above) is spent.
    for (let i = 0; i < rules.bot.points; i += 1) await say(++nextChat, await wrongJoinCode());
    const student = await pendingStudent();
    await say(erred, student.telegramCode);
    expect(await lastSaid(erred)).toMatch(/^Too many wrong codes\./);
    expect(await isActive(student.id)).toBe(false);
    const fresh = ++nextChat;
    await say(fresh, student.telegramCode);
    expect(await isActive(student.id)).toBe(true);
  });

  it('after many chats spend the bot-wide budget of link codes, typed link codes wait for everyone, with the deep link offered instead', async () => {
    for (let i = 0; i < rules.bot.points; i += 1) await say(++nextChat, `WRNG${4222 + i}`);
    const chatId = ++nextChat;
    await say(chatId, 'ABCD2345');
    expect(await lastSaid(chatId)).toMatch(/^Too many wrong codes were sent to me lately.*Open me with the link in the console instead/);
  });
});
