import { BaseModel } from './BaseModel.ts';

export class AuditEvent extends BaseModel {
  static override tableName = 'audit_events';

  declare id: string;
  declare eventKey: string;
  declare actorId: string | null;
  declare userId: string | null;
  declare action: string;
  declare reason: string | null;
  declare details: Record<string, unknown>;
  declare ip: string | null;
  declare userAgent: string | null;
  declare occurredAt: Date;
  declare createdAt: Date;

  static override get jsonAttributes() {
    return ['details'];
  }
}
