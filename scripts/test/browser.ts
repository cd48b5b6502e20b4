import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed, onTestFinished } from 'vitest';
import { eventuallyOr } from './kit/eventually.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's own network chatter is refused by this machine's closed network; keep it quiet.
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath, headless: true, args });

const screenshotDir = new URL('../../test-results/screenshots/', import.meta.url);

/**
 * Screens kept for people to look at: test-results/screenshots/<prefix>-<name>.png. Every screen
 * a test photographs is also checked with axe (expectAccessible): the photographed moments are
 * the ones each test already waits to be settled.
 */
export function screenshots(prefix: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: new URL(`${prefix}-${name}.png`, screenshotDir).pathname, fullPage: true });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  };
}

/**
 * No screen scrolls sideways: the page is no wider than the window (a hidden live region laid
 * out at full width once made the sandbox chat 1,640 px wide in a 1,366 px window). A string:
 * this file is compiled without the DOM's types.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ page: number; window: number }>('({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth })');
  if (widths.page > widths.window) throw new Error(`${page.url()} scrolls sideways: ${widths.page} px wide in a window ${widths.window} px wide`);
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
  const problems = watchForProblems(page);
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(`The page met ${problems.length} problem(s):\n${problems.join('\n')}`);
  });
  onTestFailed(async ({ task }) => {
    mkdirSync(screenshotDir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page.screenshot({ path: new URL(`${name}.png`, screenshotDir).pathname, fullPage: true }).catch(() => undefined);
  });
  return { context, page };
}

/**
 * What no page may show, so that it fails the test that met it: a same-origin file answered
 * 404 (something a page links to, or the browser asks for on its own like /favicon.ico, that
 * the server does not have), an uncaught exception, or an error in the browser's console.
 * The API's answers are the pages' to explain (an unknown video is a 404 the page turns into
 * a message), and Chromium logs every failed response as 'Failed to load resource', so those
 * lines are judged by their status and address. The browser's own requests (the favicon) never
 * reach Playwright's response events: their console line is the only trace.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  const isMissingAsset = (address: string) => {
    const url = new URL(address, page.url());
    const pageUrl = page.url();
    const sameOrigin = !pageUrl.startsWith('http') || new URL(pageUrl).origin === url.origin;
    return sameOrigin && url.pathname !== '/api' && !url.pathname.startsWith('/api/');
  };
  const seen = new Set<string>();
  const missing = (address: string, what: string) => {
    const path = new URL(address, page.url()).pathname;
    if (seen.has(path)) return;
    seen.add(path);
    problems.push(`404 ${what} ${path}`);
  };
  page.on('response', (response) => {
    if (response.status() === 404 && isMissingAsset(response.url())) missing(response.url(), response.request().resourceType());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const where = message.location().url;
    if (!text.startsWith('Failed to load resource')) problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
    else if (/status of 404\b/.test(text) && where && isMissingAsset(where)) missing(where, 'resource');
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  return problems;
}

/**
 * Waits (at most 5 s) until no finite animation runs. Polled with evaluate, not waitForFunction:
 * that one compiles its predicate in the page, which the console's CSP (no unsafe-eval) refuses.
 * A string: this file is compiled without the DOM's types. Endless animations (spinners) never end.
 */
async function transitionsEnded(page: Page): Promise<void> {
  const settled = "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)";
  await eventuallyOr(async () => (await page.evaluate(settled).catch(() => true)) === true, false, { timeoutMs: 5_000, intervalMs: 100 });
}

async function seriousViolations(page: Page) {
  await transitionsEnded(page);
  // Legacy mode runs axe.run in the page itself. The default (runPartial, then finishRun in a
  // blank page it opens and closes) costs a new tab per check, about half of each check's time
  // here, and only pays off for cross-origin iframes, which no screen of the product has.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe-core on the page once its transitions have ended: no violation of impact serious or
 * critical (the standard every screen is held to), named with its rule and elements when one
 * is there. A toast caught fading in has the contrast of its half-transparent self, which no
 * reader sees for more than a moment (a CI run failed on that once).
 */
export async function expectAccessible(page: Page): Promise<void> {
  let serious = await seriousViolations(page);
  // A toast that began to fade in or out while axe read it (a loaded machine is slow enough for
  // that): what a second reading, once its transitions ended, still finds is what a reader meets.
  if (serious.length > 0) {
    const again = new Set((await seriousViolations(page)).map((v) => v.id));
    serious = serious.filter((v) => again.has(v.id));
  }
  if (serious.length > 0) {
    throw new Error(`axe found ${serious.length} serious or critical violation(s) on ${page.url()}:\n${serious.map((v) => `- ${v.id} (${v.impact}): ${v.help}; ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`).join('\n')}`);
  }
}
