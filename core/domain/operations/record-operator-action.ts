import { recordAuditEvent } from '../audit/record-audit-event.ts';

export interface OperatorAction {
  /** Unique per real action: the request id for the console (a retried request records once), a fresh id for the CLI. */
  eventKey: string;
  action: string;
  actorId: string;
  userId?: string | null;
  reason?: string | null;
  details: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/** Ids listed in an audit entry; the counts always say how many there were in all. */
const MAX_LISTED_IDS = 100;

/** A list of ids fit for an audit entry: the first hundred, the count beside it. */
export const auditIds = (ids: readonly string[]): string[] => ids.slice(0, MAX_LISTED_IDS);

/** One audit entry per operator action (one call, however many items it touched). */
export async function recordOperatorAction(input: OperatorAction): Promise<void> {
  await recordAuditEvent({
    eventKey: input.eventKey,
    action: input.action,
    actorId: input.actorId,
    userId: input.userId ?? null,
    reason: input.reason ?? null,
    details: input.details,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    occurredAt: new Date(),
  });
}
