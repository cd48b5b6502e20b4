import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's own network chatter is refused by this machine's closed network; keep it quiet.
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath, headless: true, args });

const screenshotDir = new URL('../../test-results/screenshots/', import.meta.url);

/** Screens kept for people to look at: test-results/screenshots/<prefix>-<name>.png. */
export function screenshots(prefix: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: new URL(`${prefix}-${name}.png`, screenshotDir).pathname, fullPage: true });
  };
}

/** Signs in as a demo user through the sandbox's fake Google consent page. */
export async function signInAsDemoUser(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in with Google' }).first().click();
  await page.locator(`button.account[data-email="${email}"]`).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('token'));
}

/** A fresh browser context (its own cookies and storage) whose page is photographed if the test fails. */
export async function newPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  onTestFailed(async ({ task }) => {
    mkdirSync(screenshotDir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page.screenshot({ path: new URL(`${name}.png`, screenshotDir).pathname, fullPage: true }).catch(() => undefined);
  });
  return { context, page };
}
