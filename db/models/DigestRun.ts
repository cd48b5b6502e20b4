import { BaseModel } from './BaseModel.ts';

export type DigestRunStatus = 'running' | 'sent' | 'empty' | 'failed' | 'skipped';

/** One run of a digest (scheduled or a test); one that sent a digest is a history entry. */
export class DigestRun extends BaseModel {
  static override tableName = 'digest_runs';

  declare id: string;
  declare digestId: string;
  declare userId: string;
  declare runKey: string;
  declare kind: 'scheduled' | 'test';
  declare status: DigestRunStatus;
  declare scheduledFor: Date;
  declare readFrom: Date;
  declare readUntil: Date;
  declare sources: unknown;
  declare content: string | null;
  declare messageCount: number | null;
  declare figures: unknown;
  declare detail: string | null;
  declare startedAt: Date;
  declare sentAt: Date | null;
  declare finishedAt: Date | null;

  static override get jsonAttributes() {
    return ['sources', 'figures'];
  }
}
