import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { DigestPreference } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { expectAccessible, newPage, screenshots } from '../browser.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('digest');

/**
 * The digest tool as a person uses it, in sandbox: set up the Telegram session (with the 2FA
 * step, reading the code and password on the sandbox chat page), link the digest bot from the
 * sandbox chat, create a daily digest of two channels and a folder, press Test and read it in
 * the chat with its links, pause and resume it, open History, delete it. The temporal-worker
 * runs in this process on the app's task queue, reaching the fakes the app serves.
 */
/** Charlie, a demo Telegram user no other browser test links. */
const CHARLIE = 100_000_003;
const PHONE = `+7999${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;
let temporalWorker: RunningTemporalWorker | undefined;

beforeAll(async () => {
  stack = await startSandboxStack('digest-browser');
  ({ app, browser } = stack);
  const { digest, openai, telegram } = app.deps;
  temporalWorker = await runTemporalWorker({
    taskQueue: app.deps.temporal.taskQueue,
    override: { digestRun: { account: digest.account, model: { openai: openai.openai, model: openai.model, limiter: null }, outbox: telegram.outbox, premiumGraceMs: 0, now: () => new Date() } },
  });
});
afterAll(async () => {
  await temporalWorker?.stop();
  await stack?.close();
});

const botMessages = (chat: Page) => chat.locator('[data-testid="chat-message"][data-from="bot"]');
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('Channel digests in the browser', () => {
  it('sets up the session with 2FA, links the bot, creates a digest, tests it, pauses, resumes, reads its history and deletes it', { timeout: 300_000 }, async () => {
    const { page, context } = await newPage(browser);
    const subscriber = await newSubscriber(app);
    await giveActiveSubscription(subscriber.userId);
    await page.goto(`${app.baseUrl}/?token=${encodeURIComponent(subscriber.token)}`);
    await page.waitForURL((url) => !url.searchParams.has('token'));

    await page.goto(`${app.baseUrl}/telegram-digest`);
    await page.getByRole('heading', { name: 'Telegram Digest', level: 1 }).waitFor();
    await page.getByText('Telegram API credentials needed').waitFor();
    await shoot(page, 'no-credentials');

    // Set up: the credentials, then the phone, the code and the 2FA password from the sandbox chat page.
    await page.getByRole('link', { name: 'Set up Telegram Digest' }).click();
    await page.getByRole('heading', { name: 'Set Up Telegram Digest', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /API ID/ }).fill('1234567');
    await page.getByRole('textbox', { name: /API Hash/ }).fill('0123456789abcdef0123456789abcdef');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await page.getByRole('tab', { name: '2. Authentication' }).click();
    await page.getByRole('textbox', { name: /Phone number/ }).fill(PHONE);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await toast(page, 'Code Sent');

    const codes = await context.newPage();
    await codes.goto(`${app.baseUrl}/sandbox-chat`);
    const readLogin = async () => {
      await codes.getByRole('textbox', { name: /Phone number/ }).fill(PHONE);
      await codes.getByRole('button', { name: 'Show the code' }).click();
      const code = (await codes.getByText(/Login code: \d{5}/).textContent())!.match(/\d{5}/)![0];
      const password = (await codes.getByText(/2FA password: /).textContent())!.replace('2FA password: ', '').trim();
      return { code, password };
    };
    const login = await readLogin();
    await expectAccessible(codes);
    await page.getByRole('textbox', { name: /Authentication code/ }).fill(login.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, '2FA Required');
    await page.getByLabel(/2FA password/).fill(login.password);
    await shoot(page, 'setup-2fa');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Authentication Successful!', { exact: true }).first().waitFor({ timeout: 15_000 });
    await shoot(page, 'setup-done');

    // The bot-connect screen (in Russian): a code, and the bot opened in the sandbox chat.
    await page.goto(`${app.baseUrl}/telegram-digest`);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByText('Ожидаем подключения бота...').waitFor();
    await shoot(page, 'bot-connect');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: /Открыть бота в чате песочницы/ }).click();
    const chat = await opened;
    await chat.waitForLoadState();
    const deepLink = new URL(chat.url());
    deepLink.searchParams.set('user', String(CHARLIE));
    await chat.goto(deepLink.toString());
    await botMessages(chat).filter({ hasText: /linked|привязан/ }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Bot Connected').waitFor({ timeout: 15_000 });
    await page.getByText('API Connected').waitFor();
    await shoot(page, 'connected');

    // A daily digest of two channels and a folder.
    await page.getByRole('link', { name: /Create (Your First )?Digest/ }).first().click();
    await page.getByRole('heading', { name: 'Create New Digest', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /Digest Name/ }).fill('Morning brief');
    await page.getByRole('textbox', { name: /Interest Filter/ }).fill('Technology, companies, markets and world news');
    await page.getByRole('button', { name: 'Add Tech Brief' }).click();
    await page.getByRole('button', { name: 'Add World News Daily' }).click();
    await page.getByRole('tab', { name: 'Folders' }).click();
    await page.getByRole('button', { name: 'Add News' }).click();
    await shoot(page, 'new-digest');
    await page.getByRole('button', { name: 'Create Digest' }).click();
    await toast(page, 'Digest created successfully');
    await page.waitForURL((url) => url.pathname === '/telegram-digest');
    const card = page.getByRole('article').filter({ hasText: 'Morning brief' });
    await card.waitFor();
    await card.getByText('Daily at 09:00', { exact: false }).waitFor();

    // Test: the digest arrives in the chat, with links to the posts.
    await card.getByRole('button', { name: 'Test' }).click();
    await toast(page, 'Test digest sent!');
    const digest = botMessages(chat).filter({ hasText: 'Morning brief' }).first();
    await digest.waitFor({ timeout: 20_000 });
    expect(await digest.locator('a[href^="https://t.me/"]').count()).toBeGreaterThan(0);
    await shoot(chat, 'digest-in-chat');

    // Pause and resume.
    await card.getByRole('button', { name: 'Pause' }).click();
    await toast(page, 'Digest disabled');
    await card.getByText('Paused').waitFor();
    const id = (await DigestPreference.query().where('user_id', subscriber.userId).first())!.id;
    await expect.poll(async () => (await DigestPreference.query().findById(id))!.enabled, { timeout: 10_000 }).toBe(false);
    await card.getByRole('button', { name: 'Resume' }).click();
    await toast(page, 'Digest enabled');
    await card.getByText('Active').waitFor();
    await shoot(page, 'list');

    // History: the test digest.
    await card.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'Morning brief - History', level: 1 }).waitFor();
    await page.getByText('Morning brief').nth(1).waitFor();
    await shoot(page, 'history');

    // Delete from the list.
    await page.goto(`${app.baseUrl}/telegram-digest`);
    await page.getByRole('button', { name: 'Delete Morning brief' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Digest' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No digests configured yet...').waitFor({ timeout: 15_000 });
    expect(await DigestPreference.query().findById(id)).toBeUndefined();
    await shoot(page, 'deleted');
  });
});
