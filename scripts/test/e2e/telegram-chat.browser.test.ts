import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { linkCodeSchema, TELEGRAM_BOTS, type TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLink } from '../../../db/index.ts';
import { expectAccessible, newPage, screenshots } from '../browser.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('telegram-chat');

/**
 * The four bots in a browser, in sandbox: the web app serves the fake Bot API and the console's
 * sandbox chat; a worker (in this process, on a queue prefix of the file's own) runs the bots.
 * Codes are issued through the API for now (the tools' own screens come with their issues).
 */
let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;
const ANNA = 100_000_001;

beforeAll(async () => {
  stack = await startSandboxStack('tg-chat');
  ({ app, browser } = stack);
});
afterAll(() => stack?.close());

/** The calendar's spec path, one shape for the others (contracts/telegram.ts). */
async function issueCode(user: Subscriber, bot: TelegramBot) {
  const res = bot === 'calendar' ? await user.call('POST', '/api/telegram/auth/generate') : await user.call('POST', `/api/telegram/bots/${bot}/link/code`, {});
  expect(res.status).toBeLessThan(300);
  return linkCodeSchema.parse(res.body);
}

const botMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-from="bot"]');
const lastBotMessage = (page: Page, text: string | RegExp) => botMessages(page).last().filter({ hasText: text }).waitFor({ timeout: 15_000 });

/** What each bot answers a message of a user who has not set its tool up. */
const answerTo = (bot: string, kind: 'text' | 'voice') =>
  bot === 'calendar' ? 'Connect your Google Calendar first' : bot === 'analytics' ? 'Connect RevenueCat or Amplitude in the console' : kind === 'text' ? 'Got your message.' : 'Got your voice message.';

describe('the sandbox chat with the four bots', () => {
  it('links each bot with a code, sends text and a voice message, sees the answers, unlinks', { timeout: 180_000 }, async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const { page } = await newPage(browser);

    for (const [index, bot] of TELEGRAM_BOTS.entries()) {
      const { authCode, authUrl } = await issueCode(user, bot);
      if (index % 2 === 0) {
        // Following the deep link https://t.me/<bot>?start=<code>: the page sends /start <code>.
        const username = new URL(authUrl).pathname.slice(1);
        await page.goto(`${app.baseUrl}/sandbox-chat?bot=${bot}&user=${ANNA}&start=${new URL(authUrl).searchParams.get('start')}`);
        expect(username).toBe(`sandbox_${bot}_bot`);
      } else {
        // Typing the code into the chat, with a space as people do.
        await page.goto(`${app.baseUrl}/sandbox-chat?bot=${bot}&user=${ANNA}`);
        await page.getByRole('heading', { name: /^Chat with / }).waitFor();
        await page.getByRole('textbox', { name: 'Message' }).fill(`${authCode.slice(0, 4)} ${authCode.slice(4)}`);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
      }
      await lastBotMessage(page, 'Done: this chat is linked to');
      await expect.poll(() => TelegramLink.query().findOne({ user_id: user.userId, bot }).then((l) => l?.chatId)).toBe(ANNA);
      if (index === 0) {
        await shoot(page, 'linked');
        await expectAccessible(page);
      }

      await page.getByRole('textbox', { name: 'Message' }).fill('Lunch with Boris tomorrow at 13:00');
      await page.keyboard.press('Enter');
      // The calendar bot reads messages for events and the analytics bot takes them as questions: without a calendar or keys each says so.
      await lastBotMessage(page, answerTo(bot, 'text'));

      // A voice message from a file, as the attach menu sends it.
      await page.getByRole('button', { name: 'Send a file' }).click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Audio file as a voice message' }).click();
      await (await chooser).setFiles({ name: 'note.ogg', mimeType: 'audio/ogg', buffer: Buffer.from('OggS sandbox voice note') });
      await page.locator('[data-testid="chat-message"][data-from="user"] audio').last().waitFor();
      await lastBotMessage(page, answerTo(bot, 'voice'));
      if (index === 0) await shoot(page, 'voice');

      if (index % 2 === 0) {
        await page.getByRole('textbox', { name: 'Message' }).fill('/stop');
        await page.keyboard.press('Enter');
        await lastBotMessage(page, 'This chat is unlinked from your account.');
      } else {
        const path = bot === 'calendar' ? '/api/telegram/disconnect' : `/api/telegram/bots/${bot}/link`;
        expect((await user.call('DELETE', path)).status).toBeLessThan(300);
        await lastBotMessage(page, 'This chat was unlinked from your account in the console.');
      }
      expect(await TelegramLink.query().findOne({ user_id: user.userId, bot })).toBeUndefined();
    }
    await shoot(page, 'unlinked');
    await expectAccessible(page);
  });
});
