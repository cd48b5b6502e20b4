import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's own network chatter is refused by this machine's closed network; keep it quiet.
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath, headless: true, args });

/** A fresh browser context (its own cookies and storage) whose page is photographed if the test fails. */
export async function newPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  onTestFailed(async ({ task }) => {
    const dir = new URL('../../test-results/screenshots/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page.screenshot({ path: new URL(`${name}.png`, dir).pathname, fullPage: true }).catch(() => undefined);
  });
  return { context, page };
}
