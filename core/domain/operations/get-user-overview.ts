import { PLAN } from '../../../contracts/plan.ts';
import type { Client } from '@temporalio/client';
import type { Queue } from 'bullmq';
import type { UserOverview } from '../../../contracts/operations.ts';
import { type AuditEvent, Payment, Subscription, TelegramLink, User } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { SOURCE_TIMEOUT_MS } from './get-dashboard.ts';
import { auditWithEmails, toAuditEntry } from './list-audit-entries.ts';
import { userRecentJobs } from './user-recent-jobs.ts';
import { userRecentWorkflows } from './user-recent-workflows.ts';
import { userServices } from './user-services.ts';
import { withTimeout } from './with-timeout.ts';
import type { TemporalUiBase } from './workflows/temporal-ui-link.ts';

export interface UserOverviewDeps {
  queues: readonly Queue[];
  temporal: Client;
  ui: TemporalUiBase;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Everything support needs about one user on one page, never a secret. Jobs (Redis) and
 * workflows (Temporal) are best effort within SOURCE_TIMEOUT_MS each: named in `unavailable`.
 */
export async function getUserOverview(deps: UserOverviewDeps, userId: string): Promise<UserOverview> {
  const user = await User.query().findById(userId);
  if (!user) throw notFound('User');
  const unavailable: UserOverview['unavailable'] = [];
  const [subscription, payments, services, links, audit, jobs, workflows] = await Promise.all([
    Subscription.query().where('user_id', userId).orderBy('created_at', 'desc').first(),
    Payment.query().where('user_id', userId).orderBy('created_at', 'desc').limit(50),
    userServices(userId),
    TelegramLink.query().where('user_id', userId).orderBy('linked_at', 'desc'),
    (auditWithEmails() as unknown as ReturnType<typeof AuditEvent.query>)
      .where((w) => void w.where('audit_events.user_id', userId).orWhere('audit_events.actor_id', userId))
      .orderBy('audit_events.occurred_at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(50),
    withTimeout(userRecentJobs(deps.queues, userId), SOURCE_TIMEOUT_MS, 'Redis').catch((err: unknown) => {
      unavailable.push({ source: 'redis', message: `Jobs unavailable: ${message(err)}` });
      return [];
    }),
    withTimeout(
      deps.temporal.connection.withDeadline(Date.now() + SOURCE_TIMEOUT_MS, () => userRecentWorkflows(deps.temporal, deps.ui, userId)),
      SOURCE_TIMEOUT_MS + 200,
      'Temporal',
    ).catch((err: unknown) => {
      unavailable.push({ source: 'temporal', message: `Workflows unavailable: ${message(err)}` });
      return [];
    }),
  ]);
  return {
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          currentPeriodEnd: iso(subscription.endDate),
          cancelAtPeriodEnd: subscription.status === 'CANCELED',
          createdAt: new Date(subscription.createdAt).toISOString(),
        }
      : null,
    payments: payments.map((p) => ({ id: p.id, status: p.status, amountMinor: p.amountKopecks, currency: PLAN.currency, kind: p.kind, createdAt: new Date(p.createdAt).toISOString() })),
    services,
    botLinks: links.map((l) => ({ bot: l.bot, chatId: String(l.chatId), username: l.username, linkedAt: new Date(l.linkedAt).toISOString() })),
    jobs,
    workflows,
    audit: (audit as unknown as Parameters<typeof toAuditEntry>[0][]).map(toAuditEntry),
    unavailable,
  };
}
