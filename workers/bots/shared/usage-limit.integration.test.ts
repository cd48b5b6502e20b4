import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { Update } from 'telegraf/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../../core/clients/file-storage/local-disk.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import type { BotSettings, TelegramBots } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createSecretBox, parseKeyring } from '../../../core/crypto.ts';
import { calendarTexts } from '../../../core/domain/calendar/bot-texts.ts';
import { storeAnalyticsKeys } from '../../../core/domain/analytics/keys.ts';
import { addDraftPart, findDraft, startDraft } from '../../../core/domain/homework/bot-draft.ts';
import { newStudentCode } from '../../../core/domain/homework/student-code.ts';
import { createUsageLimits } from '../../../core/limits/usage-limits.ts';
import { RATE_LIMITS, type RateLimits } from '../../../core/limits/numbers.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { AnalyticsQuery, connectDatabase, HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission, TelegramLink, User, type Knex } from '../../../db/index.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { sendsTo, textOf } from '../../../scripts/test/kit/queues.ts';
import { buildBot, type RunningBot } from '../build-bot.ts';
import type { BotTools } from './context.ts';
import { usageLimitTexts } from './usage-limit.ts';

/**
 * The bots' per-user limits of costly messages (core/limits/numbers.ts), small here: past one,
 * the chat hears a plain sentence, nothing costly runs, and the update ends as skipped (handled,
 * not retried). Another user goes on as before. The Bot API is the sandbox's fake; the queues
 * and the counters are this file's own.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-bot-limits-${randomUUID().slice(0, 6)}`;
const settings = (bot: 'calendar' | 'analytics' | 'homework', n: number): BotSettings => ({ bot, token: `71000000${n}:TEST-${bot}-token-0123456789abcdef`, username: `test_${bot}_bot`, webhookSecret: 'secret' });
const bots: TelegramBots['bots'] = { calendar: settings('calendar', 11), analytics: settings('analytics', 12), homework: settings('homework', 13) };
const limits: RateLimits = { ...RATE_LIMITS, calendarBotMessage: { points: 2, duration: 60 }, analyticsBotMessage: { points: 3, duration: 60 }, analyticsQuestion: { points: 2, duration: 60 }, submission: { points: 1, duration: 60 } };
const redis = createWorkerRedis(process.env.REDIS_URL!);
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
let knex: Knex;
let telegram: RunningSandboxTelegram;
let jobs: JobProducer;
let runtime: TelegramRuntime;
let folder: string;
let running: Record<'calendar' | 'analytics' | 'homework', RunningBot>;
let nextChat = 7_600_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Date.now() / 10);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  telegram = await startSandboxTelegram({ bots });
  folder = await mkdtemp(join(tmpdir(), 'bot-limits-'));
  jobs = createJobProducer(redis, prefix);
  runtime = createTelegramRuntime({ bots, apiRoot: telegram.apiRoot }, redis, prefix, jobs);
  const log = pino({ level: 'silent' });
  // Only what the handlers reach before or instead of their costly work.
  const tools = {
    calendar: { calendar: { premiumGraceMs: 0 } },
    homework: { storage: localDiskStorage(folder), jobs },
    analyticsQuestions: { jobs, speech: null },
    limits: createUsageLimits({ redis, prefix }, limits),
  } as unknown as BotTools;
  running = { calendar: buildBot('calendar', runtime, log, tools)!, analytics: buildBot('analytics', runtime, log, tools)!, homework: buildBot('homework', runtime, log, tools)! };
});
afterAll(async () => {
  for (const queue of jobs.queues()) await queue.obliterate({ force: true });
  await jobs.close();
  await telegram.close();
  redis.disconnect();
  await knex.destroy();
  await rm(folder, { recursive: true, force: true });
});

async function linkedChat(bot: 'calendar' | 'analytics', language = 'en') {
  const chatId = ++nextChat;
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Limited', role: 'user' });
  await TelegramLink.query().insert({ userId: user.id, bot, chatId, telegramUserId: chatId, firstName: 'Ana', username: null, languageCode: language });
  return { userId: user.id, chatId };
}

const update = (chatId: number, fields: Record<string, unknown>, language = 'en') =>
  ({
    update_id: ++nextUpdate,
    message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Ana' }, from: { id: chatId, is_bot: false, first_name: 'Ana', language_code: language }, ...fields },
  }) as unknown as Update;
const text = (chatId: number, words: string, language = 'en') => update(chatId, { text: words, ...(words.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: words.split(' ')[0]!.length }] } : {}) }, language);

/** The text of each message the bot queued to the chat (the sending queue's jobs), in order. */
async function queued(chatId: number): Promise<string[]> {
  return (await sendsTo(jobs.queues().find((q) => q.name === telegramSend.queue)!, chatId)).map(textOf);
}

const refused = (detail: string) => ({ outcome: 'skipped', detail: `rate limited: ${detail}` });

describe('the calendar bot', () => {
  it('refuses a linked user past their messages, in their language, and not another user', async () => {
    const [ana, boris] = await Promise.all([linkedChat('calendar', 'ru'), linkedChat('calendar')]);
    for (let i = 0; i < 2; i += 1) expect(await running.calendar.handle(text(ana.chatId, 'обед завтра в 13', 'ru'))).toEqual({ outcome: 'handled' });
    expect(await running.calendar.handle(text(ana.chatId, 'обед завтра в 13', 'ru'))).toEqual(refused('calendarBotMessage'));
    const said = await queued(ana.chatId);
    // The two before went on to the calendar (which wants a subscription here); the third did not.
    expect(said).toEqual([calendarTexts.ru.noPremium, calendarTexts.ru.noPremium, usageLimitTexts.ru.messages(60)]);
    expect(await running.calendar.handle(text(boris.chatId, 'lunch tomorrow at 1pm'))).toEqual({ outcome: 'handled' });
    expect(await queued(boris.chatId)).toEqual([calendarTexts.en.noPremium]);
  });
});

describe('the analytics bot', () => {
  it('refuses a linked user past their messages, commands included, and not another user', async () => {
    const [ana, boris] = await Promise.all([linkedChat('analytics'), linkedChat('analytics')]);
    for (let i = 0; i < 3; i += 1) expect(await running.analytics.handle(text(ana.chatId, '/insights'))).toEqual({ outcome: 'handled' });
    expect(await running.analytics.handle(text(ana.chatId, '/insights'))).toEqual(refused('analyticsBotMessage'));
    expect((await queued(ana.chatId)).at(-1)).toBe(usageLimitTexts.en.messages(60));
    expect(await running.analytics.handle(text(boris.chatId, '/insights'))).toEqual({ outcome: 'handled' });
    expect(await queued(boris.chatId)).toEqual([(await queued(ana.chatId))[0]]);
  });

  it('refuses a question past the questions limit: no question is recorded, no job queued', async () => {
    const [ana, boris] = await Promise.all([linkedChat('analytics'), linkedChat('analytics')]);
    await Promise.all([storeAnalyticsKeys(box, ana.userId, { revenuecat: 'sk_a' }), storeAnalyticsKeys(box, boris.userId, { revenuecat: 'sk_b' })]);
    for (let i = 0; i < 2; i += 1) expect(await running.analytics.handle(text(ana.chatId, `revenue last week, take ${i}?`))).toEqual({ outcome: 'handled' });
    expect(await running.analytics.handle(text(ana.chatId, 'and the week before?'))).toEqual(refused('analyticsQuestion'));
    expect(await AnalyticsQuery.query().where({ user_id: ana.userId }).resultSize()).toBe(2);
    expect(await queued(ana.chatId)).toEqual(['Looking into it…', 'Looking into it…', usageLimitTexts.en.questions(60)]);
    expect(await running.analytics.handle(text(boris.chatId, 'revenue last week?'))).toEqual({ outcome: 'handled' });
    expect(await AnalyticsQuery.query().where({ user_id: boris.userId }).resultSize()).toBe(1);
  });
});

describe('the homework bot', () => {
  /** A student of a fresh cohort, joined in Telegram, with an answer under way to its one assignment. */
  async function studentWithDraft() {
    const telegramUserId = ++nextChat;
    const teacher = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Teacher', role: 'user' });
    const course = await HomeworkCourse.query().insert({ teacherId: teacher.id, name: 'Physics' });
    const cohort = await HomeworkCohort.query().insert({ courseId: course.id, name: 'Autumn' });
    const student = await HomeworkCohortStudent.query().insert({ cohortId: cohort.id, displayName: 'Masha', telegramCode: newStudentCode(), telegramUserId, isActive: true, activatedAt: new Date() });
    const assignment = await HomeworkAssignment.query().insert({ courseId: course.id, title: 'Pendulum', description: 'Explain it.', gradingEnabled: true, maxScore: 10, checkPrompt: 'Grade it', sortOrder: 0 });
    const draft = { telegramUserId, cohortStudentId: student.id, assignmentId: assignment.id };
    await startDraft(localDiskStorage(folder), draft);
    await addDraftPart(telegramUserId, ++nextUpdate, { kind: 'text', text: 'The period depends on the length.' });
    return { ...draft, studentId: student.id };
  }
  const submissionsOf = (cohortStudentId: string) => HomeworkSubmission.query().where({ cohort_student_id: cohortStudentId }).resultSize();

  it('refuses a submission past the limit and keeps the answer under way; another student submits', async () => {
    const [masha, petya] = await Promise.all([studentWithDraft(), studentWithDraft()]);
    expect(await running.homework.handle(text(masha.telegramUserId, '/submit'))).toEqual({ outcome: 'handled' });
    expect(await submissionsOf(masha.studentId)).toBe(1);
    // A Submit with nothing to submit is not counted, nor refused.
    expect(await running.homework.handle(text(masha.telegramUserId, '/submit'))).toEqual({ outcome: 'handled' });
    await startDraft(localDiskStorage(folder), masha);
    await addDraftPart(masha.telegramUserId, ++nextUpdate, { kind: 'text', text: 'Second try.' });
    expect(await running.homework.handle(text(masha.telegramUserId, '/submit'))).toEqual(refused('submission'));
    expect(await submissionsOf(masha.studentId)).toBe(1);
    expect((await findDraft(masha.telegramUserId))?.parts.map((p) => p.text)).toEqual(['Second try.']);
    expect((await queued(masha.telegramUserId)).at(-1)).toBe(usageLimitTexts.en.submissions(60));
    expect(await running.homework.handle(text(petya.telegramUserId, '/submit'))).toEqual({ outcome: 'handled' });
    expect(await submissionsOf(petya.studentId)).toBe(1);
  });
});
