import { randomUUID } from 'node:crypto';
import { startSession } from '../../core/domain/auth/sessions.ts';
import { Payment, Subscription, User, type Role } from '../../db/index.ts';
import { eventually } from '../../scripts/test/kit/eventually.ts';
import { readJson } from './read-json.ts';
import type { TestApp } from './test-app.ts';

export const GOOD_CARD = '4242 4242 4242 4242';

export interface Subscriber {
  token: string;
  userId: string;
  /** A JSON call as this user; answers the status and the parsed body. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read like readJson
  status(): Promise<Record<string, unknown>>;
}

/**
 * A signed-in user of `app`: a user row, a session and an access token made by the same core
 * functions as the Google callback (sign-in itself is tested in api/routes/auth.integration.test.ts). No nock here:
 * once nock is loaded, the Temporal client's gRPC calls from the same process never return.
 */
export async function newSubscriber(app: TestApp, role: Role = 'user'): Promise<Subscriber> {
  const id = randomUUID().slice(0, 8);
  const user = await User.query().insert({ googleId: `g-${id}`, email: `user-${id}@example.com`, name: `Test User ${id}`, role });
  const { sessionId } = await startSession(user.id, { ip: '127.0.0.1', userAgent: 'test' }, { ttlDays: 1, reuseGraceSeconds: 0 });
  const token = await app.deps.tokens.issue({ userId: user.id, sessionId, role });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    token,
    userId: user.id,
    call,
    status: async () => (await call('GET', '/api/subscription/status')).body as Record<string, unknown>,
  };
}

/** The test bank's checkout, as the /test-payment page's Pay button does it. */
export async function payAtCheckout(app: TestApp, paymentUrl: string, card = GOOD_CARD) {
  const providerPaymentId = new URL(paymentUrl).searchParams.get('payment_id')!;
  const res = await fetch(`${app.baseUrl}/api/test-payment/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentId: providerPaymentId, cardNumber: card, expiry: '12/30', cvv: '123', cardholder: 'TEST USER' }),
  });
  return { status: res.status, body: await readJson(res), providerPaymentId };
}

/** Creates a payment and pays it; resolves once the subscription is ACTIVE. */
export async function subscribe(app: TestApp, user: Subscriber, card = GOOD_CARD): Promise<{ subscription: Subscription; firstPayment: Payment }> {
  const created = await user.call('POST', '/api/subscription/create-payment');
  if (created.status !== 200) throw new Error(`create-payment answered ${created.status}: ${JSON.stringify(created.body)}`);
  const paid = await payAtCheckout(app, created.body.paymentUrl, card);
  if (paid.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${JSON.stringify(paid.body)}`);
  const subscription = await eventually(
    async () => (await Subscription.query().where({ user_id: user.userId, status: 'ACTIVE' }).first()) ?? null,
    'the subscription to become ACTIVE',
  );
  const firstPayment = (await Payment.query().findById(created.body.paymentId))!;
  return { subscription, firstPayment };
}

/** A paid-up subscriber without going through the bank: the row a confirmed first payment leaves. */
export async function giveActiveSubscription(userId: string): Promise<void> {
  const now = new Date();
  const id = randomUUID();
  await Subscription.query().insert({
    id,
    userId,
    status: 'ACTIVE',
    plan: 'MONTHLY',
    amountKopecks: 210000,
    provider: 'test',
    startDate: now,
    billingAnchor: now,
    anchorPeriod: 0,
    period: 0,
    periodStart: now,
    endDate: new Date(now.getTime() + 30 * 86_400_000),
    workflowId: `subscription-${id}`,
  });
}
