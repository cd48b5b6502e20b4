import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { seed } from '../../../db/seeds/01_sandbox_users.ts';
import { launchBrowser, newPage, screenshots, signInAsDemoUser } from '../browser.ts';

const shoot = screenshots('console');

/** The built console against the real web process in sandbox mode, in Debian's Chromium. */
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1' }, { browser: true });
  // The demo users with their roles, as `npm run dev` seeds them.
  // The run's database is a sandbox one (the seed refuses any other).
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seed(app.deps.knex);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const signIn = (page: Page, email: string) => signInAsDemoUser(page, app.baseUrl, email);

// A browser page shares two cores with the rest of the suite: a generous bound, not a target.
describe('the console in a browser (sandbox)', { timeout: 90_000 }, () => {
  it('signs in through the fake Google, shows the tool links, stays signed in on reload, signs out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'anna@sandbox.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'YouTube' }).getAttribute('href')).resolves.toBe('/youtube-commenter');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^ey/);
    await expect(page.getByTestId('sandbox-badge').isVisible()).resolves.toBe(true);

    // A reload with a dead access token: the refresh cookie signs the person back in, once.
    // The page's own reads (the subscription status follows sign-in by 100 ms) finish first,
    // or one of them would meet the dead token in this page and refresh before the reload.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('authToken', 'expired.token.value'));
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/refresh') && refreshes.push(r.url()));
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(refreshes).toHaveLength(1);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });

  it('lets an operator open the Users list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'olga.operator@sandbox.test');
    // Other test files add users to the same database: search, as an operator would.
    await page.goto(`${app.baseUrl}/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'sandbox.test' }))}`);
    await page.getByText('anna@sandbox.test').first().waitFor();
    await context.close();
  });

  it("keeps a user who is no operator out of the operator area and the server's operator pages, with the console's own page", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'anna@sandbox.test');
    await page.goto(`${app.baseUrl}/admin/users`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Operator area' }).count()).resolves.toBe(0);
    await expect(page.getByText('Page not found').count()).resolves.toBe(0);
    await shoot(page, 'forbidden');
    // Bull Board and the Temporal UI: the server answers a browser tab 403 with the console.
    for (const path of ['/admin/queues', '/admin/temporal/namespaces/default/workflows']) {
      const response = await page.goto(`${app.baseUrl}${path}`);
      expect(response?.status(), path).toBe(403);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
    await context.close();
  });

  it('asks a signed-out visitor at an operator page to sign in', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${app.baseUrl}/admin/queues`);
    expect(response?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await shoot(page, 'operator-page-sign-in');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/google/'));
    await context.close();
  });

  it('opens Bull Board for an operator from the operator menu, in a tab of its own (the console stays)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'olga.operator@sandbox.test');
    const consoleUrl = page.url();
    await page.getByRole('button', { name: 'Operator' }).click();
    const opened = context.waitForEvent('page');
    const response = context.waitForEvent('response', (r) => new URL(r.url()).pathname === '/admin/queues' && r.request().resourceType() === 'document');
    await page.getByRole('menuitem', { name: 'Bull Board' }).click();
    const tab = await opened;
    expect((await response).status()).toBe(200);
    await tab.waitForURL((url) => url.pathname === '/admin/queues');
    await expect(tab.getByRole('heading', { name: 'Access denied' }).count()).resolves.toBe(0);
    expect(page.url()).toBe(consoleUrl);
    await context.close();
  });

  it('shows the legal pages in English and Russian', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/terms', '/privacy']) {
      await page.goto(`${app.baseUrl}${path}`);
      const text = page.getByTestId('legal-text');
      await expect(text.innerText()).resolves.toMatch(/18 June 2025/);
      await page.getByRole('tab', { name: /Русский|Russian/ }).click();
      await expect(page.getByTestId('legal-text').innerText()).resolves.toMatch(/18 июня 2025/);
    }
    await context.close();
  });

  it('copies the callback URL on the guide and shows the check', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.baseUrl}/youtube-api-guide`);
    await page.getByText('Create OAuth credentials').click();
    await page.getByTestId('callback-url').filter({ hasText: '/api/youtube/auth/callback' }).waitFor();
    await expect(page.getByTestId('callback-url').innerText()).resolves.toBe(`${app.baseUrl}/api/youtube/auth/callback`);
    // The clipboard takes writes from the focused page only: the Bull Board test before this one opened tabs of its own.
    await page.bringToFront();
    await page.getByRole('button', { name: /copy/i }).first().click();
    await page.getByTestId('copied-icon').waitFor();
    // The page runs in the browser; the root tsconfig has no DOM types, so the call is a string.
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(`${app.baseUrl}/api/youtube/auth/callback`);
    await context.close();
  });

  it('opens the mobile menu at a phone width', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, 'anna@sandbox.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Homework' }).waitFor();
    await context.close();
  });
});
