import { randomUUID } from 'node:crypto';
import OpenAI from 'openai';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { SANDBOX_OPENAI_PATH } from '../../../core/clients/openai.ts';
import { YoutubeReply } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { launchBrowser, newPage, screenshots } from '../browser.ts';

const shoot = screenshots('youtube');

/**
 * The video-comment assistant in a browser, in sandbox, as a subscriber: the fake Google
 * consent for the creator's own client, the demo channel from the fake YouTube Data API, AI
 * replies from the fake OpenAI (slowed down so 'Generate All' has progress to show), one
 * reply edited and published, prompt templates.
 */
let app: TestApp;
let worker: RunningTemporalWorker;
let browser: Browser;

beforeAll(async () => {
  const taskQueue = `test-${randomUUID()}`;
  app = await startTestApp({ SANDBOX: '1', TEMPORAL_TASK_QUEUE: taskQueue, SANDBOX_OPENAI_DELAY_MS: '400', YOUTUBE_BATCH_CONCURRENCY: '2' }, { browser: true });
  // This process's own config names another port; the worker asks this app's fake OpenAI.
  const openai = new OpenAI({ apiKey: 'sandbox', baseURL: `${app.baseUrl}${SANDBOX_OPENAI_PATH}`, maxRetries: 0 });
  worker = await runTemporalWorker({ taskQueue, override: { openai } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await app?.close();
});

/** The first thread of the video that the channel has not answered yet. */
const unanswered = (page: Page): Locator => page.locator('[data-testid="comment"][data-answered="false"]');

describe('the YouTube comment assistant in a browser (sandbox)', () => {
  it('connects the channel, generates, edits, generates all, publishes; manages prompts', { timeout: 240_000 }, async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const { context, page } = await newPage(browser);
    // Where the Google sign-in callback lands: the console keeps the token and drops it from the URL.
    await page.goto(`${app.baseUrl}/youtube-commenter?token=${user.token}`);
    await page.waitForURL((url) => !url.searchParams.has('token'));

    // No credentials yet: the settings dialog, required fields, saved, closes by itself.
    await page.getByText(/configure/i).first().waitFor();
    await shoot(page, 'no-credentials');
    await page.getByRole('button', { name: 'YouTube API Settings' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('API Key').fill('AIzaSandboxKey');
    await dialog.getByLabel('Client ID').fill('sandbox-client.apps.googleusercontent.com');
    await dialog.getByLabel('Client Secret').fill('GOCSPX-sandbox-secret');
    await shoot(page, 'settings');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Credentials saved successfully').waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });

    // Connect: the fake consent page of the creator's own OAuth client, then back with the channel.
    await page.getByRole('button', { name: 'Connect YouTube Account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/youtube/'));
    await shoot(page, 'consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/youtube-commenter');
    await page.getByText('Sandbox Kitchen').first().waitFor();
    await page.getByText('Your Latest Videos').waitFor();
    const cards = page.locator('a[href^="/youtube-commenter/video/"]');
    await expect.poll(() => cards.count()).toBe(8);
    await page.getByText('1.5M').first().waitFor();
    // The videos' reads were counted before the meter was read.
    await page.getByText(/^YouTube API quota today: [1-9]\d* of 10,000 units$/).first().waitFor();
    await shoot(page, 'home');
    // The card's comment count: YouTube's commentCount, every comment with the replies.
    const carbonara = page.locator('a[href="/youtube-commenter/video/sbxCarbonar"]').first();
    const counted = Number((await carbonara.getByTestId('video-comment-count').getAttribute('aria-label'))?.match(/^(\d+) comments$/)?.[1]);
    expect(counted).toBeGreaterThan(0);

    // A video: its comments, the answered ones marked, counted as the card counts them.
    await carbonara.click();
    await page.waitForURL((url) => url.pathname === '/youtube-commenter/video/sbxCarbonar');
    await page.getByTestId('comments-heading').filter({ hasText: `Comments (${counted})` }).waitFor();
    await expect.poll(() => page.getByTestId('answered-badge').count()).toBeGreaterThan(0);
    // The comment carrying a script and an onerror attribute arrives sanitised.
    expect(await page.locator('[data-testid="comment"] script, [data-testid="comment"] [onerror]').count()).toBe(0);
    await shoot(page, 'video');

    // One reply: generate, edit, save.
    const first = unanswered(page).first();
    await first.getByRole('button', { name: /^Generate AI reply to / }).click();
    const panel = first.getByTestId('reply-panel');
    await panel.getByTestId('reply-text').waitFor();
    await expect(panel.getByTestId('reply-text').innerText()).resolves.not.toBe('');
    await panel.getByRole('button', { name: 'Edit' }).click();
    const edited = `Thank you! Salt the pasta water well. (${randomUUID().slice(0, 6)})`;
    await panel.getByTestId('reply-editor').fill(edited);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panel.getByTestId('reply-text').innerText()).toBe(edited);
    // Held by its text from here on: once published, the thread is no longer an unanswered one.
    const mine = page.getByTestId('comment').filter({ hasText: edited });
    const minePanel = mine.getByTestId('reply-panel');

    // Generate All: the progress bar moves while the batch runs (400 ms a reply, two at a time).
    const waiting = await unanswered(page).count();
    expect(waiting).toBeGreaterThan(2);
    await page.getByTestId('generate-all').click();
    const progress = page.getByTestId('generate-all-progress');
    await progress.waitFor();
    const counts = new Set<string>();
    while (await progress.isVisible()) {
      counts.add(await page.getByTestId('generate-all-count').innerText().catch(() => ''));
      await page.waitForTimeout(100);
    }
    counts.delete('');
    expect(counts.size, `progress seen: ${[...counts].join(', ')}`).toBeGreaterThan(1);
    await expect.poll(() => unanswered(page).getByTestId('reply-panel').count()).toBe(waiting);
    // The edited draft was kept, not generated again.
    await expect(minePanel.getByTestId('reply-text').innerText()).resolves.toBe(edited);
    await shoot(page, 'generated');

    // Publish the edited reply: locked, then listed as the channel's after the reload.
    await minePanel.getByTestId('publish-reply').click();
    await minePanel.getByText('Reply published successfully! It will appear in the comments after refresh.').waitFor();
    await expect(minePanel.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(minePanel.getByTestId('publish-reply').count()).resolves.toBe(0);
    const stored = await YoutubeReply.query().where({ user_id: user.userId, video_id: 'sbxCarbonar' }).whereNotNull('published_at');
    expect(stored.map((r) => [r.status, r.editedReply ?? r.reply])).toEqual([['published', edited]]);
    // YouTube's copy from the reloaded list, published seconds ago: 'Just now' too, and counted.
    const listed = mine.locator('[data-testid="comment-reply"][data-just-now="false"]').filter({ hasText: edited });
    await listed.waitFor({ timeout: 15_000 });
    await expect(listed.locator('time').innerText()).resolves.toBe('Just now');
    await expect(mine.getAttribute('data-answered')).resolves.toBe('true');
    await page.getByTestId('comments-heading').filter({ hasText: `Comments (${counted + 1})` }).waitFor();
    await shoot(page, 'published');

    // A video id YouTube does not know: said once, with one Retry.
    await page.goto(`${app.baseUrl}/youtube-commenter/video/sbxNoSuchVd`);
    await page.getByTestId('comments-error').waitFor();
    await expect(page.getByText('Video not found or comments are disabled for this video.').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(1);
    await shoot(page, 'unknown-video');

    // Prompt templates: create two, make one the default, delete the other.
    await page.getByRole('link', { name: 'Manage Prompts' }).first().click();
    await page.waitForURL((url) => url.pathname === '/youtube-commenter/prompts');
    await page.getByRole('heading', { name: 'Comment Prompt Templates' }).waitFor();
    for (const name of ['Warm and short', 'Expert answers']) {
      await page.getByTestId('new-prompt').click();
      const editor = page.getByRole('dialog');
      await editor.getByText('Create New Prompt Template').waitFor();
      await editor.getByLabel('Template Name').fill(name);
      await editor.getByLabel('Prompt Template').fill(`Reply to comments on "{videoTitle}" in a {tone} tone, at most {maxLength} characters, in {language}. Style: ${name}.`);
      await editor.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Prompt created successfully').first().waitFor();
      await editor.waitFor({ state: 'hidden' });
    }
    const card = (name: string) => page.getByTestId('prompt-card').filter({ hasText: name });
    // Each action says which template it acts on.
    await page.getByRole('button', { name: 'Set as default: Warm and short', exact: true }).click();
    await card('Warm and short').getByTestId('prompt-default-badge').waitFor();
    await expect(page.getByTestId('prompt-default-badge').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Delete Expert answers', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Delete Prompt Template?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Prompt deleted successfully').first().waitFor();
    await expect.poll(() => card('Expert answers').count()).toBe(0);
    await shoot(page, 'prompts');
    await context.close();
  });
});
