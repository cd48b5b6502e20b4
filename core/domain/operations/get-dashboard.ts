import type { Client } from '@temporalio/client';
import type { Queue } from 'bullmq';
import type { Dashboard } from '../../../contracts/operations.ts';
import type { Knex } from '../../../db/index.ts';
import { queueFigures } from './dashboard-queues.ts';
import { subscriptionFigures } from './dashboard-subscriptions.ts';
import { telegramHourly } from './dashboard-telegram.ts';
import { workflowFigures } from './dashboard-workflows.ts';
import { withTimeout } from './with-timeout.ts';

export interface DashboardDeps {
  knex: Knex;
  queues: readonly Queue[];
  temporal: Client;
}

/** How long Redis or Temporal may take before the dashboard shows the rest without them. */
export const SOURCE_TIMEOUT_MS = 2000;

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The operator dashboard. Postgres is the product's own store (the answer fails without it);
 * Redis and Temporal each get SOURCE_TIMEOUT_MS, and one that does not answer is named in
 * `unavailable` with its part left empty, so a Temporal outage never hides the business figures.
 */
export async function getDashboard(deps: DashboardDeps, days: number, now = new Date()): Promise<Dashboard> {
  const unavailable: Dashboard['unavailable'] = [];
  const [business, telegram, queues, workflows] = await Promise.all([
    subscriptionFigures(deps.knex, days),
    telegramHourly(deps.knex, now),
    withTimeout(queueFigures(deps.queues, now), SOURCE_TIMEOUT_MS, 'Redis').catch((err: unknown) => {
      unavailable.push({ source: 'redis', message: `Job queues unavailable: ${message(err)}` });
      return [];
    }),
    withTimeout(
      // The deadline also ends the gRPC calls themselves, so none is left retrying after the answer.
      deps.temporal.connection.withDeadline(Date.now() + SOURCE_TIMEOUT_MS, () => workflowFigures(deps.temporal, now)),
      SOURCE_TIMEOUT_MS + 200,
      'Temporal',
    ).catch((err: unknown) => {
      unavailable.push({ source: 'temporal', message: `Workflows unavailable: ${message(err)}` });
      return { workflows: [], workflowFailuresHourly: [] };
    }),
  ]);
  return { generatedAt: now.toISOString(), ...business, queues, ...workflows, telegramHourly: telegram, unavailable };
}
