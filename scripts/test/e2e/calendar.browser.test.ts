import { DateTime } from 'luxon';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { CalendarEvent } from '../../../db/index.ts';
import { expectAccessible, newPage, screenshots } from '../browser.ts';
import { botMessage, send } from './sandbox-chat.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('calendar');

/**
 * The calendar tool as a person uses it, in sandbox: connect Google Calendar on the fake consent
 * page, pick a calendar, link the bot from the sandbox chat, send "Dentist tomorrow at 5pm" and a
 * voice note, see both as Added in Recent Events and in the fake calendar, move one by replying,
 * undo the other. The worker runs in this process on a queue prefix of the file's own.
 */

/** The Google account chosen on the fake consent page (the fake is this app's own). */
const ACCOUNT = 'mikhail@sandbox.test';
/** Boris, a demo Telegram user no other browser test links. */
const BORIS = 100_000_002;
const ZONE = 'Europe/Moscow';

let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  stack = await startSandboxStack('calendar-browser', { appCalendar: true });
  ({ app, browser } = stack);
});
afterAll(() => stack?.close());

const eventRow = (page: Page, title: string): Locator => page.getByRole('listitem').filter({ hasText: title });

describe('Telegram to Calendar in the browser', () => {
  it('connects, picks a calendar, links the bot, adds events from text and voice, moves one by replying and undoes the other', { timeout: 240_000 }, async () => {
    const { page, context } = await newPage(browser);
    // A subscriber of this test's own (the demo sign-in accounts are other tests'), signed in
    // the way Google's callback lands: the console takes the access token from the address.
    const subscriber = await newSubscriber(app);
    await giveActiveSubscription(subscriber.userId);
    const user = { id: subscriber.userId };
    await page.goto(`${app.baseUrl}/?token=${encodeURIComponent(subscriber.token)}`);
    await page.waitForURL((url) => !url.searchParams.has('token'));

    await page.goto(`${app.baseUrl}/telegram-calendar`);
    await page.getByRole('heading', { name: 'Telegram to Calendar', level: 1 }).waitFor();
    await page.getByText('Complete Step 1 first').first().waitFor();
    await page.getByText('Connect your accounts to start creating events').waitFor();
    await shoot(page, 'not-connected');

    // Step 1 on Google's (fake) consent page.
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await page.getByRole('button', { name: new RegExp(`Allow for .*${ACCOUNT.replace('.', '\\.')}`) }).click();
    await page.waitForURL((url) => url.pathname === '/telegram-calendar');
    await expect.poll(() => new URL(page.url()).searchParams.has('calendar'), { timeout: 10_000 }).toBe(false);
    await page.getByText(ACCOUNT).first().waitFor();

    // The picker: the primary calendar is selected; Save waits for another choice.
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByRole('radiogroup', { name: 'Your calendars' }).waitFor();
    await expect.poll(() => save.isDisabled(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('radio', { name: /Work/ }).check();
    await save.click();
    await page.getByText('Calendar selection saved successfully!').waitFor();
    await shoot(page, 'calendar-connected');

    // Step 2: the code panel opens the bot (the sandbox chat) in a new tab.
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: /Open Telegram bot/ }).click();
    const chat = await popupOpened;
    await chat.waitForLoadState();
    const deepLink = new URL(chat.url());
    expect(deepLink.pathname).toBe('/sandbox-chat');
    deepLink.searchParams.set('user', String(BORIS));
    await chat.goto(deepLink.toString());
    await botMessage(chat, /linked to|привязан/).waitFor({ timeout: 20_000 });
    await page.getByText('Connected as @boris_demo').waitFor({ timeout: 10_000 });
    await expectAccessible(page);

    // A text and a voice note (the Samples menu's, which the fake transcriber reads).
    await send(chat, 'Dentist tomorrow at 5pm');
    const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 });
    const dentist = botMessage(chat, 'Added Dentist');
    await dentist.waitFor({ timeout: 20_000 });
    await expect.poll(() => dentist.textContent(), { timeout: 10_000 }).toContain(`${tomorrow.toFormat('ccc d LLL')}, 17:00–18:00, ${ZONE}`);
    await chat.getByRole('button', { name: 'Samples' }).click();
    await chat.getByRole('menuitem', { name: /Team sync on Monday at 10:00/ }).click();
    const teamSync = botMessage(chat, 'Added Team sync');
    await teamSync.waitFor({ timeout: 20_000 });
    await shoot(chat, 'chat-added');

    await page.reload();
    await eventRow(page, 'Dentist').filter({ hasText: 'Added' }).waitFor({ timeout: 15_000 });
    await eventRow(page, 'Team sync').filter({ hasText: 'Added' }).filter({ hasText: 'Voice' }).waitFor();
    await shoot(page, 'recent-events');

    // Both are in the fake calendar, in the Work calendar.
    const calendarPage = await context.newPage();
    await calendarPage.goto(`${app.baseUrl}/sandbox/google-calendar/calendar?account=${encodeURIComponent(ACCOUNT)}`);
    await calendarPage.getByText('Dentist').first().waitFor();
    await calendarPage.getByText('Team sync').first().waitFor();
    await shoot(calendarPage, 'fake-calendar');

    // Move the dentist by replying to its confirmation; undo the team sync with its button.
    await dentist.getByRole('button', { name: 'Reply to this message' }).click();
    await send(chat, '6pm instead');
    await botMessage(chat, 'Moved Dentist').waitFor({ timeout: 20_000 });
    await expect.poll(() => botMessage(chat, 'Moved Dentist').textContent(), { timeout: 10_000 }).toContain(`18:00–19:00, ${ZONE}`);
    await teamSync.getByRole('button', { name: 'Undo' }).click();
    await botMessage(chat, /Removed Team sync/).waitFor({ timeout: 20_000 });
    await shoot(chat, 'chat-moved-and-undone');

    await page.reload();
    await eventRow(page, 'Team sync').filter({ hasText: 'Cancelled' }).waitFor({ timeout: 15_000 });
    await eventRow(page, 'Dentist').filter({ hasText: 'Added' }).waitFor();
    const moved = await CalendarEvent.query().where({ user_id: user.id, event_title: 'Dentist' }).first();
    expect(moved?.startTime?.toISOString()).toBe(tomorrow.set({ hour: 18, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO());
    await calendarPage.reload();
    await calendarPage.getByText('Dentist').first().waitFor();
    await expect.poll(() => calendarPage.getByText('Team sync').count(), { timeout: 10_000 }).toBe(0);
    await shoot(page, 'recent-events-after');
  });
});
