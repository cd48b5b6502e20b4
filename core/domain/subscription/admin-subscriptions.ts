import type { AdminPaymentReceipt, FiscalReceipt } from '../../../contracts/fiscal-receipt.ts';
import type { AdminPayment, AdminSubscription } from '../../../contracts/subscription.ts';
import { Payment, PaymentReceipt, Subscription, User } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { refundWindowDaysLeft } from './status-body.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type SubscriptionRow = Subscription & { userEmail: string; userName: string };
type PaymentRow = Payment & { userEmail: string };

export interface ListQuery<S extends string, F> {
  range: [number, number];
  sort: [S, 'ASC' | 'DESC'];
  filter?: F | undefined;
}

const subscriptionColumns = { createdAt: 'subscriptions.created_at', status: 'subscriptions.status', startDate: 'start_date', endDate: 'end_date', updatedAt: 'subscriptions.updated_at' } as const;
const paymentColumns = { createdAt: 'payments.created_at', status: 'payments.status', amount: 'amount_kopecks', updatedAt: 'payments.updated_at' } as const;

export function toAdminSubscription(s: SubscriptionRow, temporalUi: { url: string; namespace: string }, now: Date): AdminSubscription {
  return {
    id: s.id,
    userId: s.userId,
    userEmail: s.userEmail,
    userName: s.userName,
    status: s.status,
    plan: s.plan,
    amount: s.amountKopecks / 100,
    provider: s.provider,
    startDate: iso(s.startDate),
    endDate: iso(s.endDate),
    canceledAt: iso(s.canceledAt),
    cancelReason: s.cancelReason,
    refundedAt: iso(s.refundedAt),
    renewalAttempt: s.renewalAttempt,
    workflowId: s.workflowId,
    workflowUrl: `${temporalUi.url.replace(/\/$/, '')}/namespaces/${encodeURIComponent(temporalUi.namespace)}/workflows/${encodeURIComponent(s.workflowId)}`,
    refundable: refundWindowDaysLeft(s, now) !== null,
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
  };
}

const withUser = () =>
  Subscription.query()
    .select('subscriptions.*', 'users.email as userEmail', 'users.name as userName')
    .join(User.tableName, 'users.id', 'subscriptions.user_id') as unknown as ReturnType<typeof Subscription.query> & PromiseLike<SubscriptionRow[]>;

export async function listSubscriptions(
  query: ListQuery<keyof typeof subscriptionColumns, { q?: string | undefined; status?: string | undefined; userId?: string | undefined; id?: string[] | undefined }>,
  temporalUi: { url: string; namespace: string },
): Promise<{ rows: AdminSubscription[]; total: number }> {
  const q = withUser();
  const { filter } = query;
  if (filter?.q) void q.where((w) => void w.whereILike('users.email', escapeLike(filter.q!)).orWhereILike('users.name', escapeLike(filter.q!)));
  if (filter?.status) void q.where('subscriptions.status', filter.status);
  if (filter?.userId) void q.where('subscriptions.user_id', filter.userId);
  if (filter?.id) void q.whereIn('subscriptions.id', filter.id);
  const [start, end] = query.range;
  const { results, total } = await q
    .orderBy(subscriptionColumns[query.sort[0]], query.sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('subscriptions.id')
    .range(start, end);
  const now = new Date();
  return { rows: (results as SubscriptionRow[]).map((s) => toAdminSubscription(s, temporalUi, now)), total };
}

export async function getAdminSubscription(id: string, temporalUi: { url: string; namespace: string }): Promise<AdminSubscription> {
  const row = (await withUser().findById(id)) as SubscriptionRow | undefined;
  if (!row) throw notFound('Subscription');
  return toAdminSubscription(row, temporalUi, new Date());
}

const toAdminReceipt = (r: PaymentReceipt): AdminPaymentReceipt => ({
  operation: r.operation,
  status: r.status,
  amount: r.amountKopecks / 100,
  receipt: r.receipt as FiscalReceipt,
  errorCode: r.errorCode,
  errorMessage: r.errorMessage,
  fiscalDocumentNumber: r.fiscalDocumentNumber,
  receiptUrl: r.receiptUrl,
  sentAt: new Date(r.sentAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** The receipts of these payments, by payment, oldest first. */
async function receiptsOf(paymentIds: string[]): Promise<Map<string, AdminPaymentReceipt[]>> {
  const byPayment = new Map<string, AdminPaymentReceipt[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await PaymentReceipt.query().whereIn('payment_id', paymentIds).orderBy('sent_at').orderBy('operation', 'desc');
  for (const r of rows) byPayment.set(r.paymentId, [...(byPayment.get(r.paymentId) ?? []), toAdminReceipt(r)]);
  return byPayment;
}

const toAdminPayment = (p: PaymentRow, receipts: AdminPaymentReceipt[]): AdminPayment => ({
  id: p.id,
  subscriptionId: p.subscriptionId,
  userId: p.userId,
  userEmail: p.userEmail,
  kind: p.kind,
  status: p.status,
  amount: p.amountKopecks / 100,
  provider: p.provider,
  providerPaymentId: p.providerPaymentId,
  idempotencyKey: p.idempotencyKey,
  period: p.period,
  attempt: p.attempt,
  declineCode: p.declineCode,
  declineMessage: p.declineMessage,
  confirmedAt: iso(p.confirmedAt),
  refundedAt: iso(p.refundedAt),
  refundable: p.status === 'CONFIRMED',
  receipts,
  createdAt: new Date(p.createdAt).toISOString(),
  updatedAt: new Date(p.updatedAt).toISOString(),
});

const paymentsWithUser = () =>
  Payment.query().select('payments.*', 'users.email as userEmail').join(User.tableName, 'users.id', 'payments.user_id') as unknown as ReturnType<typeof Payment.query> &
    PromiseLike<PaymentRow[]>;

export async function listPayments(
  query: ListQuery<keyof typeof paymentColumns, { status?: string | undefined; subscriptionId?: string | undefined; userId?: string | undefined; id?: string[] | undefined }>,
): Promise<{ rows: AdminPayment[]; total: number }> {
  const q = paymentsWithUser();
  const { filter } = query;
  if (filter?.status) void q.where('payments.status', filter.status);
  if (filter?.subscriptionId) void q.where('payments.subscription_id', filter.subscriptionId);
  if (filter?.userId) void q.where('payments.user_id', filter.userId);
  if (filter?.id) void q.whereIn('payments.id', filter.id);
  const [start, end] = query.range;
  const { results, total } = await q
    .orderBy(paymentColumns[query.sort[0]], query.sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('payments.id')
    .range(start, end);
  const rows = results as PaymentRow[];
  const receipts = await receiptsOf(rows.map((p) => p.id));
  return { rows: rows.map((p) => toAdminPayment(p, receipts.get(p.id) ?? [])), total };
}

export async function getAdminPayment(id: string): Promise<AdminPayment> {
  const row = (await paymentsWithUser().findById(id)) as PaymentRow | undefined;
  if (!row) throw notFound('Payment');
  return toAdminPayment(row, (await receiptsOf([row.id])).get(row.id) ?? []);
}
