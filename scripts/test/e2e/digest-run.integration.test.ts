import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { digestPaths, digestStatusSchema } from '../../../contracts/digest.ts';
import { createSandboxTelegramUserClient } from '../../../core/clients/telegram-user/sandbox-client.ts';
import { readUserSecret, storeUserSecret } from '../../../core/domain/secrets/user-secrets.ts';
import { updateUserSettings } from '../../../core/domain/settings/user-settings.ts';
import { DigestAccount, DigestRun, TelegramLink, UserSecret } from '../../../db/index.ts';
import type { RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import type { RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import type { RunningSandboxTelegramUser } from '../../../sandbox/telegram-user/start.ts';
import { startDigestStack, type DigestStack } from './digest-stack.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { digestRunKey, digestRunTaskQueue } from '../../../workflows/digest-run/definitions.ts';
import { digestSlotScheduleId } from '../../../workflows/digest-slot/definitions.ts';

/**
 * A digest from sign-in to the chat, on fakes of its upstreams on their own ports: the user's
 * Telegram account (sandbox/telegram-user), OpenAI and the Bot API. The web app signs the
 * account in; the real temporal-worker runs the digests' workflows; the real sending queue
 * delivers through the digest bot.
 */
const CREDENTIALS = { apiId: 1234567, apiHash: '0123456789abcdef0123456789abcdef' };

let stack: DigestStack;
let account: RunningSandboxTelegramUser;
let telegram: RunningSandboxTelegram;
let openai: RunningSandboxOpenAI;
let app: TestApp;
let taskQueue: string;
let temporalWorker: RunningTemporalWorker;
let nextChat = 7_500_000_000 + Math.floor(Math.random() * 100_000) * 100;
let nextPhone = 100_000 + Math.floor(Math.random() * 800_000);

beforeAll(async () => {
  stack = await startDigestStack('digest-run');
  ({ account, telegram, openai, app, taskQueue } = stack);
  temporalWorker = await runTemporalWorker({
    taskQueue,
    override: {
      digestRun: {
        account: { ...app.deps.digest.account, telegramUser: createSandboxTelegramUserClient(account.baseUrl) },
        model: { openai: new OpenAI({ apiKey: 'sk-test', baseURL: openai.url, maxRetries: 0 }), model: 'gpt-4o-mini', limiter: null },
        outbox: stack.runtime.outbox,
        premiumGraceMs: 0,
        now: () => new Date(),
      },
    },
  });
});

afterAll(async () => {
  await temporalWorker?.stop();
  await stack?.close();
});

const api = (path: string) => `/api${path}`;
const botMessages = (chatId: number) => telegram.chat('digest', chatId).filter((m) => m.from === 'bot');

/** A subscriber with the digest bot linked to a chat of their own, and (unless told) signed in to the fake account. */
async function digestUser(options: { signIn?: boolean } = {}): Promise<{ user: Subscriber; chatId: number; phone: string }> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  const chatId = ++nextChat;
  await TelegramLink.query().insert({ userId: user.userId, bot: 'digest', chatId, telegramUserId: chatId, username: 'anna_d', firstName: 'Anna', languageCode: 'en', linkedAt: new Date() });
  // Numbers ending in 0000 have no 2FA on the fake.
  const phone = `+7999${String(++nextPhone).padStart(6, '0')}0000`.slice(0, 16);
  if (options.signIn !== false) {
    expect((await user.call('POST', api(digestPaths.credentials), CREDENTIALS)).status).toBe(200);
    expect((await user.call('POST', api(digestPaths.authStart), { phoneNumber: phone })).status).toBe(200);
    expect((await user.call('POST', api(digestPaths.authComplete), { code: account.codeFor(phone) })).body).toMatchObject({ success: true, requiresPassword: false });
  }
  return { user, chatId, phone };
}

const channels = async (user: Subscriber) => (await user.call('GET', api(digestPaths.available))).body.channels as { id: string; title: string; username: string | null; type: string }[];

describe('signing in to the Telegram account', () => {
  it('takes the code and the 2FA password, stores only ciphertext, and a wrong code, password or expired code stores nothing', async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const phone = `+7999${String(++nextPhone).padStart(7, '0')}`;
    expect((await user.call('POST', api(digestPaths.authStart), { phoneNumber: phone })).body).toMatchObject({ error: 'telegram_not_connected' });
    expect((await user.call('POST', api(digestPaths.credentials), { apiId: 'abc', apiHash: 'short' })).status).toBe(400);
    expect((await user.call('POST', api(digestPaths.credentials), CREDENTIALS)).status).toBe(200);
    expect(digestStatusSchema.parse((await user.call('GET', api(digestPaths.status))).body)).toMatchObject({ hasApiCredentials: true, apiConnected: false, hasDigestBot: false });
    expect((await user.call('POST', api(digestPaths.authStart), { phoneNumber: phone })).body).toEqual({ success: true });

    const wrongCode = await user.call('POST', api(digestPaths.authComplete), { code: account.codeFor(phone) === '11111' ? '22222' : '11111' });
    expect(wrongCode).toMatchObject({ status: 400, body: { error: 'telegram_code_invalid' } });
    const needsPassword = await user.call('POST', api(digestPaths.authComplete), { code: account.codeFor(phone) });
    expect(needsPassword.body).toEqual({ success: true, requiresPassword: true, username: null });
    const wrongPassword = await user.call('POST', api(digestPaths.authComplete), { password: 'not-it' });
    expect(wrongPassword).toMatchObject({ status: 400, body: { error: 'telegram_password_invalid' } });
    expect(await UserSecret.query().where({ user_id: user.userId, name: 'digest.session' }).first()).toBeUndefined();

    const done = await user.call('POST', api(digestPaths.authComplete), { password: account.store.loginInfo(phone)?.password ?? '' });
    expect(done.body).toMatchObject({ success: true, requiresPassword: false });
    expect((await user.call('GET', api(digestPaths.authValidate))).body).toMatchObject({ valid: true });
    const secrets = await UserSecret.query().where('user_id', user.userId);
    expect(secrets.map((s) => s.name).sort()).toEqual(['digest.credentials', 'digest.session']);
    for (const secret of secrets) expect(secret.ciphertext).not.toContain(CREDENTIALS.apiHash);

    // A code older than the login's 10 minutes is refused and the login forgotten.
    const late = await newSubscriber(app);
    await giveActiveSubscription(late.userId);
    await late.call('POST', api(digestPaths.credentials), CREDENTIALS);
    await late.call('POST', api(digestPaths.authStart), { phoneNumber: phone });
    const box = app.deps.secrets;
    const login = JSON.parse((await readUserSecret(box, late.userId, 'digest.login'))!) as Record<string, unknown>;
    await storeUserSecret(box, late.userId, 'digest.login', JSON.stringify({ ...login, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect((await late.call('POST', api(digestPaths.authComplete), { code: account.codeFor(phone) })).body).toMatchObject({ error: 'telegram_code_expired' });
    expect(await UserSecret.query().findOne({ user_id: late.userId, name: 'digest.login' })).toBeUndefined();
    expect(await UserSecret.query().findOne({ user_id: late.userId, name: 'digest.session' })).toBeUndefined();
  });
});

describe('a digest run', () => {
  it('reads two channels and a folder, groups the same story, and sends it through the digest bot with links, recorded once in the history', { timeout: 60_000 }, async () => {
    const { user, chatId } = await digestUser();
    const list = await channels(user);
    const picked = list.filter((c) => ['World News Daily', 'Tech Brief', 'AI Notes'].includes(c.title));
    expect(picked).toHaveLength(3);
    const folders = (await user.call('GET', api(digestPaths.folders))).body.folders as { id: number; title: string; includePeers: number }[];
    const news = folders.find((f) => f.title === 'News')!;
    expect(news.includePeers).toBeGreaterThan(0);

    const created = await user.call('POST', api(digestPaths.preferences), { name: 'Morning brief', prompt: 'qqqq xxxx', frequency: 'DAILY', hour: 6, minute: 0, timezone: 'Europe/Berlin' });
    const id = created.body.preference.id as string;
    for (const channel of picked) expect((await user.call('POST', api(digestPaths.addChannel(id)), { channelId: channel.id, name: channel.title, type: channel.type })).status).toBe(201);
    expect((await user.call('POST', api(digestPaths.addFolder(id)), { folderId: news.id, name: news.title })).status).toBe(201);
    const again = await user.call('POST', api(digestPaths.addChannel(id)), { channelId: picked[0]!.id });
    expect(again).toMatchObject({ status: 409, body: { message: 'Channel already added' } });
    expect((await user.call('POST', api(digestPaths.addFolder(id)), { folderId: news.id })).body.message).toBe('Folder already added');

    const test = await user.call('POST', api(digestPaths.test(id)));
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ success: true, status: 'sent' });
    const sent = await eventually(() => botMessages(chatId).length >= test.body.messageCount && botMessages(chatId), 'the digest in the chat');
    const text = sent.map((m) => m.raw).join('\n');
    expect(text).toContain('<b>Morning brief</b>');
    expect(text).toMatch(/<a href="https:\/\/t\.me\/(world_news_demo|tech_brief_demo|ai_notes_demo|markets_money_demo|novosti_korotko_demo)\/\d+">/);
    // Over a day the fake's channels retell each other's stories: such an item names every channel.
    expect(text).toMatch(/also in [^)]*(AI Notes|Tech Brief|World News Daily|Markets & Money)/);

    const preference = (await user.call('GET', api(digestPaths.preference(id)))).body.preference;
    expect(preference.history).toHaveLength(1);
    expect(preference.history[0]).toMatchObject({ messageCount: test.body.messageCount, digestName: 'Morning brief' });
    expect(preference.history[0].content).toContain('<b>Morning brief</b>');
    expect(preference.lastSentAt).not.toBeNull();
    const run = await DigestRun.query().findOne({ digest_id: id });
    expect((run!.sources as { read: number }[]).length).toBeGreaterThanOrEqual(5);
    expect((run!.figures as { posts: number; stories: number }).stories).toBeLessThan((run!.figures as { posts: number }).posts);
  });

  it('runs from its slot Schedule at the scheduled time, and the same slot fire twice sends once', { timeout: 60_000 }, async () => {
    const { user, chatId } = await digestUser();
    const [first] = await channels(user);
    const zone = 'America/Bogota';
    // Half an hour away from now: the Schedule does not also fire by itself during the test.
    const minute = (new Date().getUTCMinutes() + 30) % 60;
    const id = (await user.call('POST', api(digestPaths.preferences), { name: 'Slot digest', prompt: 'Anything at all', frequency: 'HOURLY', minute, timezone: zone })).body.preference.id as string;
    await user.call('POST', api(digestPaths.addChannel(id)), { channelId: first!.id });
    const schedule = app.deps.temporal.client.schedule.getHandle(digestSlotScheduleId(`HOURLY-x-xx${String(minute).padStart(2, '0')}-${zone}`));
    await schedule.trigger();
    const run = await eventually(async () => (await DigestRun.query().findOne({ digest_id: id, kind: 'scheduled' })) ?? false, 'the scheduled run');
    await eventually(async () => ((await DigestRun.query().findById(run.id))!.status !== 'running' ? true : false), 'the run to end');
    const ended = (await DigestRun.query().findById(run.id))!;
    expect(['sent', 'empty']).toContain(ended.status);
    // 'sent' means queued in the outbox: wait until the fake Bot API has the digest before counting.
    if (ended.status === 'sent') await eventually(() => botMessages(chatId).length >= (ended.messageCount ?? 1), 'the digest in the chat');
    const count = botMessages(chatId).length;
    // The slot's workflow started again for the same moment (a retry) starts nothing new.
    await expect(
      app.deps.temporal.client.workflow.start('digestRunWorkflow', { workflowId: digestRunKey(id, ended.scheduledFor.toISOString()), taskQueue: digestRunTaskQueue(taskQueue), args: [{ digestId: id, runKey: ended.runKey, kind: 'scheduled', scheduledFor: ended.scheduledFor.toISOString() }], workflowIdReusePolicy: 'REJECT_DUPLICATE' }),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 1500));
    expect(botMessages(chatId).length).toBe(count);
    expect(await DigestRun.query().where({ digest_id: id, kind: 'scheduled' }).resultSize()).toBe(1);
  });

  it('with onlyImportant and nothing important sends nothing but records the run', { timeout: 60_000 }, async () => {
    const { user, chatId } = await digestUser();
    const sport = (await channels(user)).find((c) => c.title === 'Sport Wire')!;
    const id = (await user.call('POST', api(digestPaths.preferences), { name: 'Quiet', prompt: 'zzzz qqqq', onlyImportant: true, frequency: 'HOURLY', minute: 1, timezone: 'Asia/Kolkata' })).body.preference.id as string;
    await user.call('POST', api(digestPaths.addChannel(id)), { channelId: sport.id });
    const test = await user.call('POST', api(digestPaths.test(id)));
    expect(test.body).toMatchObject({ success: true, status: 'empty' });
    expect(test.body.detail).toMatch(/^(Nothing important in the new posts|No new posts in the sources)$/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(botMessages(chatId)).toHaveLength(0);
    expect(await DigestRun.query().where({ digest_id: id, status: 'empty' }).resultSize()).toBe(1);
  });

  it('fails visibly when Telegram revoked the session: the run says why, the chat is told once, the status shows API Not Connected', { timeout: 60_000 }, async () => {
    const { user, chatId, phone } = await digestUser();
    const [first] = await channels(user);
    const id = (await user.call('POST', api(digestPaths.preferences), { name: 'Revoked', prompt: 'Anything', frequency: 'HOURLY', minute: 2, timezone: 'Asia/Kolkata' })).body.preference.id as string;
    await user.call('POST', api(digestPaths.addChannel(id)), { channelId: first!.id });
    account.store.revokeSessions(phone);
    // A Russian reader: the reason is kept and told in their language.
    await updateUserSettings(user.userId, { locale: 'ru' });
    const test = await user.call('POST', api(digestPaths.test(id)));
    expect(test).toMatchObject({ status: 409, body: { error: 'digest_run_failed', message: 'Сессия Telegram завершена: войдите в Telegram снова на странице дайджестов' } });
    const status = digestStatusSchema.parse((await user.call('GET', api(digestPaths.status))).body);
    expect(status).toMatchObject({ apiConnected: false, sessionRevoked: true, hasDigestBot: true });
    expect((await DigestAccount.query().findById(user.userId))!.state).toBe('revoked');
    const card = ((await user.call('GET', api(digestPaths.preferences))).body.preferences as { id: string; lastRun: { status: string; detail: string } }[]).find((p) => p.id === id)!;
    expect(card.lastRun).toMatchObject({ status: 'failed', detail: 'Сессия Telegram завершена: войдите в Telegram снова на странице дайджестов' });
    const told = await eventually(() => botMessages(chatId).length >= 1 && botMessages(chatId), 'the failure notice');
    expect(told.map((m) => m.raw)).toEqual(['Не удалось подготовить дайджест «Revoked»: Сессия Telegram завершена: войдите в Telegram снова на странице дайджестов']);
  });

  it('skips a chat Telegram makes us wait for and says when it can be read again', { timeout: 60_000 }, async () => {
    const { user } = await digestUser();
    const list = await channels(user);
    const [a, b] = [list.find((c) => c.title === 'Tech Brief')!, list.find((c) => c.title === 'World News Daily')!];
    const id = (await user.call('POST', api(digestPaths.preferences), { name: 'Flood', prompt: 'tech world', frequency: 'HOURLY', minute: 3, timezone: 'Asia/Kolkata' })).body.preference.id as string;
    await user.call('POST', api(digestPaths.addChannel(id)), { channelId: a.id });
    await user.call('POST', api(digestPaths.addChannel(id)), { channelId: b.id });
    account.store.floodNext(a.id, 3600);
    const test = await user.call('POST', api(digestPaths.test(id)));
    expect(test.body).toMatchObject({ success: true, status: 'sent' });
    const run = await DigestRun.query().findOne({ digest_id: id });
    const sources = run!.sources as { peerId: string; read: number; skipped?: string; readableAt?: string }[];
    const skipped = sources.find((s) => s.peerId === a.id)!;
    expect(skipped).toMatchObject({ read: 0, skipped: 'Telegram asked to wait' });
    expect(new Date(skipped.readableAt!).getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(sources.find((s) => s.peerId === b.id)!.read).toBeGreaterThan(0);
  });
});
