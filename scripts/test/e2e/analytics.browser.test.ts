import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { AnalyticsInsight, User } from '../../../db/index.ts';
import { seed as seedUsers } from '../../../db/seeds/01_sandbox_users.ts';
import { expectAccessible, newPage, screenshots, signInAsDemoUser } from '../browser.ts';
import { botMessage, send } from './sandbox-chat.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('analytics');

/**
 * Issue 16's sandbox walk-through in the browser: a user saves RevenueCat and Amplitude keys
 * (the sandbox's fakes), tests them, links the analytics bot in the sandbox chat, runs a check,
 * sees the planted revenue drop with its Android segment and the revenue chart with its band,
 * gets the alert in the chat and answers 👎, and resolves the insight.
 */
let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;
const USER = 'mikhail@sandbox.test';
const CHEN = 100_000_003;

beforeAll(async () => {
  stack = await startSandboxStack('analytics', { temporalWorker: true });
  ({ app, browser } = stack);
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seedUsers(app.deps.knex);
});
afterAll(() => stack?.close());


describe('Analytics in the browser', () => {
  it('keys saved and tested, the bot linked, a check finds the planted drop, the alert arrives and is answered', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 1000 } });
    await signInAsDemoUser(page, app.baseUrl, USER);
    await page.goto(`${app.baseUrl}/analytics`);
    await page.getByText('Analytics Setup Required').waitFor();
    await shoot(page, 'setup-required');

    // Settings: both services' keys, saved, then each tested against its fake.
    await page.getByRole('link', { name: 'Add keys' }).click();
    await page.getByRole('heading', { name: 'Analytics Settings', level: 1 }).waitFor();
    const save = page.getByRole('button', { name: 'Save Settings' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Secret API key (bearer token)' }).fill('  sk_sandbox_browser_key  ');
    await page.getByRole('textbox', { name: 'API key', exact: true }).fill('amp_api_key');
    await page.getByRole('textbox', { name: 'Secret key', exact: true }).fill('amp_secret_key');
    await expectAccessible(page);
    await save.click();
    await page.getByText('Settings saved').first().waitFor();
    await page.getByRole('button', { name: 'Test Connection' }).first().click();
    await page.getByText(/Connected to RevenueCat/).first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Test Connection' }).nth(1).click();
    await page.getByText(/Connected to Amplitude/).first().waitFor({ timeout: 20_000 });
    await shoot(page, 'settings-tested');

    // The analytics bot: a code, and the bot opened in the sandbox chat.
    await page.getByRole('button', { name: 'Connect Telegram' }).click();
    await page.getByText('Waiting for the bot...').waitFor();
    // The card's link opens the sandbox chat; followed as Chen, the demo Telegram user no other browser test links to this bot.
    const href = await page.getByRole('link', { name: /Open the analytics bot/ }).getAttribute('href');
    const link = new URL(href!, app.baseUrl);
    expect(link.pathname).toBe('/sandbox-chat');
    link.searchParams.set('user', String(CHEN));
    const chat = await context.newPage();
    await chat.goto(link.toString());
    await chat.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await botMessage(chat, /linked|привязан/i).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 20_000 });
    await shoot(page, 'settings-linked');

    // A check now: the planted drop, its segment, the chart with its band.
    await page.goto(`${app.baseUrl}/analytics`);
    await page.getByRole('button', { name: 'Run check now' }).click();
    await page.getByText('Check complete').first().waitFor({ timeout: 120_000 });
    const drop = page.getByTestId('insight').filter({ hasText: /Revenue dropped/ }).first();
    await drop.waitFor({ timeout: 20_000 });
    expect(await drop.textContent()).toMatch(/Android/);
    await page.getByRole('figure').filter({ hasText: 'Revenue' }).first().waitFor();
    await shoot(page, 'insights');

    // The alert in the chat, answered 👎: that metric's bar is raised for this user.
    await chat.bringToFront();
    const alert = botMessage(chat, /Revenue dropped/);
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByRole('button', { name: '👎' }).click();
    const user = await User.query().findOne({ email: USER });
    await expect.poll(async () => (await AnalyticsInsight.query().where({ user_id: user!.id, feedback: 'down' })).length, { timeout: 20_000 }).toBe(1);
    await send(chat, '/status');
    await botMessage(chat, /RevenueCat: connected/).waitFor({ timeout: 20_000 });
    await shoot(chat, 'alert-in-chat');

    // Mark Resolved dims the insight and badges it.
    await page.bringToFront();
    await drop.getByRole('button', { name: 'Mark Resolved' }).click();
    await drop.getByText('Resolved', { exact: true }).waitFor();
    await shoot(page, 'resolved');

    // Ask Analytics, in English then in Russian: the answer names its figures' sources.
    await page.getByRole('tab', { name: 'Ask Analytics' }).click();
    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('Why did revenue drop last week?');
    await expect.poll(() => page.getByTestId('query-language').textContent()).toMatch(/English/);
    await page.getByRole('button', { name: 'Analyze' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.waitFor({ timeout: 60_000 });
    await result.getByText('Sources').waitFor();
    expect(await result.textContent()).toMatch(/Android/);
    await shoot(page, 'answer-en');
    await result.getByRole('button', { name: 'Clear' }).click();
    await question.fill('Почему упала выручка на прошлой неделе?');
    await expect.poll(() => page.getByTestId('query-language').textContent()).toMatch(/Russian/);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toMatch(/[а-я]{4,}/);
    await shoot(page, 'answer-ru');

    // The same question in the bot.
    await chat.bringToFront();
    await send(chat, 'why did revenue drop last week?');
    await botMessage(chat, 'Looking into it…').waitFor({ timeout: 20_000 });
    await botMessage(chat, /Android/).waitFor({ timeout: 60_000 });
    await shoot(chat, 'answer-in-chat');
  });
});
