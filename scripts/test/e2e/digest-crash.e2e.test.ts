import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { digestPaths } from '../../../contracts/digest.ts';
import { DigestRun, TelegramLink } from '../../../db/index.ts';
import type { RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import type { RunningSandboxTelegramUser } from '../../../sandbox/telegram-user/start.ts';
import { startDigestStack, type DigestStack } from './digest-stack.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady } from '../kit/processes.ts';
import { eventually } from '../kit/eventually.ts';

/**
 * A digest run whose temporal-worker is killed (SIGKILL) while the model is summarising, then
 * started again: the digest is sent once and stored once.
 */
const processes = processGroup();
let stack: DigestStack;
let account: RunningSandboxTelegramUser;
let telegram: RunningSandboxTelegram;
let app: TestApp;

beforeAll(async () => {
  // Slow enough that the kill lands while a summary is being asked for.
  stack = await startDigestStack('digest-crash', { openaiDelayMs: 1500 });
  ({ account, telegram, app } = stack);
});
afterAll(async () => {
  await processes.killAll();
  await stack?.close();
});

const worker = () => processes.product('temporal-worker', stack.env);

describe('a digest run interrupted by a killed temporal-worker', () => {
  it('is sent once and stored once after a restart', { timeout: 180_000 }, async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const chatId = 7_600_000_000 + Math.floor(Math.random() * 1_000_000);
    await TelegramLink.query().insert({ userId: user.userId, bot: 'digest', chatId, telegramUserId: chatId, username: 'crash', firstName: 'Crash', languageCode: 'en', linkedAt: new Date() });
    const phone = `+7998${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}0000`;
    await user.call('POST', `/api${digestPaths.credentials}`, { apiId: 7654321, apiHash: 'fedcba9876543210fedcba9876543210' });
    await user.call('POST', `/api${digestPaths.authStart}`, { phoneNumber: phone });
    expect((await user.call('POST', `/api${digestPaths.authComplete}`, { code: account.codeFor(phone) })).body).toMatchObject({ success: true });
    const channels = (await user.call('GET', `/api${digestPaths.available}`)).body.channels as { id: string; title: string }[];
    const id = (await user.call('POST', `/api${digestPaths.preferences}`, { name: 'Crash digest', prompt: 'qqqq', frequency: 'DAILY', hour: 5, minute: 0, timezone: 'Europe/Berlin' })).body.preference.id as string;
    for (const title of ['Tech Brief', 'World News Daily', 'Markets & Money']) await user.call('POST', `/api${digestPaths.addChannel(id)}`, { channelId: channels.find((c) => c.title === title)!.id });

    const first = worker();
    await untilReady(first, 'temporal-worker', 60_000);
    const test = user.call('POST', `/api${digestPaths.test(id)}`);
    // Killed once the sources are read and the model is being asked.
    await eventually(async () => {
      const run = await DigestRun.query().findOne({ digest_id: id });
      return Boolean(run?.sources) && run!.content === null;
    }, 'the run to be composing', { timeoutMs: 60_000 });
    first.child.kill('SIGKILL');
    await first.exited;
    const second = worker();

    const { status, body } = await test;
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 'sent' });
    await eventually(() => telegram.chat('digest', chatId).filter((m) => m.from === 'bot').length >= body.messageCount, 'the digest in the chat', { timeoutMs: 30_000 });
    await new Promise((r) => setTimeout(r, 2500));
    const messages = telegram.chat('digest', chatId).filter((m) => m.from === 'bot');
    expect(messages).toHaveLength(body.messageCount);
    expect(messages[0]!.raw).toContain('<b>Crash digest</b>');
    const runs = await DigestRun.query().where('digest_id', id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'sent', messageCount: body.messageCount });
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
