import { AuditEvent } from '../../../db/index.ts';

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

/** Answers true when the event was new. */
export async function recordAuditEvent(input: AuditEventInput): Promise<boolean> {
  const inserted = await AuditEvent.query()
    .insert({
      eventKey: input.eventKey,
      action: input.action,
      actorId: input.actorId,
      userId: input.userId,
      reason: input.reason ?? null,
      details: input.details ?? {},
      ip: input.ip ?? null,
      userAgent: input.userAgent ?? null,
      occurredAt: input.occurredAt,
    })
    .onConflict('event_key')
    .ignore();
  // Objection answers the input object even when the insert was ignored; the id tells.
  return inserted.id !== undefined;
}
