import { Client, Connection } from '@temporalio/client';
import type { Knex } from 'knex';
import { subscriptionWorkflowType } from '../../../../workflows/subscription/definitions.ts';
import type { BankState } from '../../fakes/tbank-bank.ts';
import { TBANK_FAKE_PREFIX } from '../../fakes/tbank-routes.ts';

/** Everything the buyers' checkouts may have left, in the database, at the bank and in Temporal. */
export interface CheckoutFacts {
  subscriptions: Array<{ id: string; userId: string; status: string; period: number }>;
  payments: Array<{ id: string; userId: string; subscriptionId: string; kind: string; status: string; applied: boolean }>;
  /** One row per 'subscription.activated' audit event (written in the activation's transaction). */
  activations: Array<{ subscriptionId: string }>;
  /** One row per run of a subscription workflow (a continued-as-new chain has several). */
  workflowRuns: Array<{ workflowId: string; status: string }>;
  bank: BankState;
}

/** Reads the facts of `userIds` (the buyers offered so far). */
export type FactReader = (userIds: readonly string[]) => Promise<CheckoutFacts>;

/**
 * Opens the audit's reader: the database through the harness's connection, the bank's fake
 * over HTTP (its memory outlives the product's restarts), Temporal's visibility for the
 * subscription workflows (one connection, closed with `close`).
 */
export async function openFactReader(knex: Knex, fakesUrl: string, temporalAddress: string, namespace: string): Promise<{ read: FactReader; close(): Promise<void> }> {
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection, namespace });
  const read: FactReader = async (userIds) => {
    const ids = [...userIds];
    const subscriptions = await knex('subscriptions').whereIn('user_id', ids).select<CheckoutFacts['subscriptions']>('id', 'user_id as userId', 'status', 'period');
    const payments = await knex('payments')
      .whereIn('user_id', ids)
      .select<CheckoutFacts['payments']>('id', 'user_id as userId', 'subscription_id as subscriptionId', 'kind', 'status', knex.raw('applied_at is not null as applied'));
    const subscriptionIds = subscriptions.map((s) => s.id);
    const activations = await knex('audit_events')
      .where('action', 'subscription.activated')
      .whereRaw("details->>'subscriptionId' = any(?)", [subscriptionIds])
      .select<CheckoutFacts['activations']>(knex.raw("details->>'subscriptionId' as \"subscriptionId\""));
    const workflowRuns: CheckoutFacts['workflowRuns'] = [];
    for await (const run of client.workflow.list({ query: `WorkflowType = '${subscriptionWorkflowType}'` })) workflowRuns.push({ workflowId: run.workflowId, status: run.status.name });
    const res = await fetch(`${fakesUrl}${TBANK_FAKE_PREFIX}/__state`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`the bank's fake answered ${res.status} to __state`);
    const bank = (await res.json()) as BankState;
    return { subscriptions, payments, activations, workflowRuns, bank };
  };
  return { read, close: () => connection.close() };
}
