import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../core/clients/bank/payment-provider.ts';
import { createTbankProvider } from '../../../core/clients/bank/tbank.ts';
import { serveFakes, type ServedFake } from '../../../sandbox/serve.ts';
import type { BankState } from './tbank-bank.ts';
import { fakeTbankRoutes, TBANK_FAKE_PREFIX } from './tbank-routes.ts';

/**
 * The fake bank through the product's own T-Bank client: if the client signs, reads and
 * verifies what the fake says, the product talks to it as it talks to T-Bank.
 */
const terminal = { terminalKey: 'ResilienceTerminal', password: 'resilience-password' };
let served: ServedFake;
let baseUrl: string;
const provider = () => createTbankProvider({ ...terminal, baseUrl });

beforeAll(async () => {
  // Mounted as the fakes process mounts it (stack/fakes-server.ts).
  const mounted = new Router({ prefix: TBANK_FAKE_PREFIX });
  mounted.use(fakeTbankRoutes(terminal).routes());
  served = await serveFakes([mounted]);
  baseUrl = `${served.origin}${TBANK_FAKE_PREFIX}`;
});
afterAll(() => served.close());

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const state = async () => (await (await fetch(`${baseUrl}/__state`)).json()) as BankState;

const checkout = (orderId: string, customerKey: string) =>
  provider().initPayment({
    orderId,
    amountKopecks: 210_000,
    description: 'Professional Plan',
    customerKey,
    successUrl: 'https://example.com/ok',
    failUrl: 'https://example.com/fail',
    notificationUrl: 'https://example.com/api/subscription/webhook',
    email: 'a@example.com',
    dueDate: new Date(Date.now() + 60_000),
  });

describe('the fake T-Bank', () => {
  it('opens a checkout, stays pending until paid, then answers CONFIRMED and a notification the product verifies', async () => {
    const orderId = crypto.randomUUID();
    const init = await checkout(orderId, 'customer-1');
    expect(init.paymentUrl).toMatch(/^https:\/\/securepayments\.tinkoff\.ru\//);
    expect(await provider().getState(init.providerPaymentId)).toMatchObject({ state: 'PENDING', providerStatus: 'NEW' });

    const paid = await post('/__pay', { paymentUrl: init.paymentUrl });
    expect(paid.status).toBe(200);
    expect(paid.body.notificationUrl).toBe('https://example.com/api/subscription/webhook');
    const notice = provider().verifyNotification(paid.body.notification);
    expect(notice).toMatchObject({ orderId, providerPaymentId: init.providerPaymentId, state: 'CONFIRMED', amountKopecks: 210_000 });
    expect(notice.rebillId).toMatch(/^\d+$/);
    expect(await provider().getState(init.providerPaymentId)).toMatchObject({ state: 'CONFIRMED', providerStatus: 'CONFIRMED', amountKopecks: 210_000 });

    // Paying again at the same form changes nothing and answers the same notification.
    const again = await post('/__pay', { paymentUrl: init.paymentUrl });
    expect(again.body.notification).toEqual(paid.body.notification);

    const payment = (await state()).payments.find((p) => p.orderId === orderId)!;
    expect(payment).toMatchObject({ status: 'CONFIRMED', paidBy: 'form', customerKey: 'customer-1', recurrent: true, notificationUrl: 'https://example.com/api/subscription/webhook' });
  });

  it('charges a renewal with the saved card once, and refunds it', async () => {
    const first = await checkout(crypto.randomUUID(), 'customer-2');
    const paid = await post('/__pay', { paymentUrl: first.paymentUrl });
    const rebillId = String((paid.body.notification as Record<string, unknown>).RebillId);

    const input = { orderId: crypto.randomUUID(), amountKopecks: 210_000, description: 'renewal', customerKey: 'customer-2', rebillId, notificationUrl: 'https://example.com/hook' };
    let created = '';
    const charged = await provider().charge(input, undefined, (id) => {
      created = id;
      return Promise.resolve();
    });
    expect(charged).toMatchObject({ state: 'CONFIRMED', providerPaymentId: created });
    // A retry of the same order asks GetState and charges nothing more.
    expect(await provider().charge(input, created)).toMatchObject({ state: 'CONFIRMED', providerPaymentId: created });
    expect(await provider().refund(created, 210_000)).toMatchObject({ state: 'REFUNDED' });

    const bank = await state();
    expect(bank.payments.find((p) => p.paymentId === created)).toMatchObject({ status: 'REFUNDED', paidBy: 'charge', cancels: 1 });
    expect(bank.calls.Charge).toBe(1);
  });

  it('refuses a wrong Token, another terminal and an unknown payment, and remembers each', async () => {
    const before = (await state()).refused.length;
    const wrongPassword = createTbankProvider({ ...terminal, password: 'not-it', baseUrl });
    await expect(wrongPassword.getState('1')).rejects.toMatchObject({ name: 'ProviderError', code: '204' });
    const otherTerminal = createTbankProvider({ ...terminal, terminalKey: 'Other', baseUrl });
    await expect(otherTerminal.getState('1')).rejects.toBeInstanceOf(ProviderError);
    await expect(provider().getState('123')).rejects.toMatchObject({ code: '7' });
    // Another customer's card is not charged.
    const first = await checkout(crypto.randomUUID(), 'customer-3');
    const paid = await post('/__pay', { paymentUrl: first.paymentUrl });
    const rebillId = String((paid.body.notification as Record<string, unknown>).RebillId);
    const stranger = { orderId: crypto.randomUUID(), amountKopecks: 210_000, description: 'x', customerKey: 'customer-4', rebillId, notificationUrl: 'https://example.com/hook' };
    await expect(provider().charge(stranger)).rejects.toBeInstanceOf(ProviderError);
    const refused = (await state()).refused.slice(before);
    expect(refused).toHaveLength(4);
    expect(refused.join('\n')).toMatch(/another customer's card/);
  });

  it('answers 404 for a form it never issued', async () => {
    expect((await post('/__pay', { paymentUrl: 'https://securepayments.tinkoff.ru/nope' })).status).toBe(404);
  });
});
