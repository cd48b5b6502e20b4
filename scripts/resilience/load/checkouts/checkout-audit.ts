import { subscriptionWorkflowId } from '../../../../workflows/subscription/definitions.ts';
import type { AuditResult, Offered } from '../contract.ts';
import type { CheckoutFacts } from './checkout-facts.ts';
import { parseCheckoutKey } from './checkout-key.ts';

export const CHECKOUT_EFFECT = 'a CONFIRMED first payment, its charge at the fake T-Bank, one activation (ACTIVE, period 0) and one subscription workflow';

/** Money taken for a payment (a refund after it still counts: the charge happened). */
const paid = (status: string) => status === 'CONFIRMED' || status === 'REFUNDED';

/** How many of each part of a checkout's effect one buyer has. Each must be 1 for an accepted offer, at most 1 for any. */
interface Parts {
  subscriptions: number;
  'confirmed first payments': number;
  'charges at the bank': number;
  activations: number;
  'workflow starts': number;
}

function index(facts: CheckoutFacts) {
  const by = <T, K>(rows: readonly T[], keyOf: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
    return map;
  };
  return {
    subscriptions: by(facts.subscriptions, (s) => s.userId),
    payments: by(facts.payments, (p) => p.userId),
    activations: by(facts.activations, (a) => a.subscriptionId),
    // A workflow continued as new is one lifecycle: each start is a run that did not continue as new.
    starts: by(
      facts.workflowRuns.filter((r) => r.status !== 'CONTINUED_AS_NEW'),
      (r) => r.workflowId,
    ),
    runs: by(facts.workflowRuns, (r) => r.workflowId),
    bank: by(facts.bank.payments, (p) => p.customerKey),
  };
}

/** One buyer's view of the facts. */
function buyer(facts: ReturnType<typeof index>, userId: string) {
  const subscriptions = facts.subscriptions.get(userId) ?? [];
  const payments = (facts.payments.get(userId) ?? []).filter((p) => p.kind === 'FIRST');
  const bank = facts.bank.get(userId) ?? [];
  const parts: Parts = {
    subscriptions: subscriptions.length,
    'confirmed first payments': payments.filter((p) => paid(p.status)).length,
    'charges at the bank': bank.filter((p) => p.paidBy === 'form').length,
    activations: subscriptions.reduce((n, s) => n + (facts.activations.get(s.id)?.length ?? 0), 0),
    'workflow starts': subscriptions.reduce((n, s) => n + (facts.starts.get(subscriptionWorkflowId(s.id))?.length ?? 0), 0),
  };
  return { subscriptions, payments, bank, parts };
}

const summary = (parts: Parts) =>
  Object.entries(parts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/**
 * The audit's count over the facts (a pure function, so a test can hand it a double). Per
 * accepted offer: exactly one of each part of the effect, the subscription ACTIVE in period 0
 * (a later period only when the stack bills in seconds, `renewals`), its first payment the
 * checkout's order, applied, and no refund; more than one of any part is a double, fewer a
 * loss. An offer not accepted may have left one of each, never two; a checkout that answered
 * non-2xx gave the buyer no form, so money taken for it is a problem.
 */
export function countCheckouts(kind: string, offered: readonly Offered[], facts: CheckoutFacts, options: { renewals: boolean }): AuditResult {
  const indexed = index(facts);
  const problems: string[] = [];
  let accepted = 0;
  let exactlyOnce = 0;
  const lostKeys: string[] = [];
  const doubledKeys: string[] = [];

  for (const offer of offered) {
    const { userId, orderId } = parseCheckoutKey(offer.key);
    const { subscriptions, payments, bank, parts } = buyer(indexed, userId);
    const counts = Object.values(parts);
    if (offer.accepted) accepted += 1;
    if (counts.some((n) => n > 1)) {
      doubledKeys.push(offer.key);
      problems.push(`${offer.key}: doubled (${offer.accepted ? 'accepted' : 'not accepted'}): ${summary(parts)}`);
      continue;
    }
    const refunded = bank.filter((p) => p.cancels > 0).map((p) => `${p.paymentId} ${p.status}`);
    if (refunded.length) problems.push(`${offer.key}: the bank was asked to cancel ${refunded.join(', ')}`);
    if (!offer.accepted) {
      if (orderId === null && (parts['confirmed first payments'] > 0 || parts['charges at the bank'] > 0)) {
        problems.push(`${offer.key}: money taken for a checkout that answered ${offer.tries.at(-1)?.status ?? '?'}: ${summary(parts)}`);
      }
      continue;
    }
    const wrong: string[] = [];
    if (counts.some((n) => n === 0)) wrong.push(summary(parts));
    const subscription = subscriptions[0];
    if (subscription && (subscription.status !== 'ACTIVE' || (!options.renewals && subscription.period !== 0))) wrong.push(`subscription ${subscription.status} in period ${subscription.period}`);
    const payment = payments.find((p) => paid(p.status));
    if (payment && (payment.id !== orderId || !payment.applied)) wrong.push(`paid payment ${payment.id} ${payment.applied ? 'applied' : 'never applied'}, the checkout's order is ${orderId ?? '-'}`);
    const charge = bank.find((p) => p.paidBy === 'form');
    if (charge && charge.orderId !== orderId) wrong.push(`the bank charged order ${charge.orderId}, not ${orderId ?? '-'}`);
    if (subscription && !(indexed.runs.get(subscriptionWorkflowId(subscription.id)) ?? []).some((r) => r.status === 'RUNNING' || r.status === 'CONTINUED_AS_NEW')) {
      wrong.push('its workflow is not running');
    }
    if (wrong.length === 0) {
      exactlyOnce += 1;
    } else {
      lostKeys.push(offer.key);
      problems.push(`${offer.key}: accepted but its effect is missing or wrong: ${wrong.join('; ')}`);
    }
  }

  for (const refusal of facts.bank.refused) problems.push(`the bank refused: ${refusal}`);
  const renewalCharges = facts.bank.payments.filter((p) => p.paidBy === 'charge').length;
  if (renewalCharges > 0 && !options.renewals) problems.push(`the bank charged ${renewalCharges} saved cards though no period has ended`);
  return { kind, accepted, exactlyOnce, lost: lostKeys.length, doubled: doubledKeys.length, lostKeys, doubledKeys, problems, effect: CHECKOUT_EFFECT };
}

/** The drain's test: every accepted offer's subscription is ACTIVE, activated and has its workflow. */
export function checkoutsSettled(offered: readonly Offered[], facts: CheckoutFacts): boolean {
  const indexed = index(facts);
  return offered
    .filter((o) => o.accepted)
    .every((o) => {
      const { subscriptions, parts } = buyer(indexed, parseCheckoutKey(o.key).userId);
      return subscriptions.some((s) => s.status === 'ACTIVE') && parts.activations > 0 && parts['workflow starts'] > 0;
    });
}
