import { botToolsOf } from '../../../workers/bot-tools.ts';
import { eventually } from '../kit/eventually.ts';
import { testWorkerDeps } from '../worker-deps.ts';
import { randomUUID } from 'node:crypto';
import { Queue, type Job, type Worker } from 'bullmq';
import { pino } from 'pino';
import { Telegram } from 'telegraf';
import type { Update } from 'telegraf/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { TELEGRAM_BOTS, type TelegramBot } from '../../../contracts/telegram.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { webhookPath, type BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime, type TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { issueLinkCode } from '../../../core/domain/telegram-link/issue-link-code.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { telegramUpdate } from '../../../core/queues/jobs/telegram-update.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { TelegramLink, TelegramLinkCode, TelegramUpdate, User } from '../../../db/index.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import { buildBot } from '../../../workers/bots/build-bot.ts';
import { handle as handleUpdate } from '../../../workers/processors/telegram-update.ts';
import { startWorkers } from '../../../workers/start-workers.ts';

/**
 * The whole pipeline as production runs it, on a queue prefix of its own: Telegram (the
 * sandbox's fake Bot API on its own port) posts updates to the web app's webhook, the worker
 * hands them to the bots, and the bots' answers go through the sending queue back to the fake.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-tg-pipeline`;
const bots = Object.fromEntries(
  TELEGRAM_BOTS.map((bot, i) => [bot, { bot, token: `${7_100_000_001 + i}:TEST-${bot}-token-0123456789abcdef`, username: `test_${bot}_bot`, webhookSecret: `${bot}-secret-${randomUUID()}` }]),
) as Record<TelegramBot, BotSettings>;
const botEnv = Object.fromEntries(
  TELEGRAM_BOTS.flatMap((bot) => {
    const stem = `TELEGRAM_${bot.toUpperCase()}_BOT`;
    return [[`${stem}_TOKEN`, bots[bot].token], [`${stem}_USERNAME`, bots[bot].username], [`${stem}_WEBHOOK_SECRET`, bots[bot].webhookSecret]];
  }),
);

let fake: RunningSandboxTelegram;
let app: TestApp;
let runtime: TelegramRuntime;
let jobs: JobProducer;
let workers: Worker[];
let temporal: TemporalHandle;
const redis = createWorkerRedis(process.env.REDIS_URL!);
const updates = new Queue(telegramUpdate.queue, { connection: redis, prefix });
// Chats and update ids of this file's own (the database is the run's).
let nextChat = 7_300_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextUpdate = Math.floor(Date.now() / 10);

beforeAll(async () => {
  fake = await startSandboxTelegram({ bots });
  app = await startTestApp({ QUEUE_PREFIX: prefix, SANDBOX: '0', TELEGRAM_API_URL: fake.apiRoot, ...botEnv });
  // As scripts/telegram-register.ts does in production.
  for (const settings of Object.values(bots)) {
    await new Telegram(settings.token, { apiRoot: fake.apiRoot }).setWebhook(`${app.baseUrl}${webhookPath(settings.bot)}`, { secret_token: settings.webhookSecret });
  }
  jobs = createJobProducer(redis, prefix);
  runtime = createTelegramRuntime({ bots, apiRoot: fake.apiRoot }, redis, prefix, jobs);
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram: runtime, jobs, redis }), log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await Promise.all((workers ?? []).map((w) => w.close()));
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await updates.close();
  await temporal.close();
  await app.close();
  await fake.close();
  redis.disconnect();
});

const chat = () => ++nextChat;
const person = (id: number) => ({ id, is_bot: false, first_name: 'Anna', username: `anna${id}`, language_code: 'en' });
const message = (chatId: number, fields: Record<string, unknown>) => ({
  update_id: ++nextUpdate,
  message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Anna' }, from: person(chatId), ...fields },
});
const text = (chatId: number, body: string) => message(chatId, { text: body, ...(body.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: body.split(' ')[0]!.length }] } : {}) });

const post = (bot: TelegramBot, update: unknown) =>
  fetch(`${app.baseUrl}${webhookPath(bot)}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': bots[bot].webhookSecret }, body: JSON.stringify(update) });

/** How long, and how often, a test looks for what the bots did (the fake Bot API is in this process). */
const SOON = { timeoutMs: 15_000, intervalMs: 50 };

const answers = (bot: TelegramBot, chatId: number) => fake.chat(bot, chatId).filter((m) => m.from === 'bot' && m.action === null).map((m) => m.raw);
const recorded = (bot: TelegramBot, updateId: number) => TelegramUpdate.query().findById([bot, updateId]);
/** Waits for the update's record, then long enough for a second answer to have come, and returns the chat's answers. */
async function settled(bot: TelegramBot, update: { update_id: number }, chatId: number, count = 1) {
  const row = await eventually(() => recorded(bot, update.update_id), `update ${update.update_id} to be recorded`, SOON);
  await eventually(() => answers(bot, chatId).length >= count, `${count} answer(s) in chat ${chatId}`, SOON);
  await new Promise((r) => setTimeout(r, 1500));
  return { row, answers: answers(bot, chatId) };
}

describe('the Telegram update pipeline', () => {
  it('links a chat with a deep-link code sent through the webhook', async () => {
    const user = await newSubscriber(app);
    const { code } = await issueLinkCode(user.userId, 'homework');
    const chatId = chat();
    const update = text(chatId, `/start ${code}`);
    expect((await post('homework', update)).status).toBe(200);
    const { row, answers: said } = await settled('homework', update, chatId);
    expect(row).toMatchObject({ outcome: 'handled', kind: 'message', chatId });
    const { email } = (await User.query().findById(user.userId))!;
    expect(said).toEqual([`Done: this chat is linked to <b>${email}</b>. Send /stop to unlink it.`]);
    expect(await TelegramLink.query().findOne({ chat_id: chatId, bot: 'homework' })).toMatchObject({ userId: user.userId, telegramUserId: chatId, username: `anna${chatId}` });
  });

  it('handles an update delivered ten times at once exactly once', async () => {
    const chatId = chat();
    const update = text(chatId, '/help');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post('digest', update).then((r) => r.status)));
    expect(statuses).toEqual(Array(10).fill(200));
    const { answers: said } = await settled('digest', update, chatId);
    expect(said).toHaveLength(1);
    expect(await TelegramUpdate.query().where({ bot: 'digest', update_id: update.update_id })).toHaveLength(1);
    // A late repeat, after the job is gone from the queue: still nothing more.
    await (await updates.getJob(`update:digest:${update.update_id}`))?.remove();
    await post('digest', update);
    await new Promise((r) => setTimeout(r, 1500));
    expect(answers('digest', chatId)).toHaveLength(1);
  });

  it('handles an update once when a worker died mid-way, after its answers were queued', async () => {
    const chatId = chat();
    const update = text(chatId, '/help');
    // The first worker's work up to the crash: the bot ran and queued its answer, nothing recorded.
    await buildBot('analytics', runtime, pino({ level: 'silent' }), botToolsOf(testWorkerDeps({ temporal, telegram: runtime, jobs, redis })))!.handle(update as unknown as Update);
    expect(await recorded('analytics', update.update_id)).toBeUndefined();
    // Telegram, never having had its 200, delivers again; the restarted worker handles it.
    await post('analytics', update);
    const { answers: said } = await settled('analytics', update, chatId);
    expect(said).toHaveLength(1);
  });

  it('answers a sticker and an unknown command, skips an edit, and retries none of them', async () => {
    const chatId = chat();
    const user = await newSubscriber(app);
    await linkDirectly(user.userId, 'calendar', chatId);
    const sticker = message(chatId, { sticker: { file_id: 'STK', file_unique_id: 'stk', type: 'regular', width: 512, height: 512, is_animated: false, is_video: false } });
    await post('calendar', sticker);
    const first = await settled('calendar', sticker, chatId, 2);
    expect(first.row).toMatchObject({ outcome: 'skipped', detail: expect.stringContaining('sticker') });
    expect(first.answers[1]).toBe('I cannot read this kind of message. Send text, a voice message, a photo or a document.');

    const unknown = text(chatId, '/frobnicate now');
    await post('calendar', unknown);
    const second = await settled('calendar', unknown, chatId, 3);
    expect(second.row).toMatchObject({ outcome: 'handled' });
    expect(second.answers[2]).toMatch(/^I do not know \/frobnicate\. What I understand:\n/);

    const edit = { update_id: ++nextUpdate, edited_message: { ...text(chatId, 'edited').message, edit_date: 1 } };
    await post('calendar', edit);
    expect(await eventually(() => recorded('calendar', edit.update_id), 'the edit to be recorded', SOON)).toMatchObject({ outcome: 'skipped', kind: 'edited_message' });
    for (const u of [sticker, unknown, edit]) {
      const job = await updates.getJob(`update:calendar:${u.update_id}`);
      expect(job?.attemptsMade ?? 0, `update ${u.update_id} ran once`).toBeLessThanOrEqual(1);
      expect(await job?.isCompleted()).toBe(true);
    }
    expect(answers('calendar', chatId)).toHaveLength(3);
  });

  it("answers another bot's code as unknown (it tells a stranger nothing), an expired code and a used code clearly, linking nothing", async () => {
    const user = await newSubscriber(app);
    const chatId = chat();
    const otherBot = (await issueLinkCode(user.userId, 'digest')).code;
    const expired = (await issueLinkCode(user.userId, 'calendar')).code;
    await TelegramLinkCode.query().patch({ expiresAt: new Date(Date.now() - 1000) }).where({ user_id: user.userId, bot: 'calendar' });
    const used = (await issueLinkCode(user.userId, 'analytics')).code;
    await linkWith('analytics', used, chat());

    const cases: [TelegramBot, string, RegExp][] = [
      ['calendar', otherBot, /^I do not know this code\./],
      ['calendar', expired, /^This code has expired \(codes work for 10 minutes\)\./],
      ['analytics', used, /^This code has already been used\./],
    ];
    for (const [index, [bot, code, expected]] of cases.entries()) {
      const update = text(chatId, code.toLowerCase());
      await post(bot, update);
      const said = await eventually(() => answers(bot, chatId).length > (bot === 'analytics' ? 0 : index) && answers(bot, chatId), `the answer to ${code}`, SOON);
      expect(said.at(-1)).toMatch(expected);
    }
    expect(await TelegramLink.query().where({ chat_id: chatId })).toEqual([]);
  });

  it('sends a burst to one chat in order without a 429, a long text in valid parts', async () => {
    const before = fake.rateLimited();
    const chatId = chat();
    for (let i = 1; i <= 4; i += 1) await runtime.outbox.send('digest', chatId, `burst-${chatId}-${i}`, { text: `<b>message ${i}</b>`, html: true });
    const paragraph = `<i>${'word '.repeat(400).trim()}</i>`;
    const long = Array.from({ length: 3 }, () => paragraph).join('\n\n');
    await runtime.outbox.send('digest', chatId, `long-${chatId}`, { text: long });
    const said = await eventually(() => answers('digest', chatId).length >= 4 + 2 && answers('digest', chatId), 'the burst and the long text', { ...SOON, timeoutMs: 20_000 });
    expect(said.slice(0, 4)).toEqual([1, 2, 3, 4].map((i) => `<b>message ${i}</b>`));
    const parts = said.slice(4);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(4096);
      expect(part.startsWith('<i>') && part.endsWith('</i>')).toBe(true);
    }
    expect(parts.join('\n\n').replace(/<\/?i>/g, '')).toBe(long.replace(/<\/?i>/g, ''));
    expect(fake.rateLimited()).toBe(before);
    // Spaced as Telegram wants a private chat: about a second apart.
    const times = fake.sent('digest').filter((s) => s.chatId === chatId).map((s) => s.at);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(950);
  }, 30_000);

  it("keeps a chat's order when BullMQ hands a later message over first, and never waits for a send that is gone", async () => {
    const chatId = chat();
    // The first message comes round after the second (as under load, when delays run late).
    const first = { bot: 'digest' as const, chatId, key: `late-${chatId}`, message: { method: 'sendMessage' as const, text: 'first', html: false } };
    await runtime.pacing.plan('digest', chatId, telegramSend.jobId(first));
    await runtime.outbox.send('digest', chatId, `early-${chatId}`, { text: 'second' });
    await jobs.enqueue(telegramSend, first, { delay: 2500 });
    // A send an operator removed before it ran: planned, never queued.
    await runtime.pacing.plan('digest', chatId, `digest:${chatId}:removed`);
    await runtime.outbox.send('digest', chatId, `after-${chatId}`, { text: 'third' });
    await eventually(() => answers('digest', chatId).length >= 3, 'the three messages', SOON);
    expect(answers('digest', chatId)).toEqual(['first', 'second', 'third']);
  }, 20_000);

  it('tells the chat once, on the last attempt, that its message failed, and fails the job with its payload kept', async () => {
    const user = await newSubscriber(app);
    const chatId = chat();
    await linkDirectly(user.userId, 'homework', chatId);
    // A voice message whose file Telegram no longer has: getFile answers 400 on every attempt.
    const voice = message(chatId, { voice: { file_id: 'VOICE-gone', file_unique_id: 'gone', duration: 2, mime_type: 'audio/ogg', file_size: 1000 } });
    const job = (attemptsMade: number) => ({ attemptsMade, opts: { attempts: 4 } }) as unknown as Job;
    const payload = { bot: 'homework' as const, update: voice, receivedAt: new Date().toISOString() };
    const deps = testWorkerDeps({ temporal, telegram: runtime, jobs, redis });
    await expect(handleUpdate(payload, deps, job(0))).rejects.toThrow(/invalid file_id/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(answers('homework', chatId)).toHaveLength(1);
    await expect(handleUpdate(payload, deps, job(3))).rejects.toThrow(/invalid file_id/);
    await expect(handleUpdate(payload, deps, job(3))).rejects.toThrow(/invalid file_id/);
    await eventually(() => answers('homework', chatId).length >= 2, 'the apology', SOON);
    await new Promise((r) => setTimeout(r, 1500));
    expect(answers('homework', chatId).slice(1)).toEqual(['Something went wrong on our side and this message was not handled. Please try again in a minute.']);
    // Not recorded: an operator's retry in Bull Board handles it again.
    expect(await recorded('homework', voice.update_id)).toBeUndefined();
  });

  it('answers a file over the Bot API\'s 20 MB clearly, without fetching it', async () => {
    const user = await newSubscriber(app);
    const chatId = chat();
    await linkDirectly(user.userId, 'digest', chatId);
    const big = message(chatId, { document: { file_id: 'DOC-big', file_unique_id: 'big', file_name: 'lecture.mp4', mime_type: 'video/mp4', file_size: 25 * 1024 * 1024 } });
    await post('digest', big);
    const { row, answers: said } = await settled('digest', big, chatId, 2);
    expect(row).toMatchObject({ outcome: 'handled' });
    expect(said[1]).toBe('This file is too big: Telegram lets bots download files up to 20 MB. Send a smaller one.');
  });

  it('refuses a wrong secret with 403 and enqueues nothing', async () => {
    const update = text(chat(), 'hello');
    const res = await fetch(`${app.baseUrl}${webhookPath('calendar')}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': bots.digest.webhookSecret }, body: JSON.stringify(update) });
    expect(res.status).toBe(403);
    expect(await updates.getJob(`update:calendar:${update.update_id}`)).toBeUndefined();
  });
});

/** Links a chat through the bot, as a person would with the console's code. */
async function linkWith(bot: TelegramBot, code: string, chatId: number): Promise<void> {
  const update = text(chatId, `/start ${code}`);
  await post(bot, update);
  await eventually(() => recorded(bot, update.update_id), 'the link', SOON);
  expect(await TelegramLink.query().findOne({ chat_id: chatId, bot })).toBeDefined();
}

async function linkDirectly(userId: string, bot: TelegramBot, chatId: number): Promise<void> {
  await linkWith(bot, (await issueLinkCode(userId, bot)).code, chatId);
  await eventually(() => answers(bot, chatId).length >= 1, 'the link confirmation', SOON);
}
