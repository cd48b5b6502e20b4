import { describe, expect, it } from 'vitest';
import type { BankPayment } from '../../fakes/tbank-bank.ts';
import type { Answer, Offered } from '../contract.ts';
import { checkoutsSettled, countCheckouts } from './checkout-audit.ts';
import type { CheckoutFacts } from './checkout-facts.ts';
import { checkoutKey } from './checkout-key.ts';

const ok: Answer = { at: 0, status: 200, ms: 5 };
const offer = (userId: string, orderId: string | null, accepted: boolean, tries = [ok, ok]): Offered => ({ kind: 'checkout', key: checkoutKey({ userId, orderId }), at: 0, tries, accepted });
const bankPayment = (customerKey: string, orderId: string, over: Partial<BankPayment> = {}): BankPayment => ({
  paymentId: String(Math.floor(Math.random() * 1e9)),
  orderId,
  customerKey,
  amount: 210_000,
  status: 'CONFIRMED',
  recurrent: true,
  paymentUrl: 'https://securepayments.tinkoff.ru/x',
  notificationUrl: 'https://127.0.0.1/api/subscription/webhook',
  rebillId: '1',
  paidBy: 'form',
  cancels: 0,
  createdAt: '',
  ...over,
});

/** The facts one well-bought subscription leaves: the row, its paid and applied payment, one activation, one running workflow, one charge. */
function bought(userId: string, n: number): CheckoutFacts {
  const subscriptionId = `sub-${n}`;
  const orderId = `order-${n}`;
  return {
    subscriptions: [{ id: subscriptionId, userId, status: 'ACTIVE', period: 0 }],
    payments: [{ id: orderId, userId, subscriptionId, kind: 'FIRST', status: 'CONFIRMED', applied: true }],
    activations: [{ subscriptionId }],
    workflowRuns: [{ workflowId: `subscription-${subscriptionId}`, status: 'RUNNING' }],
    bank: { payments: [bankPayment(userId, orderId)], refused: [], calls: {} },
  };
}
const merge = (...all: CheckoutFacts[]): CheckoutFacts => ({
  subscriptions: all.flatMap((f) => f.subscriptions),
  payments: all.flatMap((f) => f.payments),
  activations: all.flatMap((f) => f.activations),
  workflowRuns: all.flatMap((f) => f.workflowRuns),
  bank: { payments: all.flatMap((f) => f.bank.payments), refused: all.flatMap((f) => f.bank.refused), calls: {} },
});
const none: CheckoutFacts = { subscriptions: [], payments: [], activations: [], workflowRuns: [], bank: { payments: [], refused: [], calls: {} } };
const count = (offered: Offered[], facts: CheckoutFacts) => countCheckouts('checkout', offered, facts, { renewals: false });

describe('counting checkouts', () => {
  it('counts a bought subscription exactly once', () => {
    const result = count([offer('u1', 'order-1', true)], bought('u1', 1));
    expect(result).toMatchObject({ accepted: 1, exactlyOnce: 1, lost: 0, doubled: 0, problems: [] });
  });

  it('finds a second activation, a second workflow start, a second charge and a second subscription as doubles', () => {
    const base = bought('u1', 1);
    const twoActivations = { ...base, activations: [...base.activations, ...base.activations] };
    const twoStarts = { ...base, workflowRuns: [{ workflowId: 'subscription-sub-1', status: 'COMPLETED' }, ...base.workflowRuns] };
    const twoCharges = { ...base, bank: { ...base.bank, payments: [...base.bank.payments, bankPayment('u1', 'order-1')] } };
    const twoSubscriptions = merge(base, { ...none, subscriptions: [{ id: 'sub-x', userId: 'u1', status: 'PENDING', period: 0 }] });
    for (const facts of [twoActivations, twoStarts, twoCharges, twoSubscriptions]) {
      const result = count([offer('u1', 'order-1', true)], facts);
      expect(result).toMatchObject({ accepted: 1, exactlyOnce: 0, doubled: 1, lost: 0 });
      expect(result.problems[0]).toMatch(/^u1\/order-1: doubled \(accepted\)/);
    }
  });

  it('takes runs continued as new as one workflow', () => {
    const base = bought('u1', 1);
    const chain = { ...base, workflowRuns: [{ workflowId: 'subscription-sub-1', status: 'CONTINUED_AS_NEW' }, ...base.workflowRuns] };
    expect(countCheckouts('checkout', [offer('u1', 'order-1', true)], chain, { renewals: true })).toMatchObject({ exactlyOnce: 1, doubled: 0 });
  });

  it('finds an accepted checkout that was never activated, or activated without its workflow, as lost', () => {
    const base = bought('u1', 1);
    const pending = { ...base, subscriptions: [{ ...base.subscriptions[0]!, status: 'PENDING' }], activations: [] };
    const noWorkflow = { ...base, workflowRuns: [] };
    for (const facts of [pending, noWorkflow, none]) {
      const result = count([offer('u1', 'order-1', true)], facts);
      expect(result).toMatchObject({ accepted: 1, exactlyOnce: 0, lost: 1, doubled: 0 });
      expect(result.problems[0]).toMatch(/accepted but its effect is missing or wrong/);
    }
    expect(checkoutsSettled([offer('u1', 'order-1', true)], pending)).toBe(false);
    expect(checkoutsSettled([offer('u1', 'order-1', true)], base)).toBe(true);
  });

  it('finds a subscription paid by another order than the checkout answered as wrong', () => {
    const result = count([offer('u1', 'order-2', true)], bought('u1', 1));
    expect(result).toMatchObject({ exactlyOnce: 0, lost: 1 });
    expect(result.problems[0]).toMatch(/the checkout's order is order-2/);
  });

  it('lets an offer not accepted leave nothing or one effect, never two, and never a charge when the checkout failed', () => {
    const failed: Answer[] = [{ at: 0, status: 503, ms: 3, error: 'service_unavailable', message: 'down' }];
    expect(count([offer('u1', null, false, failed), offer('u2', 'order-2', false)], merge(bought('u2', 2)))).toMatchObject({ accepted: 0, exactlyOnce: 0, lost: 0, doubled: 0, problems: [] });
    const leftPending = { ...none, subscriptions: [{ id: 'sub-1', userId: 'u1', status: 'PENDING', period: 0 }], payments: [{ id: 'order-1', userId: 'u1', subscriptionId: 'sub-1', kind: 'FIRST', status: 'PENDING', applied: false }] };
    expect(count([offer('u1', null, false, failed)], leftPending).problems).toEqual([]);
    const charged = count([offer('u1', null, false, failed)], bought('u1', 1));
    expect(charged).toMatchObject({ doubled: 0 });
    expect(charged.problems[0]).toMatch(/^u1: money taken for a checkout that answered 503/);
    const base = bought('u2', 2);
    expect(count([offer('u2', 'order-2', false)], { ...base, activations: [...base.activations, ...base.activations] })).toMatchObject({ doubled: 1 });
  });

  it('reports what the bank refused, refunds and renewal charges when no period has ended', () => {
    const base = bought('u1', 1);
    const facts = { ...base, bank: { payments: [{ ...base.bank.payments[0]!, cancels: 1, status: 'REFUNDED' as const }, bankPayment('u1', 'renewal', { paidBy: 'charge' })], refused: ['GetState: 7 No payment 1'], calls: {} } };
    const problems = count([offer('u1', 'order-1', true)], facts).problems.join('\n');
    expect(problems).toMatch(/asked to cancel/);
    expect(problems).toMatch(/the bank refused: GetState/);
    expect(problems).toMatch(/charged 1 saved cards/);
  });
});
