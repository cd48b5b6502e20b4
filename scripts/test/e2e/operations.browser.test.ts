import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { eventually } from '../kit/eventually.ts';
import { enqueueSandboxFailedJob } from '../../../core/domain/operations/sandbox-failed-job.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { User } from '../../../db/index.ts';
import { seed as seedUsers } from '../../../db/seeds/01_sandbox_users.ts';
import { startOnboarding } from '../../../workflows/onboarding/client.ts';
import { onboardingWorkflowId } from '../../../workflows/onboarding/definitions.ts';
import { newPage, screenshots, signInAsDemoUser } from '../browser.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('operations');

/**
 * Issue 17 in the browser, as the sandbox's demo operator: the dashboard with its charts, a
 * user's page, the demo failed job retried from the console and seen delivered, and a workflow
 * opened in the Temporal UI through the console's link (served by the web process on the UI's
 * own origin, behind a session of that origin).
 */
let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;
const OPERATOR = 'olga.operator@sandbox.test';

beforeAll(async () => {
  stack = await startSandboxStack('operations', { temporalWorker: true });
  ({ app, browser } = stack);
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seedUsers(app.deps.knex);
});
afterAll(() => stack?.close());

describe('Operations in the browser', () => {
  it('dashboard, a user page, a failed job retried and delivered, a workflow opened in the Temporal UI', { timeout: 240_000 }, async () => {
    const failedId = await enqueueSandboxFailedJob(app.deps.jobs);
    const queue = app.deps.jobs.queues().find((q) => q.name === telegramSend.queue)!;
    const jobId = failedId.slice(failedId.indexOf(':') + 1);
    await eventually(async () => (await queue.getJobState(jobId)) === 'failed', 'the demo send to fail on the fake Bot API', { timeoutMs: 30_000 });

    const { context, page } = await newPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signInAsDemoUser(page, app.baseUrl, OPERATOR);
    const olga = (await User.query().findOne('email', OPERATOR))!;

    // The dashboard: the figures, every chart with its table, the queue with its failed job.
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('list', { name: 'Figures at a glance' }).waitFor();
    for (const chart of ['Active subscriptions by day', 'MRR by day', 'Sign-ups by day', 'Jobs completed per minute, last hour', 'Jobs failed per minute, last hour', 'Workflows failed per hour, last 24 hours', 'Telegram updates per hour, last 24 hours']) {
      await page.getByRole('figure', { name: chart }).waitFor();
    }
    // Charts with data are drawn (others say there is none): the sign-ups of the demo users, the queues' last hour.
    for (const drawn of ['Sign-ups by day', 'Jobs failed per minute, last hour']) {
      await page.getByRole('figure', { name: drawn }).getByTestId('chart-drawing').locator('svg').first().waitFor();
    }
    await page.getByRole('link', { name: new RegExp(`failed in ${telegramSend.queue}`) }).first().waitFor();
    await shoot(page, 'dashboard');

    // A user's page: every section of the overview, Olga's own sign-in among the audit entries.
    await page.goto(`${app.baseUrl}/admin/users/${olga.id}/show`);
    const overview = page.getByTestId('user-overview');
    for (const section of ['Subscription', 'Payments', 'Linked services', 'Bot links', 'Recent jobs', 'Recent workflows', 'Audit entries']) {
      await overview.getByRole('heading', { name: section }).waitFor();
    }
    await overview.getByText('auth.sign_in').first().waitFor({ timeout: 20_000 });
    await shoot(page, 'user-page');

    // The failed job, retried from the list, then seen completed on its page.
    await page.goto(`${app.baseUrl}/admin/jobs`);
    await page.getByRole('checkbox', { name: `Select job ${failedId}` }).check();
    await shoot(page, 'failed-jobs');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Retry 1 job?' });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('job-result').getByText('Retried 1 job.').waitFor();
    await eventually(async () => (await queue.getJobState(jobId)) === 'completed', 'the retried send to be delivered', { timeoutMs: 30_000 });
    await page.goto(`${app.baseUrl}/admin/jobs/${encodeURIComponent(failedId)}/show`);
    await page.getByText('Completed', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await shoot(page, 'job-completed');

    // Olga's onboarding workflow: its page in the console, then the Temporal UI through its link.
    const workflowId = onboardingWorkflowId(olga.id);
    // Her first sign-in starts it (workers/start-workers.integration.test.ts), but another browser
    // file may have signed her in first, on queues that closed with its stack: start it here too
    // (a second start finds the first).
    await startOnboarding(app.deps.temporal, olga.id);
    const run = await eventually(async () => {
      const description = await app.deps.temporal.client.workflow.getHandle(workflowId).describe().catch(() => null);
      return description ? description.runId : null;
    }, 'the onboarding workflow to start', { timeoutMs: 30_000 });
    await page.goto(`${app.baseUrl}/admin/workflows/${encodeURIComponent(`${workflowId}:${run}`)}/show`);
    const link = page.getByRole('link', { name: /Open in Temporal UI/ });
    await link.waitFor();
    await shoot(page, 'workflow');
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/admin/temporal/namespaces/[^/]+/workflows/${workflowId}/${run}`));
    // The console's origin hands Olga over (a single-use ticket) to the UI's own origin, same page.
    const ui = await page.goto(`${app.baseUrl}${href}`);
    expect(ui?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(app.temporalUiUrl);
    expect(new URL(page.url()).pathname).toBe(href!.split('?')[0]);
    // The console's cookies never reach that origin; its own session cookie is httpOnly.
    const uiCookies = await context.cookies(app.temporalUiUrl);
    expect(uiCookies.map((c) => c.name)).not.toContain('rt');
    expect(uiCookies.find((c) => c.name === 'temporal_ui_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The Temporal UI's own page, reading its API through the web process: the workflow's id shows.
    await page.getByText(workflowId).first().waitFor({ timeout: 30_000 });
    // Read-only: its write actions are switched off (operators cancel from the console, audited).
    // The page's first action is 'Request Cancellation' while the run is open and 'Reset' once it
    // has closed (onboarding takes about 2 s, so either may show); both are enabled by default.
    const action = page.getByRole('button', { name: /^(Request Cancellation|Reset)$/ }).first();
    await action.waitFor();
    expect(await action.isDisabled()).toBe(true);
    await page.screenshot({ path: new URL('../../../test-results/screenshots/operations-temporal-ui.png', import.meta.url).pathname, fullPage: true });
    await context.close();
  });
});
