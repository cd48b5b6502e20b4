import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, subscribe as subscribeByApi } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { seed } from '../../../db/seeds/01_sandbox_users.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { launchBrowser, newPage, screenshots, signInAsDemoUser } from '../browser.ts';

const shoot = screenshots('subscription');

/**
 * Subscribing in a browser, in sandbox: the paywall, the test bank's checkout, activation,
 * cancel, resume, refund; and, on a second app whose months last 5 seconds, a renewal the
 * bank refuses for good, which shows 'Pay now'.
 */
let worker: RunningTemporalWorker;
let app: TestApp;
let fastApp: TestApp;
let browser: Browser;

beforeAll(async () => {
  worker = await runTemporalWorker();
  const common = { SANDBOX: '1', TEMPORAL_TASK_QUEUE: worker.taskQueue, PAYMENT_POLL_SECONDS: '1' };
  app = await startTestApp(common, { browser: true });
  fastApp = await startTestApp({ ...common, BILLING_PERIOD_SECONDS: '5', SUBSCRIPTION_CACHE_SECONDS: '0' }, { browser: true });
  // The run's database is a sandbox one (the seed refuses any other).
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seed(app.deps.knex);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The worker first: its activities use the apps' pool, which closing an app destroys.
  await worker?.stop();
  await app?.close();
  await fastApp?.close();
});

const signIn = signInAsDemoUser;

/** From /subscription through the test checkout to the management page. */
async function subscribe(page: Page, button: string | RegExp, card = '4242424242424242') {
  await page.getByRole('button', { name: button }).first().click();
  await page.waitForURL((url) => url.pathname === '/test-payment');
  await page.getByText('Test Payment Form').waitFor();
  // The fiscal receipt the bank was handed: the plan, no VAT, and the demo user's address.
  const receipt = page.getByRole('region', { name: 'Fiscal receipt' });
  await receipt.getByText('Professional Plan — ежемесячная подписка').waitFor();
  await expect(receipt.getByTestId('receipt-item-vat').textContent()).resolves.toBe('No VAT');
  await expect(receipt.getByTestId('receipt-email').textContent()).resolves.toMatch(/@/);
  const pay = page.getByRole('button', { name: /^Pay ₽/ });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByTestId('card-number').fill(card);
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('card-holder').fill('TEST USER');
  await shoot(page, 'test-payment');
  await expect(page.getByTestId('card-number').inputValue()).resolves.toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(page.getByTestId('card-expiry').inputValue()).resolves.toBe('12/30');
  await pay.click();
  await page.getByText('Processing...').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/subscription/success', { timeout: 15_000 });
  await page.getByText('Payment Successful!').first().waitFor();
  await shoot(page, 'success');
  // 'Subscription Activated' shows for 2 s before the page moves on; the screenshot's axe check
  // can outlast that on a busy machine (PaymentSuccessPage.test.tsx holds the text itself).
  const activated = page.getByText('Subscription Activated').first();
  await Promise.any([activated.waitFor({ timeout: 30_000 }), page.waitForURL((url) => url.pathname === '/subscription/manage', { timeout: 30_000 })]);
  await page.waitForURL((url) => url.pathname === '/subscription/manage', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Subscription Management' }).waitFor();
}

describe('subscription in a browser (sandbox)', () => {
  it('paywall, subscribe, cancel, resume, refund', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.baseUrl, 'mikhail@sandbox.test');

    // The premium tool without a subscription: the promo and the paywall; closing goes to the offer.
    await page.goto(`${app.baseUrl}/youtube-commenter`);
    const paywall = page.getByRole('dialog');
    await paywall.waitFor();
    await shoot(page, 'paywall');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('button', { name: 'Start Your Subscription' }).first().waitFor();
    await shoot(page, 'offer');

    await subscribe(page, 'Start Your Subscription');
    await shoot(page, 'manage-active');
    await expect(page.getByTestId('subscription-status').innerText()).resolves.toMatch(/ACTIVE|Active/);
    await page.getByText('Next billing date').first().waitFor();

    // Cancel: access until the end date, renewals off.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByText('Cancel subscription?').waitFor();
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await page.getByText('Active until').first().waitFor();
    await page.getByText(/You can continue using the service until/).first().waitFor();
    await shoot(page, 'manage-canceled');

    // Resume through the offer page: no second payment.
    await page.getByRole('button', { name: 'Resume subscription' }).or(page.getByRole('link', { name: 'Resume subscription' })).first().click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('button', { name: 'Reactivate Subscription' }).first().click();
    await page.waitForURL((url) => url.pathname === '/subscription/manage', { timeout: 30_000 });
    await page.getByText('Next billing date').first().waitFor();

    // Refund on the fresh subscription: money back, access ends, home.
    await page.getByRole('button', { name: 'Request refund' }).click();
    await page.getByRole('dialog').getByText('Request a refund?').waitFor();
    await page.getByRole('button', { name: /^Yes, refund ₽/ }).click();
    await page.getByText('Refund processed').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an operator refunds a confirmed payment from its page, saying why', { timeout: 120_000 }, async () => {
    const { firstPayment } = await subscribeByApi(app, await newSubscriber(app));
    const { context, page } = await newPage(browser);
    await signIn(page, app.baseUrl, 'olga.operator@sandbox.test');
    await page.goto(`${app.baseUrl}/admin/payments/${firstPayment.id}/show`);
    await page.locator('.ra-field-confirmedAt').filter({ hasText: /\d{4}/ }).waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    await dialog.getByRole('textbox').fill('Charged twice, refunded by support');
    await shoot(page, 'operator-payment-refund');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText('The payment was refunded.').first().waitFor();
    await page.locator('.ra-field-status').getByText('Refunded').waitFor({ timeout: 30_000 });
    await page.locator('.ra-field-refundedAt').filter({ hasText: /\d{4}/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Refund', exact: true }).count()).resolves.toBe(0);
    await shoot(page, 'operator-payment-refunded');
    await context.close();
  });

  it('a renewal declined for good shows Pay now', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, fastApp.baseUrl, 'ivan.admin@sandbox.test');
    await page.goto(`${fastApp.baseUrl}/subscription`);
    // This card pays the first month; its renewals come back as an expired card.
    await subscribe(page, 'Start Your Subscription', '4000000000000069');
    // The month ends after 5 s; the renewal is refused at once. The person comes back later.
    const pastDue = page.getByText('Payment failed. Please update your payment details to continue using the services.');
    for (let tries = 0; !(await pastDue.isVisible()); tries++) {
      if (tries > 30) throw new Error('the subscription never showed as past due');
      await page.waitForTimeout(2000);
      await page.reload();
      await page.getByRole('heading', { name: 'Subscription Management' }).waitFor();
    }
    await page.getByRole('button', { name: 'Pay now' }).or(page.getByRole('link', { name: 'Pay now' })).first().waitFor();
    await shoot(page, 'manage-past-due');
    await context.close();
  });
});
