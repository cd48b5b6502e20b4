import { AuditEvent, type Knex } from '../../../db/index.ts';
import { currentAuditOrigin } from './audit-origin.ts';

export interface AuditEventInput {
  /** Unique per real-world event, so a redelivered job records it once. */
  eventKey: string;
  action: string;
  actorId: string | null;
  userId: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
  occurredAt: Date;
}

/**
 * Answers true when the event was new. Pass the transaction of the change the event records,
 * so the two are written together or not at all.
 */
export async function recordAuditEvent(input: AuditEventInput, trx?: Knex.Transaction): Promise<boolean> {
  const inserted = await AuditEvent.query(trx)
    .insert({
      eventKey: input.eventKey,
      action: input.action,
      actorId: input.actorId,
      userId: input.userId,
      reason: input.reason ?? null,
      // Last, so no caller's details can pass for the OS account the CLI runs under.
      details: { ...input.details, ...currentAuditOrigin() },
      // The columns' widths: a header of any length is kept in part, never a failed write.
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      occurredAt: input.occurredAt,
    })
    .onConflict('event_key')
    .ignore();
  // Objection answers the input object even when the insert was ignored; the id tells.
  return inserted.id !== undefined;
}
