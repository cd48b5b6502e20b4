import type { AuditEntry } from '../../../contracts/operations.ts';
import { AuditEvent } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';

type AuditRow = AuditEvent & { actorEmail: string | null; userEmail: string | null };

export interface AuditListQuery {
  range: [number, number];
  sort: ['occurredAt' | 'action', 'ASC' | 'DESC'];
  filter?:
    | { action?: string | undefined; actorId?: string | undefined; userId?: string | undefined; q?: string | undefined; from?: string | undefined; to?: string | undefined }
    | undefined;
}

const columns = { occurredAt: 'audit_events.occurred_at', action: 'audit_events.action' } as const;
const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const toAuditEntry = (e: AuditRow): AuditEntry => ({
  id: String(e.id),
  action: e.action,
  actorId: e.actorId,
  actorEmail: e.actorEmail ?? null,
  userId: e.userId,
  userEmail: e.userEmail ?? null,
  reason: e.reason,
  details: e.details ?? {},
  ip: e.ip,
  occurredAt: new Date(e.occurredAt).toISOString(),
});

/** Audit entries with the actor's and the user's e-mails beside their ids. */
export const auditWithEmails = () =>
  AuditEvent.query()
    .select('audit_events.*', 'actor.email as actorEmail', 'subject.email as userEmail')
    .leftJoin('users as actor', 'actor.id', 'audit_events.actor_id')
    .leftJoin('users as subject', 'subject.id', 'audit_events.user_id') as unknown as ReturnType<typeof AuditEvent.query> & PromiseLike<AuditRow[]>;

/** The audit log for operators: filters combine; `q` searches the action and both e-mails. */
export async function listAuditEntries({ range, sort, filter = {} }: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const query = auditWithEmails();
  if (filter.action) void query.where('audit_events.action', filter.action);
  if (filter.actorId) void query.where('audit_events.actor_id', filter.actorId);
  if (filter.userId) void query.where('audit_events.user_id', filter.userId);
  if (filter.from) void query.where('audit_events.occurred_at', '>=', new Date(filter.from));
  if (filter.to) void query.where('audit_events.occurred_at', '<=', new Date(filter.to));
  if (filter.q) {
    const like = escapeLike(filter.q);
    void query.where((w) => void w.whereILike('audit_events.action', like).orWhereILike('actor.email', like).orWhereILike('subject.email', like));
  }
  const [start, end] = range;
  const { results, total } = await query
    .orderBy(columns[sort[0]], sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('audit_events.id', 'desc')
    .range(start, end);
  return { rows: (results as AuditRow[]).map(toAuditEntry), total };
}

export async function getAuditEntry(id: string): Promise<AuditEntry> {
  const row = (await auditWithEmails().where('audit_events.id', id).first()) as AuditRow | undefined;
  if (!row) throw notFound('Audit entry');
  return toAuditEntry(row);
}
